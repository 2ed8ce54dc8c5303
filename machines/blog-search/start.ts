/** The blog search block before its machine runs: idle, nothing typed (ADR 0020). */
import type { Resting } from '../shared/start'
import type { BlogSearchContext } from './machine'

export const blogSearchStart: Resting<BlogSearchContext> = {
  value: 'idle',
  context: { query: '', results: [] },
}
