/** The frame's pure rules: tiles, pills, banner strips, header inputs, redirects. */
import { describe, expect, it } from 'vitest'
import { LANDING_HEADER_DEFAULTS } from '~/components/builder/LandingHeader'
import { shopTiles } from '~/domain/layout'
import {
  bottomMenuLinks,
  headerItems,
  landingHeaderInputs as inputsWith,
} from '~/domain/header-menus'
import { categoryPills, safeNextPath } from '~/domain/navigation'
import { SHOP_DROPDOWN_TEXT } from '#machines/shop-dropdown/connect'
import { compilePage } from '~/content/compile'
import { headerContentRefs } from '~/content/page-header'
import { sanitizeHtml } from '~/lib/sanitize'
import { topBannerStrips } from '~/content/top-banner'
import type { ContentDocument } from '~/content/types'

const tile = (label: string) => ({
  label,
  url: `/products/category/${label.toLowerCase()}`,
  image: '',
  imageAlt: label,
})

const landingHeaderInputs = (props: Record<string, unknown>) =>
  inputsWith(props, LANDING_HEADER_DEFAULTS)

describe('shop dropdown tiles', () => {
  it('Whole Home first, the fetched tiles, Bundles last [Shell §2.17]', () => {
    expect(
      shopTiles([tile('Laundry'), tile('Dish')], SHOP_DROPDOWN_TEXT).map((t) => [t.label, t.url]),
    ).toEqual([
      ['Whole Home', '/products'],
      ['Laundry', '/products/category/laundry'],
      ['Dish', '/products/category/dish'],
      ['Bundles', '/products/category/starter-kits'],
    ])
  })
})

describe('category pills [Shell §4.15]', () => {
  const tiles = [tile('Laundry'), tile('Dish')]
  it.each([
    ['/products', 'Shop All'],
    ['/products/', 'Shop All'],
    ['/products/category/dish', 'Dish'],
    ['/products/category/dish/', 'Dish'],
    ['/products/category/unknown', null],
    ['/products/some-soap', null],
  ])('%s → %s', (path, active) => {
    const pills = categoryPills(tiles, path)
    expect(pills.map((p) => p.label)).toEqual(['Shop All', 'Laundry', 'Dish'])
    expect(pills.find((p) => p.active)?.label ?? null).toBe(active)
  })
})

describe('top banner strips', () => {
  const doc = (blocks: unknown) => ({ id: 'x', data: { blocks } }) as never
  it('reads Top Banner Strip blocks and skips everything else', () => {
    expect(
      topBannerStrips(
        doc([
          {
            id: 'a',
            component: {
              name: 'Top Banner Strip',
              options: { text: ' Hi ', linkText: 'Go', linkUrl: '/x' },
            },
          },
          { id: 'b', component: { name: 'Text', options: { text: 'ignored' } } },
          { id: 'c', component: { name: 'Top Banner Strip', options: { text: '' } } },
          null,
          'junk',
        ]),
      ),
    ).toEqual([{ id: 'a', text: 'Hi', link: { text: 'Go', url: '/x' } }])
  })
  it('drops unsafe or missing links, keeps the text', () => {
    expect(
      topBannerStrips(
        doc([
          {
            component: {
              name: 'Top Banner Strip',
              options: { text: 'T', linkText: 'L', linkUrl: 'javascript:alert(1)' },
            },
          },
        ]),
      ),
    ).toEqual([{ id: 'strip-0', text: 'T', link: null }])
    expect(topBannerStrips(null)).toEqual([])
    expect(topBannerStrips(doc('nope'))).toEqual([])
  })
})

describe('header template 1 inputs', () => {
  it('block defaults from the brand settings [Catalogue §2.82]', () => {
    expect(landingHeaderInputs({})).toEqual({
      ...LANDING_HEADER_DEFAULTS,
      showLogin: true,
      showMyBox: true,
      showCart: true,
      showSearch: true,
    })
    expect(LANDING_HEADER_DEFAULTS).toMatchObject({
      phone: '(888) 555-0142',
      supportText: 'Help & Support',
    })
  })
  it('inputs of the wrong type fall back; an empty button text hides the button', () => {
    const inputs = landingHeaderInputs({
      phone: 42 as never,
      showCart: 'no' as never,
      buttonText: '',
    })
    expect(inputs.phone).toBe(LANDING_HEADER_DEFAULTS.phone)
    expect(inputs.showCart).toBe(true)
    expect(inputs.buttonText).toBe('')
  })
})

