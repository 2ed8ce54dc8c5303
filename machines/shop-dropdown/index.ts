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
    // The width query answers with whether the window is desktop-wide (over 767.98 px).
    events: {
      'shop.widthChanged': [
        { type: 'shop.widthChanged', matches: true },
        { type: 'shop.widthChanged', matches: false },
      ],
    },
    outputs: { fetchSubMenu: [sampleSubMenu] },
    // Desktop with more than 4 tiles is a carousel: the width changes what is shown.
    context: (c: ShopDropdownContext) => ({
      tiles: c.tiles.length,
      loaded: c.loaded,
      desktop: c.desktop,
    }),
  },
})
