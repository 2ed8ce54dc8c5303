import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { applyLimit, DESKTOP_MEDIA_QUERY, headerThumbnails, shopTiles } from '~/domain/layout'
import { formatPrice } from '~/domain/money'
import { parsePage } from '~/domain/paging'

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
})

describe('responsive layouts', () => {
  it('the desktop header query starts just over 767.98 px [Shell §2.18; Catalogue §9.31]', () => {
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 767.99px)')
  })
  it('the account button is an icon only at 1024 px or less: its name hidden but read out (its stylesheet) [Shell §2.29, §9.10]', () => {
    const css = readFileSync('src/components/shell/Header.module.css', 'utf8')
    const hiding = [
      ...css.matchAll(
        /@media \(max-width: ([\d.]+)px\) \{\s*(?:\/\*[^*]*\*\/\s*)?\.accountLabel \{([^}]*)\}/g,
      ),
    ]
    // 1024 px and narrower; 1025 px shows the name.
    expect(hiding.map((m) => m[1])).toEqual(['1024'])
    const hidden = (width: number) => hiding.some((m) => width <= Number(m[1]))
    expect([768, 1023, 1024, 1024.5, 1025, 1280].map((w) => [w, hidden(w)])).toEqual([
      [768, true],
      [1023, true],
      [1024, true],
      [1024.5, false],
      [1025, false],
      [1280, false],
    ])
    expect(hiding[0]![2]).toMatch(/position: absolute;[^]*clip-path: inset\(50%\);/)
    expect(hiding[0]![2]).not.toMatch(/display: none/)
  })
  it('the shop carousel shows 6 slides, 5 below 850 px wide (its stylesheet) [Shell §2.18, §9.10]', () => {
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
    // The slides at a width: the last rule whose media query the width meets.
    const at = (width: number) =>
      Number(perView(rules.filter((m) => !m[2] || width <= Number(m[2])).at(-1)![3]!))
    // The carousel starts over 767.98 px; 1200 px, the other menu-carousel width in the
    // breakpoint list, changes nothing (the dropdown's sentence: 6 slides from 850 px up).
    expect([767.99, 849, 849.98, 850, 1199, 1200, 1600].map((w) => [w, at(w)])).toEqual([
      [767.99, 5],
      [849, 5],
      [849.98, 5],
      [850, 6],
      [1199, 6],
      [1200, 6],
      [1600, 6],
    ])
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
