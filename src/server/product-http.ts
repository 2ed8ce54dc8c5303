/**
 * GET /api/product/{call}: the browser's side of the product page's reads (src/api/product-page.ts)
 * for client navigations. The answers are the same for every visitor (no session is involved),
 * so shared caches may keep them briefly; bad input is a 400, an unknown call a 404.
 */
const calls = {
  page: async (p: URLSearchParams) => {
    const slug = p.get('slug') ?? ''
    const { loadProductPage } = await import('~/api/product-view')
    return loadProductPage(slug.slice(0, 1000))
  },
  videos: async (p: URLSearchParams) => {
    const id = (name: string) => {
      const v = p.get(name)
      if (v === null) return null
      if (!/^[\w-]{1,40}$/.test(v)) throw new InputError(`Invalid "${name}"`)
      return v
    }
    const { loadProductVideos } = await import('~/api/product-view')
    return loadProductVideos({ howTo: id('howTo'), review: id('review') })
  },
  recommendations: async (p: URLSearchParams) => {
    const id = Number(p.get('id'))
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
      throw new InputError('Invalid "id"')
    const { loadProductRecommendations } = await import('~/api/product-view')
    return loadProductRecommendations(id)
  },
} satisfies Record<string, (p: URLSearchParams) => Promise<unknown>>

class InputError extends Error {
  override name = 'InputError'
}

export async function handleProductRequest(request: Request, call: string): Promise<Response> {
  if (!Object.hasOwn(calls, call))
    return Response.json({ message: `No product call named ${call}` }, { status: 404 })
  try {
    const body = await calls[call as keyof typeof calls](new URL(request.url).searchParams)
    return Response.json(body, {
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
    })
  } catch (error) {
    if (error instanceof InputError)
      return Response.json({ message: error.message }, { status: 400 })
    console.error(
      `[product] /api/product/${call} failed:`,
      error instanceof Error ? error.stack : error,
    )
    return Response.json(
      { message: 'Product data is unavailable right now' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
