/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'drag-follows-the-mouse': [
      'Horizontal, drag-scrollable pills',
      'The bottom menu is draggable by mouse',
      'Bottom-menu drag begins on mouse down, scrolls on move, and ends on mouse up or leaving.',
    ],
  },
}
