/**
 * Navigation rules as tables: the category bar's pills (shell spec §2 "Category bar") and the
 * URL safety rules the specs leave to the code (their doc comments in src/domain/navigation).
 * redirects.test.ts checks the same helpers under random input.
 */
import { describe, expect, it } from 'vitest'
import { categoryPills, safeImageSrc, safeLink, safeNextPath, telHref } from '~/domain/navigation'

describe('categoryPills', () => {
  const tiles = [
    { label: 'Laundry', url: '/products/category/laundry' },
    // A sub-menu tile may link somewhere that is not a category page.
    { label: 'Ingredients', url: '/ingredients' },
  ]

  it('starts with "Shop All", linking to /products and active there [Catalogue §2.2]', () => {
    expect(categoryPills(tiles, '/products')).toEqual([
      { label: 'Shop All', url: '/products', active: true },
      { label: 'Laundry', url: '/products/category/laundry', active: false },
      { label: 'Ingredients', url: '/ingredients', active: false },
    ])
  })

  it.each([
    ['/products/category/laundry', ['Laundry']],
    // Off the product pages no pill is active, not even one that is no category either.
    ['/ingredients', []],
    ['/blog', []],
  ])('on %s the active pills are %j', (path, active) => {
    expect(
      categoryPills(tiles, path)
        .filter((p) => p.active)
        .map((p) => p.label),
    ).toEqual(active)
  })
})

describe('safeNextPath: after login, only a path on this site is followed', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/membership/orders?tab=2#latest', '/membership/orders?tab=2#latest'],
    // As a browser reads it: dot segments resolved, spaces escaped, trailing space dropped.
    ['/blog/../checkout', '/checkout'],
    ['/a b', '/a%20b'],
    ['/checkout ', '/checkout'],
  ])('%j → %j', (next, path) => {
    expect(safeNextPath(next)).toBe(path)
  })

  it.each([
    // Not a path (a browser would read these relative to the login page, or as another site).
    'checkout',
    'a/checkout',
    'evil.example',
    'https://evil.example/checkout',
    '//evil.example',
    // Plain paths that a second reading (a browser's, a proxy's) turns into "//evil.example".
    '/..//evil.example',
    '/%2e//evil.example',
    // Browsers read "\" as "/" and drop tabs and newlines.
    '/\\evil.example',
    '/a\\b',
    '/\t/evil.example',
    '/a\nb',
    '',
  ])('%j → the dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/membership/dashboard')
  })

  it.each([undefined, null, 42, ['/checkout']])('%j (not a string) → the dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/membership/dashboard')
  })
})

describe('safeLink: the links an editor may type into a block', () => {
  const ORIGIN = 'https://clearhome.example/' // 26 characters
  /** An https link exactly `length` characters long. */
  const linkOf = (length: number) => ORIGIN + 'a'.repeat(length - ORIGIN.length)

  it.each([
    ['/about', '/about'],
    ['  /about  ', '/about'],
    ['/blog/../about', '/about'],
    ['#reviews', '#reviews'],
    ['#how-to_use', '#how-to_use'],
    ['#', '#'],
    ['mailto:hello@clearhome.example', 'mailto:hello@clearhome.example'],
    ['tel:+18005550100', 'tel:+18005550100'],
    ['TEL:+18005550100', 'TEL:+18005550100'],
    ['https://clearhome.example/products', 'https://clearhome.example/products'],
    ['http://clearhome.example/products', 'http://clearhome.example/products'],
    // A URL is kept as the URL parser writes it.
    ['https://Clearhome.example', 'https://clearhome.example/'],
  ])('%j → %j', (raw, link) => {
    expect(safeLink(raw)).toBe(link)
  })

  it('keeps a link of 2000 characters and refuses a longer one', () => {
    expect(safeLink(linkOf(2000))).toBe(linkOf(2000))
    expect(safeLink(linkOf(2001))).toBeNull()
  })

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    // "mailto:" further on does not make it a mailto: link.
    'javascript:alert(1)//mailto:x',
    'data:text/html,<b>x</b>',
    'ftp://clearhome.example/file',
    'mailto:',
    'mailto:a b@clearhome.example',
    '#a b',
    '#a.b',
    'about',
    '//evil.example',
    '/%2e//evil.example',
    // Browsers read "\" as "/" and drop tabs, so these are not the links they seem to be.
    'https://clearhome.example\\@evil.example',
    'https://clearhome.example/a\tb',
    'mailto:a\u0000b@clearhome.example',
    // Credentials in a link are a phishing trick.
    'https://clearhome.example@evil.example/',
    'https://user:secret@clearhome.example/',
  ])('%j → no link', (raw) => {
    expect(safeLink(raw)).toBeNull()
  })

  it.each([undefined, null, 42, { url: '/about' }])('%j (not a string) → no link', (raw) => {
    expect(safeLink(raw)).toBeNull()
  })
})

describe('safeImageSrc: a path on this site or an https URL', () => {
  it.each([
    ['/media/hero.png', '/media/hero.png'],
    ['https://cdn.builder.io/api/v1/image/x.png', 'https://cdn.builder.io/api/v1/image/x.png'],
    ['http://cdn.example/x.png', null],
    ['#hero', null],
    ['mailto:hello@clearhome.example', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (raw, src) => {
    expect(safeImageSrc(raw)).toBe(src)
  })
})

describe('telHref: the phone link [Catalogue §2.17] [Catalogue §2.79]', () => {
  it.each([
    ['1-800-555-0199', 'tel:18005550199'],
    ['+1 (800) 555 0199', 'tel:+18005550199'],
    ['800.555.0199 ext', 'tel:8005550199'],
  ])('%s calls %s', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})
