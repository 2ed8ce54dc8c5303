/**
 * HTTP caching for documents. Pages render the same for every visitor (session-dependent
 * parts are filled in by the browser), so anonymous HTML may sit in a shared cache briefly;
 * anything that sets a cookie, fails, or is not a GET stays private.
 */
export const DOCUMENT_CACHE =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=3600'

export function withCachePolicy(request: Request, response: Response): Response {
  if (response.headers.has('cache-control')) return response
  const type = response.headers.get('content-type') ?? ''
  if (!type.startsWith('text/html')) return response
  const cacheable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !request.headers.has('authorization')
  response.headers.set('cache-control', cacheable ? DOCUMENT_CACHE : 'no-store')
  return response
}