describe('header template 2 items', () => {
  it('skips items without a label and caps thumbnails: 2 blog posts or 4 custom [Catalogue §2.84]', () => {
    const items = headerItems([
      {
        label: 'Guides',
        thumbnailsType: 'blogPost',
        blogPosts: [{ slug: '/a' }, { slug: '/b' }, { slug: '/c' }],
      },
      {
        label: 'Shop',
        customThumbnails: [1, 2, 3, 4, 5].map((i) => ({ image: `i${i}.svg`, url: `/u${i}` })),
      },
      { label: '  ' },
      { url: '/no-label' },
      {
        label: 'Odd',
        customThumbnails: [{ image: 'x.svg' }, { url: '/no-image' }],
        subMenus: [{ menu: 'M' }, {}],
      },
    ])
    expect(items.map((i) => i.id)).toEqual(['0-guides', '1-shop', '2-odd'])
    expect(items[0]!.posts).toEqual(['/a', '/b'])
    expect(items[1]!.custom).toHaveLength(4)
    // A custom thumbnail needs both its image and its url.
    expect(items[2]!.custom).toEqual([])
    expect(items[2]!.menus).toEqual(['M'])
  })
  it('survives payloads that are not lists', () => {
    expect(headerItems(undefined)).toEqual([])
    expect(headerItems({ label: 'x' })).toEqual([])
    expect(headerItems([{ label: 'A', blogPosts: 'x', url: 7 }])[0]).toMatchObject({
      label: 'A',
      url: null,
      posts: [],
    })
  })
})

describe('pages with their own header', () => {
  const page: ContentDocument = {
    id: 'p',
    data: {
      title: 'T',
      blocks: [
        { id: 'h', component: { name: 'Landing Header', options: {} } },
        { id: 't', component: { name: 'Text', options: { text: 'x' } } },
      ],
    },
  }
  it('is recognised by a header template block and split off the body', () => {
    const compiled = compilePage(page, { sanitize: sanitizeHtml })
    expect(compiled.header.map((n) => n.id)).toEqual(['h'])
    expect(compiled.body.nodes.map((n) => n.id)).toEqual(['t'])
    expect(compiled.title).toBe('T')
    expect(compilePage({ data: { blocks: [] } }, { sanitize: sanitizeHtml }).header).toEqual([])
    expect(compilePage(null, { sanitize: sanitizeHtml }).header).toEqual([])
  })
})

describe('login redirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/membership/dashboard', '/membership/dashboard'],
    ['//evil.example', '/membership/dashboard'],
    ['https://evil.example', '/membership/dashboard'],
    ['/\\evil.example', '/membership/dashboard'],
    ['/\t/evil.example', '/membership/dashboard'],
    ['/\n/evil.example', '/membership/dashboard'],
    ['/checkout?step=1#pay', '/checkout?step=1#pay'],
    ['/../../etc', '/etc'],
    // One normalisation would make these protocol-relative: refused, not passed on.
    ['/.//evil.example', '/membership/dashboard'],
    ['/a/..//evil.example', '/membership/dashboard'],
    ['/%2e%2e//evil.example', '/membership/dashboard'],
    [undefined, '/membership/dashboard'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected)
  })
})

describe('header template 2 bottom menu', () => {
  const links = ['/', '/products', '/products/category/laundry', '/blog'].map((url) => ({
    label: url,
    url,
    newTab: false,
  }))
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/products/category/laundry/', '/products/category/laundry'],
    ['/products/some-soap', '/products'],
    ['/blog/post', '/blog'],
    ['/about', null],
  ])('%s → %s', (path, current) => {
    const active = bottomMenuLinks(links, path).filter((l) => l.active)
    expect(active.map((l) => l.url)).toEqual(current ? [current] : [])
  })
})

describe('header template 2 content refs', () => {
  it('lists the bottom menu, sub-menus and at most 2 blog posts per item for the server render', () => {
    const doc = {
      id: 'p',
      data: {
        blocks: [
          {
            component: {
              name: 'Menu Header',
              options: {
                items: [
                  {
                    label: 'A',
                    subMenus: [{ menu: 'M1' }, { menu: '' }],
                    thumbnailsType: 'blogPost',
                    blogPosts: [{ slug: '/a' }, { slug: '/b' }, { slug: '/c' }],
                  },
                  null,
                  { label: 'B', subMenus: 'junk' },
                ],
              },
            },
          },
        ],
      },
    } as never
    const { header } = compilePage(doc, { sanitize: sanitizeHtml })
    expect(headerContentRefs(header)).toEqual({ menus: ['Header Menu', 'M1'], posts: ['/a', '/b'] })
    expect(headerContentRefs([])).toEqual({ menus: [], posts: [] })
  })
})
