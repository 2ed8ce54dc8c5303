/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'busy-while-sending': [
      '("Subscribing..." while waiting)',
      'a button that reads "Subscribing..." while sending',
    ],
    'form-failure-text': [
      'but the UI displays "Something went wrong. Please try again shortly."',
      'Newsletter, network error | the same UI text',
    ],
    'valid-only': ['only valid values are sent'],
    'field-messages': [
      'empty gives "This field is required"; a value that is not a valid email gives "This email is not valid"',
      'empty gives "This field is required"; not a valid e-mail gives "This email is not valid"',
    ],
    'success-clears': ['success (field cleared, modal closed, success text shown)'],
    'message-3s': [
      'failed (error shown for 3 s)',
      'each for 3 s',
      'The result message disappears after 3 seconds.',
      'the message disappears after 3 seconds.',
      'Newsletter message timeout 3000 ms.',
    ],
  },
}
