/** The Builder.io content API through @builder.io/sdk-react (used when BUILDER_API_KEY is set). */
import { fetchEntries } from '@builder.io/sdk-react'
import type { BuilderEntry, ContentQuery, ContentSource } from '../types'

export interface BuilderSourceOptions {
  canTrack?: boolean
  /** Another API host (tests answer from a recorded Builder API). */
  apiHost?: string
  fetch?: (input: string, init?: object) => Promise<unknown>
}

export function createBuilderSource(
  apiKey: string,
  options: BuilderSourceOptions = {},
): ContentSource {
  return {
    kind: 'builder',
    async getEntries(q: ContentQuery, signal?: AbortSignal) {
      const entries = await fetchEntries({
        apiKey,
        model: q.model,
        query: q.query,
        limit: q.limit ?? 1,
        offset: q.offset,
        fields: q.fields,
        sort: q.sort,
        userAttributes: q.userAttributes ?? null,
        // Tracking (A/B cookies) stays off unless configured.
        canTrack: options.canTrack ?? false,
        options: q.includeRefs ? { includeRefs: true } : undefined,
        cacheSeconds: 60,
        ...(options.apiHost ? { apiHost: options.apiHost } : {}),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(signal ? { fetchOptions: { signal } } : {}),
      } as Parameters<typeof fetchEntries>[0])
      return (entries ?? []) as unknown as BuilderEntry[]
    },
  }
}
