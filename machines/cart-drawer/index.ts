/** Cart drawer: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectCartDrawer } from './connect'
import { cartDrawerMachine } from './machine'
import { cartDrawerSpec } from './spec'

export default defineFlow({
  title: 'Cart drawer',
  machine: cartDrawerMachine,
  connect: connectCartDrawer,
  spec: cartDrawerSpec,
  start: { warm: true },
  samples: { outputs: { loadCart: [undefined] } },
})
