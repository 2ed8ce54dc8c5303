/**
 * The two spec documents, copied into docs/spec from ../shared/spec (a test keeps the copies
 * equal where the source is present) and bundled as text where they are read: the server's
 * /flows facts, the requirements report and the tests.
 */
import catalogue from '../../docs/spec/catalogue-and-content-blocks.md?raw'
import shell from '../../docs/spec/storefront-shell-and-journeys.md?raw'
import type { SpecDocs } from './spec-trace'

export const specDocs: SpecDocs = { Shell: shell, Catalogue: catalogue }
