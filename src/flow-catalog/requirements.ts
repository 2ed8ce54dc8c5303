/**
 * What the requirements trace reads, on the server and in the tests only: the two spec
 * documents, copied into docs/spec from ../shared/spec (a test keeps the copies equal where the
 * source is present) and bundled as text, and each flow's trace (machines/<flow>/trace.ts).
 */
import type { FlowTrace } from '#machines/shared/spec'
import catalogue from '../../docs/spec/catalogue-and-content-blocks.md?raw'
import shell from '../../docs/spec/storefront-shell-and-journeys.md?raw'
import type { SpecDocs } from './spec-trace'

export const specDocs: SpecDocs = { Shell: shell, Catalogue: catalogue }

const traces = import.meta.glob<FlowTrace>('/machines/*/trace.ts', {
  eager: true,
  import: 'trace',
})

/** A flow's quotes and waivers (none for a flow without a trace file). */
export const traceOf = (key: string): FlowTrace =>
  traces[`/machines/${key}/trace.ts`] ?? { quotes: {} }
