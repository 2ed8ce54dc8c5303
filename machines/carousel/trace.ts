/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'pairings-infinite': ['Sliders infinite'],
    'every-interval': [
      'Perfect Pairings list (carousel on mobile, autoplay every 7 s)',
      'Pairing autoplay 7 s',
    ],
  },
  waived: {
    'Catalogue §9 Autoplay':
      "the blocks' intervals and the more-than-8 rule are inputs the blocks give the machine, checked in tests/unit/content/blocks.test.tsx; the walks run the 7 s Pairings carousel",
  },
}
