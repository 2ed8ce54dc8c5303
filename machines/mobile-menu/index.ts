/** Mobile menu: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectMobileMenu } from './connect'
import { mobileMenuMachine, type MobileMenuContext } from './machine'
import { mobileMenuSpec } from './spec'

export default defineFlow({
  title: 'Mobile menu',
  machine: mobileMenuMachine,
  connect: connectMobileMenu,
  spec: mobileMenuSpec,
  start: { warm: true },
  samples: {
    events: {
      'menu.sectionToggled': [
        { type: 'menu.sectionToggled', id: '0-shop' },
        { type: 'menu.sectionToggled', id: '1-guides' },
      ],
    },
    context: (c: MobileMenuContext) => ({ expanded: c.expanded }),
  },
})
