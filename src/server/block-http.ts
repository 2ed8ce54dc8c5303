/**
 * GET /api/blocks/{call}: the browser's side of the page-builder blocks' store reads
 * (src/api/blocks.ts), for blocks a client navigation mounts. The same for every visitor.
 */
import { InputError, intParam, jsonCallHandler } from './json-calls'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const calls = {
  'best-sellers': async (p: URLSearchParams) => {
    const { loadBestSellers } = await import('~/api/block-data.server')
    return loadBestSellers(intParam(p, 'limit', 1, 24))
  },
  'featured-categories': async (p: URLSearchParams) => {
    const { loadFeaturedCategories } = await import('~/api/block-data.server')
    return loadFeaturedCategories(intParam(p, 'limit', 0, 48))
  },
  ingredients: async () => {
    const { loadIngredientsPage } = await import('~/api/block-data.server')
    return loadIngredientsPage()
  },
  reviews: async (p: URLSearchParams) => {
    const sku = p.get('sku') ?? ''
    if (!/^[\w.-]{1,40}$/.test(sku)) throw new InputError('Invalid "sku"')
    const { loadReviews } = await import('~/api/block-data.server')
    return loadReviews(sku)
  },
  products: async (p: URLSearchParams) => {
    const slugs = (p.get('slugs') ?? '').split(',').filter(Boolean)
    if (
      slugs.length > 12 ||
      slugs.some((s) => s.length > 120 || (!SLUG.test(s) && s !== 'invalid'))
    )
      throw new InputError('Invalid "slugs"')
    const { loadPickedProducts } = await import('~/api/block-data.server')
    return loadPickedProducts(slugs)
  },
} satisfies Record<string, (p: URLSearchParams) => Promise<unknown>>

export const handleBlockRequest = jsonCallHandler('blocks', calls, {
  cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  unavailable: 'Block data is unavailable right now',
})
