/** The content service of this server: Builder when BUILDER_API_KEY is set, embedded files otherwise. */
import { getSettings } from '~/server/settings'
import { ContentService } from './service'
import { createBuilderSource } from './sources/builder'
import { createEmbeddedSource } from './sources/embedded'
import { cachedSource } from './sources/cache'
import { withReadDeadline } from './sources/deadline'
import { withContentFaults } from './sources/faults'

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
      service = new ContentService(withReadDeadline(withContentFaults(source), deadline))
    } else {
      const cached = cachedSource(withReadDeadline(source, deadline))
      purgeReads = cached.purge
      service = new ContentService(cached)
    }
  }
  return service
}

/** Forgets the content reads kept (a publish, a purge). */
export function purgeContentReads(): void {
  purgeReads()
}
