import { describe, expect, it } from 'vitest'
import {
  activeCategorySlug,
  announcementPage,
  isMemberSession,
  PDP_HIDDEN_STICKY_ID,
  safeReferrerUrl,
  showsPdpSymbol,
  showsTopBanner,
  slidesForVisitor,
} from '~/domain/visitor'

describe('slidesForVisitor', () => {
  const slides = [{ id: 'a', loggedIn: true }, { id: 'b', loggedIn: false }, { id: 'c' }]
  it('members see loggedIn slides, guests the others [Catalogue §4.29]', () => {
    expect(slidesForVisitor(slides, true).map((s) => s.id)).toEqual(['a'])
    expect(slidesForVisitor(slides, false).map((s) => s.id)).toEqual(['b', 'c'])
  })
  it('shows every slide when none match [Catalogue §4.29]', () => {
    expect(slidesForVisitor([{ id: 'x', loggedIn: null }], true).map((s) => s.id)).toEqual(['x'])
  })
})

describe('page rules', () => {
  it('announcement pages [Catalogue §2.19]', () => {
    expect(announcementPage('/')).toBe('home')
    expect(announcementPage('')).toBe('home')
    expect(announcementPage('/products/soap')).toBe('product')
    expect(announcementPage('/blog')).toBe('other')
  })
  it.each([
    ['/', true],
    ['/blog', true],
    ['/products', true],
    ['/products/category/laundry', true],
    ['/blog/some-post', false],
    ['/search', false],
  ])('top banner on %s: %s [Shell §2.32]', (path, shown) => {
    expect(showsTopBanner(path)).toBe(shown)
  })
  it('hides the PDP symbol for sticky id 618 only [Catalogue §9.16, §2.47]', () => {
    expect(showsPdpSymbol(618)).toBe(false)
    expect(showsPdpSymbol('618')).toBe(false)
    expect(showsPdpSymbol(617)).toBe(true)
    expect(showsPdpSymbol(null)).toBe(true)
    expect(PDP_HIDDEN_STICKY_ID).toBe(618)
    for (const id of [0, 1, 619, 6180, 61, 1618, -618])
      expect(showsPdpSymbol(id), `${id}`).toBe(true)
    expect(showsPdpSymbol(undefined)).toBe(true)
  })
  it('active category pill from the path [Shell §4.15]', () => {
    expect(activeCategorySlug('/products/category/laundry')).toBe('laundry')
    expect(activeCategorySlug('/products/category/starter-kits/kit-1')).toBe('starter-kits')
    expect(activeCategorySlug('/products')).toBe('all')
    expect(activeCategorySlug('/products/')).toBe('all')
    expect(activeCategorySlug('/products//')).toBe('all')
    expect(activeCategorySlug('/products/soap')).toBeNull()
    // Only a path that starts with /products is a listing.
    expect(activeCategorySlug('/blog/products/category/laundry')).toBeNull()
    expect(activeCategorySlug('/blog/products')).toBeNull()
    expect(activeCategorySlug('/products/category/a%20b')).toBe('a b')
    // A malformed escape never throws (the category bar renders during SSR).
    expect(activeCategorySlug('/products/category/50%-off')).toBe('50%-off')
  })
})

describe('safeReferrerUrl', () => {
  const site = 'https://shop.test'
  const allowed = ['offers.partner.test']
  it('follows this site and allow-listed hosts', () => {
    expect(safeReferrerUrl('https://shop.test/starter-kits/dish', site, allowed)).toBe(
      'https://shop.test/starter-kits/dish',
    )
    expect(safeReferrerUrl('/products?x=1', site, allowed)).toBe('https://shop.test/products?x=1')
    expect(safeReferrerUrl('https://OFFERS.partner.test/a', site, allowed)).toBe(
      'https://offers.partner.test/a',
    )
    expect(safeReferrerUrl('http://shop.test/a', site, allowed)).toBe('http://shop.test/a')
  })
  it('ignores surrounding whitespace, non-breaking spaces included', () => {
    expect(safeReferrerUrl(' \u00a0/products?x=1\u00a0\n', site, allowed)).toBe(
      'https://shop.test/products?x=1',
    )
  })
  it.each([
    'https://evil.test/',
    '//evil.test/path',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://shop.test@evil.test/',
    'https://user:pw@shop.test/',
    'https://user@shop.test/',
    'https://:pw@shop.test/',
    // This site's host, but not over http(s).
    'ftp://shop.test/file',
    'ws://shop.test/socket',
    'https://shop.test.evil.test/',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(safeReferrerUrl(raw, site, allowed)).toBeNull()
  })
})

// The account widget's test of a session (ADR 0020): authenticated and naming the member.
describe('isMemberSession', () => {
  it.each([
    [true, { id: 7 }, true],
    [true, {}, true],
    [true, null, false],
    [true, undefined, false],
    [false, { id: 7 }, false],
    [false, null, false],
    [false, undefined, false],
  ])('authenticated %s, member %j → %s', (authenticated, member, expected) => {
    expect(isMemberSession({ authenticated, member })).toBe(expected)
  })
})
