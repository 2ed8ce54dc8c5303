/**
 * Header templates' menus (catalogue spec §2 "Header template 1/2", §5 "Header menu item").
 * The shell suite covers the common paths; these tables pin the edges of the editor's input.
 */
import { describe, expect, it } from 'vitest'
import {
  bottomMenuLinks,
  hasDropdown,
  headerItems,
  landingHeaderInputs,
  type HeaderItem,
} from '~/domain/header-menus'

describe('bottom menu current link', () => {
  const links = [
    { label: 'Home', url: '/' },
    { label: 'Blog', url: '/blog//' },
    { label: 'Store', url: 'https://store.example/products' },
  ]

  it.each([
    ['/', 'Home'],
    // Trailing slashes do not count, on the path or on the link.
    ['///', 'Home'],
    ['/blog', 'Blog'],
    ['/blog/post', 'Blog'],
    // "/" is the home page only, not a parent of every path.
    ['//blog', null],
    ['/products', null],
  ])('%s → %s', (path, current) => {
    const active = bottomMenuLinks(links, path).filter((l) => l.active)
    expect(active.map((l) => l.label)).toEqual(current ? [current] : [])
  })

  it('keeps every link, in order, marking at most one', () => {
    expect(bottomMenuLinks(links, '/blog')).toEqual([
      { label: 'Home', url: '/', active: false },
      { label: 'Blog', url: '/blog//', active: true },
      { label: 'Store', url: 'https://store.example/products', active: false },
    ])
  })

  it('never marks a link without a site path', () => {
    const noPath = [
      { label: 'Empty', url: '' },
      { label: 'Relative', url: 'blog' },
    ]
    expect(bottomMenuLinks(noPath, '/').map((l) => l.active)).toEqual([false, false])
  })
})

describe('header template 2 items', () => {
  it('skips entries that are not objects', () => {
    expect(headerItems([null, 'Shop', 7, { label: 'Blog' }]).map((i) => i.label)).toEqual(['Blog'])
  })

  it('maps an item with sub-menus and custom thumbnails [Catalogue §3.21]', () => {
    expect(
      headerItems([
        {
          label: '  Bath & Body  ',
          url: ' /products/category/bath ',
          onlyMobile: true,
          separateTab: true,
          subMenus: [{ menu: 'Bath' }, null, { menu: ' ' }],
          thumbnailsTitle: '  Our picks ',
          customThumbnails: [{ image: 'a.png', label: 'A', url: '/a' }, null],
          blogPosts: [{ slug: 'ignored-for-custom' }],
        },
      ]),
    ).toEqual([
      {
        id: '0-bath-body',
        label: 'Bath & Body',
        url: '/products/category/bath',
        onlyMobile: true,
        newTab: true,
        menus: ['Bath'],
        thumbnailsTitle: 'Our picks',
        thumbnailsType: 'custom',
        posts: [],
        custom: [{ image: 'a.png', label: 'A', url: '/a' }],
      },
    ])
  })

  it('a blog-post item keeps the posts with a slug and no custom thumbnails', () => {
    const [item] = headerItems([
      {
        label: 'Guides',
        thumbnailsType: 'blogPost',
        blogPosts: [{ slug: '' }, {}, { slug: ' /a ' }, { slug: '/b' }],
        customThumbnails: [{ image: 'a.png', url: '/a' }],
      },
    ])
    expect(item).toMatchObject({ thumbnailsType: 'blogPost', posts: ['/a', '/b'], custom: [] })
  })

  it.each([
    // Only a real `true` sets a flag.
    [true, true],
    [false, false],
    ['true', false],
    [undefined, false],
  ])('onlyMobile / separateTab %s → %s', (flag, expected) => {
    const [item] = headerItems([{ label: 'A', onlyMobile: flag, separateTab: flag }])
    expect(item).toMatchObject({ onlyMobile: expected, newTab: expected })
  })

  it.each([
    ['  Latest  ', 'Latest'],
    ['   ', null],
    [undefined, null],
  ])('thumbnails title %j → %j', (title, expected) => {
    expect(headerItems([{ label: 'A', thumbnailsTitle: title }])[0]!.thumbnailsTitle).toBe(expected)
  })
})

describe('hasDropdown: sub-menus or thumbnails', () => {
  const item = (menus: string[], posts: string[], custom: HeaderItem['custom']): HeaderItem => ({
    id: '0-a',
    label: 'A',
    url: '/a',
    onlyMobile: false,
    newTab: false,
    menus,
    thumbnailsTitle: null,
    thumbnailsType: 'custom',
    posts,
    custom,
  })
  const thumb = { image: 'a.png', label: '', url: '/a' }

  it.each([
    ['nothing', item([], [], []), false],
    ['a sub-menu', item(['Bath'], [], []), true],
    ['a blog post', item([], ['/a'], []), true],
    ['a custom thumbnail', item([], [], [thumb]), true],
  ])('%s → %s', (_, header, expected) => {
    expect(hasDropdown(header)).toBe(expected)
  })
})

describe('header template 1 inputs', () => {
  const defaults = {
    buttonText: 'Shop Now',
    buttonUrl: '/products',
    supportText: 'Help',
    supportUrl: '/help',
    phone: '(800) 555-0100',
  }

  it('trims text inputs and keeps boolean toggles as set', () => {
    expect(
      landingHeaderInputs(
        {
          buttonText: '  Claim  ',
          buttonUrl: ' /kits ',
          supportText: ' FAQ ',
          supportUrl: ' /faq ',
          phone: ' (888) 555-0199 ',
          showLogin: false,
          showMyBox: false,
          showCart: false,
          showSearch: false,
        },
        defaults,
      ),
    ).toEqual({
      buttonText: 'Claim',
      buttonUrl: '/kits',
      supportText: 'FAQ',
      supportUrl: '/faq',
      phone: '(888) 555-0199',
      showLogin: false,
      showMyBox: false,
      showCart: false,
      showSearch: false,
    })
  })

  it('falls back to the defaults, toggles on, for inputs of the wrong type', () => {
    expect(
      landingHeaderInputs({ buttonText: 1, phone: null, showLogin: 'no', showCart: 0 }, defaults),
    ).toEqual({
      buttonText: 'Shop Now',
      buttonUrl: '/products',
      supportText: 'Help',
      supportUrl: '/help',
      phone: '(800) 555-0100',
      showLogin: true,
      showMyBox: true,
      showCart: true,
      showSearch: true,
    })
  })
})
