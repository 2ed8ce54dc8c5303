/** Starter kit purchase box: the flow's one definition (ADR 0009). */
import { KitAddRejected } from './errors'
import { defineFlow } from '../shared/flow'
import { connectKitPurchase } from './connect'
import { kitPurchaseMachine } from './machine'
import { kitPurchaseSpec } from './spec'

export default defineFlow({
  title: 'Starter kit purchase box',
  machine: kitPurchaseMachine,
  connect: connectKitPurchase,
  spec: kitPurchaseSpec,
  samples: {
    events: {
      'kit.optionChosen': [
        { type: 'kit.optionChosen', subscribe: false },
        { type: 'kit.optionChosen', subscribe: true },
      ],
      'kit.submitted': [{ type: 'kit.submitted', kitId: 1 }],
    },
    outputs: { addKit: [undefined] },
    errors: {
      addKit: [
        new KitAddRejected('Session error. Please refresh the page and try again.'),
        new Error('Network error'),
      ],
    },
    context: (c: { kitId: number | null; subscribe: boolean }) => ({ subscribe: c.subscribe }),
  },
})
