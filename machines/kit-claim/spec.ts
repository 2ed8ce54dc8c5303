/** Spec properties of the starter-kit claim button (catalogue §2, §4 "Starter-kit claim button", §5). */
import {
  invokedOf,
  last,
  type FlowSpec,
  type Observation,
  skip,
  oneCallAtATime,
} from '../shared/spec'

const props = (o: Observation) => o.props as { busy: boolean; claimed: boolean }

export const kitClaimSpec: FlowSpec = {
  events: ['claim.pressed'],
  properties: [
    {
      id: 'nothing-without-a-token',
      section: 'Catalogue §5 The starter-kit claim button (11303.01)',
      text: 'a claim the store client refused (no token) does nothing: no redirect, and the button is as it was before the press',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.claimKit' || !('error' in now.event)) return skip
        if (now.emitted.length)
          return `a refused claim announced ${now.emitted.map((e) => e.type).join(', ')}`
        return props(now).busy || props(now).claimed ? 'the button stayed locked' : null
      },
    },
    {
      id: 'busy-while-claiming',
      seen: true,
      section: 'Catalogue §4',
      text: 'the button is busy while the call runs, and a second press claims nothing more',
      check: (trace) => oneCallAtATime(trace, 'claimKit', (o) => props(o).busy),
    },
    {
      id: 'claims-the-page-type',
      section: 'Catalogue §2 (type from the third path segment)',
      text: 'the kit claimed is the type the button was pressed for',
      check: (trace) => {
        const calls = invokedOf(trace, 'claimKit')
        if (!calls.length) return skip
        const wrong = calls.find(
          (c) =>
            (c.input as { kitType: string }).kitType !==
            (trace[c.step]!.event as unknown as { kitType: string }).kitType,
        )
        return wrong ? `claimed ${JSON.stringify(wrong.input)}` : null
      },
    },
    {
      id: 'checkout-on-success',
      section: 'Catalogue §2, §4',
      text: 'a successful claim redirects to /checkout; a failed one leaves the button ready',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.claimKit') return skip
        const redirected = now.emitted.some((e) => e.type === 'claim.succeeded')
        if ('output' in now.event) return redirected ? null : 'no redirect after the claim'
        if (redirected) return 'redirected after a failed claim'
        return props(now).busy || props(now).claimed ? 'the button stayed locked' : null
      },
    },
  ],
}
