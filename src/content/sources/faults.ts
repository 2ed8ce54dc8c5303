/**
 * The content source under injected faults (test servers only; src/server/store-faults.ts): a
 * request may fail a model's reads, empty them, or cut the model to its first N entries.
 */
import { hang, injectedContentFault } from '~/server/store-faults'
import type { ContentSource } from '../types'

export function withContentFaults(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    async getEntries(q, signal) {
      const fault = injectedContentFault(q.model)
      if (fault === null) return source.getEntries(q, signal)
      if (fault === 'network') throw new TypeError('fetch failed (injected content fault)')
      if (fault === 'timeout')
        return hang(() => {
          throw new Error('Content API answered 504 (injected content fault)')
        })
      if (typeof fault === 'number')
        throw new Error(`Content API answered ${fault} (injected content fault)`)
      if (fault === 'empty') return []
      if (typeof fault === 'string' && fault.startsWith('take:')) {
        // Entry i of an answer is entry offset+i of the model: keep those before the cut.
        const take = Number(fault.slice(5))
        const offset = q.offset ?? 0
        return (await source.getEntries(q)).filter((_, i) => offset + i < take)
      }
      // Malformed, no data, not an array: a content API answer the SDK cannot read.
      throw new SyntaxError(`Unreadable content answer (injected ${fault})`)
    },
  }
}
