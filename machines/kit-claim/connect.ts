/** View props of the starter-kit claim button (catalogue §2, §4). */
import type { KitType } from '~/domain/kits'
import type { FlowView } from '../shared/connect'
import type { KitClaimEvent, kitClaimMachine } from './machine'

export const KIT_CLAIM_TEXT = {
  /** The button promises 100 free loads (catalogue §9). */
  button: 'Claim My 100 Free Loads',
  busy: 'Claiming…',
} as const

export function connectKitClaim(
  snapshot: FlowView<typeof kitClaimMachine>,
  send: (event: KitClaimEvent) => void,
) {
  const busy = snapshot.matches('claiming')
  const claimed = snapshot.matches('claimed')
  return {
    busy,
    claimed,
    getButtonProps: (kitType: KitType) => ({
      type: 'button' as const,
      disabled: busy || claimed,
      'aria-busy': busy,
      onClick: () => send({ type: 'claim.pressed', kitType }),
    }),
    label: (text: string) => (busy ? KIT_CLAIM_TEXT.busy : text),
  }
}
