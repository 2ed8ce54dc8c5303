/** View props of the referrer claim banner (shell spec §2 "Top banner", §4 "Banner"). */
import type { ReferrerClaimEvent, referrerClaimMachine } from './machine'
import type { FlowView } from '../shared/connect'

export const REFERRER_TEXT = {
  offer: "Don't Panic...Your Special Offer is Waiting for You Here.",
  claim: 'Claim My Offer',
} as const

export function connectReferrerClaim(
  snapshot: FlowView<typeof referrerClaimMachine>,
  send: (event: ReferrerClaimEvent) => void,
) {
  const claiming = snapshot.matches('claimed')
  return {
    showOffer: !snapshot.matches('banner'),
    claiming,
    getClaimProps: () => ({
      type: 'button' as const,
      disabled: claiming,
      'aria-busy': claiming,
      onClick: () => send({ type: 'referrer.claimed' }),
      children: REFERRER_TEXT.claim,
    }),
  }
}
