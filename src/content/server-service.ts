/** The content service of this server: Builder when BUILDER_API_KEY is set, embedded files otherwise. */
import { getSettings } from '~/server/settings'
import { ContentService } from './service'
import { createBuilderSource } from './sources/builder'
import { createEmbeddedSource } from './sources/embedded'
import { cachedSource } from './sources/cache'
import { withReadDeadline } from './sources/deadline'
import { withContentFaults } from './sources/faults'
import { metrics } from '~/server/metrics.server'
import { dependencyAnswered, dependencyFailed } from '~/server/dependencies'
import { traced } from '~/server/tracing.server'
import type { ContentSource } from './types'
import { addKeys, CONTENT_KEY_PREFIX } from '~/server/surrogate-keys.server'

let service: ContentService | undefined
let purgeReads = () => {}

export function getContentService(): ContentService {
  if (!service) {
    const settings = getSettings()
    const key = settings.BUILDER_API_KEY
    const source = key ? createBuilderSource(key) : createEmbeddedSource()
    const deadline = settings.CONTENT_TIMEOUT_MS
    if (settings.ENABLE_TEST_ROUTES) {
      // Test servers only: a request may inject content faults (src/server/store-faults.ts).
      service = new ContentService(
        keyed(metered(withReadDeadline(withContentFaults(source), deadline))),
      )
    } else {
      const cached = cachedSource(metered(withReadDeadline(source, deadline)))
      purgeReads = cached.purge
      service = new ContentService(keyed(cached))
    }
  }
  return service
}

/** Forgets the content reads kept (a publish, a purge). */
export function purgeContentReads(): void {
  purgeReads()
}

/**
 * Each read that reaches the content service (not one kept), counted by model and outcome, in a
 * span of its own (`content <model>`).
 */
function metered(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    getEntries: (query, signal) =>
      traced(`content ${query.model}`, { 'clearhome.content.model': query.model }, () =>
        source.getEntries(query, signal),
      ).then(
        (entries) => {
          metrics.contentRead(query.model, 'ok')
          dependencyAnswered('content')
          return entries
        },
        (error: unknown) => {
          metrics.contentRead(query.model, 'failed')
          dependencyFailed('content', error)
          throw error
        },
      ),
  }
}

/** A page that reads a model, kept or not, is made of it: `content-<model>` (ADR 0026). */
function keyed(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    getEntries(query, signal) {
      addKeys([`${CONTENT_KEY_PREFIX}${query.model}`])
      return source.getEntries(query, signal)
    },
  }
}
