/**
 * The spec's sentences this flow's properties check, word for word, and the parts of the spec
 * its machine's meta.spec names that no property checks, with the reason: shown on its /flows
 * page and in the requirements report (src/flow-catalog/spec-trace.ts). Server and tests only,
 * so the browser does not load the quotes.
 */
import type { FlowTrace } from '../shared/spec'

export const trace: FlowTrace = {
  quotes: {
    'member-widget-only-for-members': [
      'Two visitor states: anonymous and authenticated member.',
      '"My Box" button with a count badge is shown only to members.',
      '"My Box" is visible only to members.',
      'The account menu (dashboard, log out) is for members.',
    ],
    'member-name-label': ['Member: "{first name}\'s Account"'],
    'logout-sends-member-token': ['token (the member token)'],
    'my-box-counts-adds': [
      "A logged-in customer's my-box count is incremented",
      'Only an authenticated customer gets the my-box count update after adding an item',
    ],
    'unknown-until-loaded': ['visible only once the session state is known'],
    'member-needs-both': [
      'The login prompt is visible only to anonymous visitors once the session state is known.',
      'The account menu (dashboard, log out) is for members.',
    ],
    'logout-failure-logged-only': ['Logout failure (12101.01/.03) | logged only'],
    'logout-opens-login': ['on success the session is cleared and the login page opens'],
  },
}
