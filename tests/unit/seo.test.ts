import { describe, expect, it } from 'vitest'
import type { PublicSettings } from '../../app.config'
import { rootHead } from '~/lib/seo'

const settings = { siteUrl: 'https://shop.test' } as PublicSettings
const canonical = (pathname: string, page?: unknown) =>
  rootHead({ settings, pathname, page }).links.find((l) => l.rel === 'canonical')?.href

describe('canonical URL', () => {
  it('is the page path without a trailing slash', () => {
    expect(canonical('/products/')).toBe('https://shop.test/products')
    expect(canonical('/')).toBe('https://shop.test')
  })

  it('names a listing page after the first, and nothing else of the query', () => {
    expect(canonical('/products/category/laundry', 3)).toBe(
      'https://shop.test/products/category/laundry?page=3',
    )
    for (const page of [1, 0, -2, 2.5, '2', null, undefined])
      expect(canonical('/products', page), String(page)).toBe('https://shop.test/products')
  })
})
