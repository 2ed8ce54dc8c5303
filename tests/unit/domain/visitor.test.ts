import { describe, expect, it } from 'vitest'
import {
  activeCategorySlug,
  announcementPage,
  PDP_HIDDEN_STICKY_ID,
  safeReferrerUrl,
  showsPdpSymbol,
  showsTopBanner,
  slidesForVisitor,
} from '~/domain/visitor'

describe('slidesForVisitor', () => {
  const slides = [{ id: 'a', loggedIn: true }, { id: 'b', loggedIn: false }, { id: 'c' }]
  it('members see loggedIn slides, guests the others', () => {
    expect(slidesForVisitor(slides, true).map((s) => s.id)).toEqual(['a'])
    expect(slidesForVisitor(slides, false).map((s) => s.id)).toEqual(['b', 'c'])
  })
  it('shows every slide when none match', () => {
    expect(slidesForVisitor([{ id: 'x', loggedIn: null }], true).map((s) => s.id)).toEqual(['x'])
  })
})

describe('page rules', () => {
  it('announcement pages', () => {
    expect(announcementPage('/')).toBe('home')
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
  ])('top banner on %s: %s', (path, shown) => {
    expect(showsTopBanner(path)).toBe(shown)
  })
  it('hides the PDP symbol for sticky id 618 only', () => {
    expect(showsPdpSymbol(618)).toBe(false)
    expect(showsPdpSymbol('618')).toBe(false)
    expect(showsPdpSymbol(617)).toBe(true)
    expect(showsPdpSymbol(null)).toBe(true)
    expect(PDP_HIDDEN_STICKY_ID).toBe(618)
    for (const id of [0, 1, 619, 6180, 61, 1618, -618])
      expect(showsPdpSymbol(id), `${id}`).toBe(true)
    expect(showsPdpSymbol(undefined)).toBe(true)
  })
  it('active category pill from the path', () => {
    expect(activeCategorySlug('/products/category/laundry')).toBe('laundry')
    expect(activeCategorySlug('/products/category/starter-kits/kit-1')).toBe('starter-kits')
    expect(activeCategorySlug('/products')).toBe('all')
    expect(activeCategorySlug('/products/')).toBe('all')
    expect(activeCategorySlug('/products/soap')).toBeNull()
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
  })
  it.each([
    'https://evil.test/',
    '//evil.test/path',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://shop.test@evil.test/',
    'https://user:pw@shop.test/',
    'https://shop.test.evil.test/',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(safeReferrerUrl(raw, site, allowed)).toBeNull()
  })
})
