/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'sliders-infinite': ['Sliders infinite'],
    'thumbnails-follow': ['a main slider plus a 4-thumbnail slider'],
  },
  waived: {
    'Catalogue §2 Image carousel':
      "dots or a thumbnail slider is the block's choice from the item count, checked in tests/unit/domain/paging-layout.test.ts and tests/unit/content/blocks.test.tsx; the machine works the same with either",
    'Catalogue §9 Image carousel thumbnails':
      "dots or a thumbnail slider is the block's choice from the item count, checked in tests/unit/domain/paging-layout.test.ts and tests/unit/content/blocks.test.tsx; the machine works the same with either",
  },
}
