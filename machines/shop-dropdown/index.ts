/** Shop dropdown: the flow's one definition (ADR 0009). */
import { sampleSubMenu } from '../shared/samples'
import { defineFlow } from '../shared/flow'
import { connectShopDropdown } from './connect'
import { shopDropdownMachine, type ShopDropdownContext } from './machine'
import { shopDropdownSpec } from './spec'

export default defineFlow({
  title: 'Shop dropdown',
  machine: shopDropdownMachine,
  connect: connectShopDropdown,
  spec: shopDropdownSpec,
  start: { warm: true },
  samples: {
    outputs: { fetchSubMenu: [sampleSubMenu] },
    context: (c: ShopDropdownContext) => ({ tiles: c.tiles.length, loaded: c.loaded }),
  },
})
