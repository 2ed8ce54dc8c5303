import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  accountShowsLabel,
  applyLimit,
  blogSliderIsStatic,
  blogSliderSlides,
  DESKTOP_MEDIA_QUERY,
  headerThumbnails,
  imageCarouselThumbnails,
  logoCarouselAutoplays,
  productSectionsMode,
  relatedProductsSlides,
  shopDropdownLayout,
  shopTiles,
} from '~/domain/layout'
import { formatPrice } from '~/domain/money'
import { nextPageProbeOffset, pageOffset, parsePage } from '~/domain/paging'

describe('blog paging', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    [2, 2],
    ['0', 1],
    ['-4', 1],
    ['2.5', 1],
    ['abc', 1],
    [undefined, 1],
    ['', 1],
    [' 4 ', 4],
    [null, 1],
    // Up to 10 000 (the doc comment's cap, past any real blog).
    ['10000', 10_000],
    ['10001', 1],
    ['99999999', 1],
  ])('page %s → %i', (v, page) => {
    expect(parsePage(v)).toBe(page)
  })
  it('offset is (page-1)*10 and the probe reads the next offset', () => {
    expect(pageOffset(1)).toBe(0)
    expect(pageOffset(3)).toBe(20)
    expect(nextPageProbeOffset(1)).toBe(10)
    expect(nextPageProbeOffset(3)).toBe(30)
  })
})

describe('responsive layouts', () => {
  it('the desktop header query starts just over 767.98 px [Shell §2.18; Catalogue §9.31]', () => {
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 767.99px)')
  })
  it('shop dropdown: carousel only on desktop with more than 4 tiles; 6 slides, 5 below 850 [Shell §2.18, §9.10]', () => {
    expect(shopDropdownLayout(767.98, 8).carousel).toBe(false)
    expect(shopDropdownLayout(768, 8)).toEqual({ carousel: true, slides: 5 })
    expect(shopDropdownLayout(849, 8).slides).toBe(5)
    expect(shopDropdownLayout(850, 8)).toEqual({ carousel: true, slides: 6 })
    expect(shopDropdownLayout(1280, 4).carousel).toBe(false)
    expect(shopDropdownLayout(1280, 5).carousel).toBe(true)
  })
  it('the account button is an icon only at 1024 px or less: its name hidden but read out (its stylesheet) [Shell §2.29]', () => {
    const css = readFileSync('src/components/shell/Header.module.css', 'utf8')
    const hiding = [
      ...css.matchAll(
        /@media \(max-width: ([\d.]+)px\) \{\s*(?:\/\*[^*]*\*\/\s*)?\.accountLabel \{([^}]*)\}/g,
      ),
    ]
    // 1024 px and narrower; 1025 px shows the name.
    expect(hiding.map((m) => m[1])).toEqual(['1024'])
    expect(hiding[0]![2]).toMatch(/position: absolute;[^]*clip-path: inset\(50%\);/)
    expect(hiding[0]![2]).not.toMatch(/display: none/)
  })
  it('the shop carousel shows 6 slides, 5 below 850 px wide (its stylesheet) [Shell §2.18]', () => {
    // jsdom lays nothing out: the slides per view are the header stylesheet's, read as written.
    const css = readFileSync('src/components/shell/Header.module.css', 'utf8')
    const perView = (block: string) => /--per-view:\s*(\d+)/.exec(block)?.[1]
    const rules = [
      ...css.matchAll(/(@media \(max-width: ([\d.]+)px\) \{\s*)?\.shopPerView \{([^}]*)\}/g),
    ]
    expect(rules.map((m) => [m[2] ?? null, perView(m[3]!)])).toEqual([
      [null, '6'],
      // 849.98 px and narrower: 5; 850 px: 6.
      ['849.98', '5'],
    ])
  })
  it.each([
    [499, 1],
    [500, 2],
    [699, 2],
    [700, 3],
    [991, 3],
    [992, 4],
  ])('related products at %i px: %i slides [Catalogue §9.22]', (w, n) => {
    expect(relatedProductsSlides(w)).toBe(n)
  })
  it.each([
    [399, 1],
    [400, 2],
    [699, 2],
    [700, 3],
    [849, 3],
    [850, 4],
    [1199, 4],
    [1200, 5],
  ])('blog slider at %i px: %i slides [Catalogue §9.27]', (w, n) => {
    expect(blogSliderSlides(w)).toBe(n)
  })
  it('blog slider is static with 5 or fewer items over 1000 px [Catalogue §9.27]', () => {
    expect(blogSliderIsStatic(1001, 5)).toBe(true)
    expect(blogSliderIsStatic(1000, 5)).toBe(false)
    expect(blogSliderIsStatic(1400, 6)).toBe(false)
  })
  it('image carousel dots under 9, slider from 9; logos autoplay above 8 [Catalogue §9.30]', () => {
    expect(imageCarouselThumbnails(8)).toBe('dots')
    expect(imageCarouselThumbnails(9)).toBe('slider')
    expect(logoCarouselAutoplays(8)).toBe(false)
    expect(logoCarouselAutoplays(9)).toBe(true)
  })
  it('account label hides at 1024 or less; product sections are accordions at 767 or less [Catalogue §9.31; Shell §9.10]', () => {
    expect(accountShowsLabel(1024)).toBe(false)
    expect(accountShowsLabel(1025)).toBe(true)
    expect(productSectionsMode(767)).toBe('accordions')
    expect(productSectionsMode(768)).toBe('tabs')
  })
})

