/** Perfect Pairings Add button: the flow's one definition (ADR 0009). */
import { PairingAddSkipped } from './errors'
import { bool, data, defineFlow } from '../shared/flow'
import { connectPairingAdd } from './connect'
import { pairingAddMachine } from './machine'
import { pairingAddSpec } from './spec'

export default defineFlow({
  title: 'Perfect Pairings Add button',
  machine: pairingAddMachine,
  connect: connectPairingAdd,
  spec: pairingAddSpec,
  start: {
    input: {
      productId: data.number,
      subscribable: bool,
      name: data.string,
      price: data.number,
      index: data.number,
    },
  },
  samples: {
    input: { productId: 7, subscribable: true, name: 'Citrus Dish Soap', price: 9.5, index: 0 },
    outputs: { addPairing: [undefined] },
    errors: {
      addPairing: [new Error('Network error'), new PairingAddSkipped('No token or session')],
    },
  },
})
