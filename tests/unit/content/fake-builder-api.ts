/**
 * A recorded Builder space behind Builder's content API format: GET /api/v3/content/{model}
 * with the SDK's own query parameters, answered as `{ results: [...] }` from the embedded
 * entries (the same data the embedded source serves), references included as Builder does.
 */
import { runQuery } from '~/content/builder-query'
import { embeddedModels } from '~/content/sources/embedded'
import type { BuilderEntry, ContentQuery } from '~/content/types'

export const FAKE_BUILDER_HOST = 'https://builder.test'

export function fakeBuilderFetch(models: Record<string, BuilderEntry[]> = embeddedModels) {
  const requests: URL[] = []
  const lookup = (model: string, id: string) => {
    const e = models[model]?.find((x) => x.id === id)
    return e && (e.published ?? 'published') === 'published' ? e : undefined
  }
  const fetch = async (input: string) => {
    const url = new URL(input)
    requests.push(url)
    const match = /^\/api\/v3\/content\/([\w-]+)$/.exec(url.pathname)
    if (!match || !url.searchParams.get('apiKey')) {
      return { json: async () => ({ message: 'Bad request' }), ok: false, status: 400 }
    }
    const query: Record<string, unknown> = {}
    let sort: Record<string, 1 | -1> | undefined
    for (const [key, value] of url.searchParams) {
      // The SDK sends either dotted keys (query.data.slug=…) or one JSON object (query={…}).
      if (key === 'query') Object.assign(query, JSON.parse(value))
      if (key.startsWith('query.')) query[key.slice(6)] = JSON.parse(value)
      if (key.startsWith('sort.')) sort = { [key.slice(5)]: JSON.parse(value) as 1 | -1 }
    }
    const attributes = JSON.parse(url.searchParams.get('userAttributes') ?? '{}') as Record<
      string,
      unknown
    >
    const q: ContentQuery = {
      model: match[1]!,
      query,
      limit: Number(url.searchParams.get('limit') ?? 30),
      offset: Number(url.searchParams.get('offset') ?? 0),
      fields: url.searchParams.get('fields') ?? undefined,
      includeRefs: url.searchParams.get('includeRefs') === 'true',
      sort,
      userAttributes:
        typeof attributes.urlPath === 'string' ? { urlPath: attributes.urlPath } : undefined,
    }
    const results = runQuery(models[q.model] ?? [], q, lookup)
    return { ok: true, status: 200, json: async () => ({ results: structuredClone(results) }) }
  }
  return { fetch, requests }
}
