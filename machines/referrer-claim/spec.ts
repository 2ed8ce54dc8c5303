/** Spec properties of the referrer offer (shell §2 "Top banner", §4 "Banner"). */
import { last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

const props = (o: Observation) => o.props as { showOffer: boolean; claiming: boolean }

export const referrerClaimSpec: FlowSpec = {
  events: ['referrer.detected', 'referrer.claimed'],
  properties: [
    {
      id: 'offer-replaces-banner',
      section: 'Shell §2 Top banner, §4 Banner',
      text: 'the claim offer replaces the top banner exactly once a stored (safe) referrer is found, and stays until the page leaves',
      check: (trace) => {
        const found = trace.some(
          (o) =>
            sent(o, 'referrer.detected') &&
            (o.event as unknown as { target: string | null }).target !== null,
        )
        const { showOffer } = props(last(trace))
        if (showOffer === found) return null
        return found ? 'the stored referrer shows no offer' : 'an offer with no stored referrer'
      },
    },
    {
      id: 'unsafe-dropped',
      section: 'Shell §2 Top banner',
      text: 'a referrer that is not safe never shows the offer, and its cookie is removed',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'referrer.detected') || !before || props(before).showOffer) return skip
        if ((now.event as unknown as { target: string | null }).target !== null) return null
        const forgot = now.emitted.some((e) => e.type === 'referrer.forget')
        return !props(now).showOffer && forgot ? null : 'an unsafe referrer was kept'
      },
    },
    {
      id: 'claim-removes-and-goes',
      section: 'Shell §2, §4',
      text: '"Claim My Offer" removes the cookie and navigates to the stored referrer URL',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'referrer.claimed') || !before) return skip
        // Only a claim from the offer counts (a second click while leaving does nothing).
        if (!props(before).showOffer || props(before).claiming) return skip
        const detected = trace.findLast(
          (o) =>
            sent(o, 'referrer.detected') &&
            (o.event as unknown as { target: unknown }).target !== null,
        )
        const target = (detected?.event as unknown as { target: string } | undefined)?.target
        const types = now.emitted.map((e) => e.type)
        const go = now.emitted.find((e) => e.type === 'referrer.navigate') as
          { url: string } | undefined
        if (!types.includes('referrer.forget')) return 'the cookie was not removed'
        return go?.url === target ? null : `went to ${go?.url}, the referrer was ${target}`
      },
    },
  ],
}
