/** The content service of this server: Builder when BUILDER_API_KEY is set, embedded files otherwise. */
import { getSettings } from '~/server/settings'
import { ContentService } from './service'
import { createBuilderSource } from './sources/builder'
import { createEmbeddedSource } from './sources/embedded'
import { withContentFaults } from './sources/faults'

let service: ContentService | undefined

export function getContentService(): ContentService {
  if (!service) {
    const settings = getSettings()
    const key = settings.BUILDER_API_KEY
    const source = key ? createBuilderSource(key) : createEmbeddedSource()
    // Test servers only: a request may inject content faults (src/server/store-faults.ts).
    service = new ContentService(settings.ENABLE_TEST_ROUTES ? withContentFaults(source) : source)
  }
  return service
}
