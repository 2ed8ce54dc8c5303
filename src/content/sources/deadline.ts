/**
 * Every content read within CONTENT_TIMEOUT_MS (issue 18): a content service that hangs is a
 * failed read, and each page shows that failure's fallback instead of hanging. Outermost, so
 * it also bounds an injected `timeout` fault on test servers.
 */
import { withDeadline } from '~/api/base'
import type { ContentSource } from '../types'

export function withReadDeadline(source: ContentSource, ms: number): ContentSource {
  return {
    kind: source.kind,
    getEntries: (query, signal) =>
      withDeadline(ms, (deadline) => source.getEntries(query, deadline), signal),
  }
}
