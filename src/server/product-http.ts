/**
 * GET /api/product/{call}: the browser's side of the product page's reads (src/api/product-page.ts)
 * for client navigations. The answers are the same for every visitor (no session is involved),
 * so shared caches may keep them briefly; bad input is a 400, an unknown call a 404.
 */
import { InputError, intParam, jsonCallHandler } from './json-calls'

const calls = {
  page: async (p: URLSearchParams) => {
    const slug = p.get('slug') ?? ''
    const { loadProductPage } = await import('~/api/product-view.server')
    return loadProductPage(slug.slice(0, 1000))
  },
  videos: async (p: URLSearchParams) => {
    const id = (name: string) => {
      const v = p.get(name)
      if (v === null) return null
      if (!/^[\w-]{1,40}$/.test(v)) throw new InputError(`Invalid "${name}"`)
      return v
    }
    const { loadProductVideos } = await import('~/api/product-view.server')
    return loadProductVideos({ howTo: id('howTo'), review: id('review') })
  },
  recommendations: async (p: URLSearchParams) => {
    const id = intParam(p, 'id', 1, 2_147_483_647)
    const { loadProductRecommendations } = await import('~/api/product-view.server')
    return loadProductRecommendations(id)
  },
} satisfies Record<string, (p: URLSearchParams) => Promise<unknown>>

export const handleProductRequest = jsonCallHandler('product', calls, {
  cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
  unavailable: 'Product data is unavailable right now',
})
