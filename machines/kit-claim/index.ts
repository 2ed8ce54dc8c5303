/** Starter kit claim button: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectKitClaim } from './connect'
import { kitClaimMachine } from './machine'
import { kitClaimSpec } from './spec'

export default defineFlow({
  title: 'Starter kit claim button',
  machine: kitClaimMachine,
  connect: connectKitClaim,
  spec: kitClaimSpec,
  samples: {
    events: { 'claim.pressed': [{ type: 'claim.pressed', kitType: 'laundry' }] },
    outputs: { claimKit: [undefined] },
    errors: { claimKit: [new Error('No token for the claim')] },
  },
})
