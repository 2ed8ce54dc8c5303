/** The content service of this server: Builder when BUILDER_API_KEY is set, embedded files otherwise. */
import { getSettings } from '~/server/settings'
import { ContentService } from './service'
import { createBuilderSource } from './sources/builder'
import { createEmbeddedSource } from './sources/embedded'

let service: ContentService | undefined

export function getContentService(): ContentService {
  if (!service) {
    const key = getSettings().BUILDER_API_KEY
    service = new ContentService(key ? createBuilderSource(key) : createEmbeddedSource())
  }
  return service
}