describe('limits', () => {
  const items = [1, 2, 3, 4, 5, 6]
  it('default limit applies when unset; 0 means no limit [Catalogue §9.26]', () => {
    expect(applyLimit(items, undefined, 4)).toEqual([1, 2, 3, 4])
    expect(applyLimit(items, 0, 4)).toEqual(items)
    expect(applyLimit(items, 2, 4)).toEqual([1, 2])
    expect(applyLimit(items, Number.NaN, 4)).toEqual([1, 2, 3, 4])
  })
  it('an unset or unreadable limit is the default; a fraction is rounded down', () => {
    expect(applyLimit(items, null, 4)).toEqual([1, 2, 3, 4])
    expect(applyLimit(items, Number.POSITIVE_INFINITY, 4)).toEqual([1, 2, 3, 4])
    expect(applyLimit(items, 2.9, 4)).toEqual([1, 2])
  })
  it('header thumbnails: at most 2 blog posts or 4 custom items [Catalogue §9.15]', () => {
    expect(headerThumbnails('blogPost', items)).toEqual([1, 2])
    expect(headerThumbnails('custom', items)).toEqual([1, 2, 3, 4])
  })
})

describe('shop dropdown tiles', () => {
  it('Whole Home and Bundles carry their own picture and alt text', () => {
    const [wholeHome, bundles] = shopTiles([], { wholeHome: 'Whole Home', bundles: 'Bundles' })
    expect(wholeHome).toEqual({
      label: 'Whole Home',
      url: '/products',
      image: 'categories/whole-home.svg',
      imageAlt: 'All Clearhome products',
    })
    expect(bundles).toEqual({
      label: 'Bundles',
      url: '/products/category/starter-kits',
      image: 'categories/starter-kits.svg',
      imageAlt: 'Starter kit bundles',
    })
  })
  it.each(['categories/whole-home.svg', 'categories/starter-kits.svg'])(
    '%s is a picture the site ships (public/media)',
    (image) => {
      expect(statSync(`public/media/${image}`).isFile()).toBe(true)
    },
  )
})

describe('formatPrice', () => {
  it('formats USD and survives bad values', () => {
    expect(formatPrice(12.5)).toBe('$12.50')
    expect(formatPrice('7')).toBe('$7.00')
    expect(formatPrice('n/a')).toBe('$0.00')
    expect(formatPrice(null)).toBe('$0.00')
  })
})
