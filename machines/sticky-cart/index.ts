import { StickyAddRejected, StickyAddSkipped } from './errors'
import { parseQuantity } from '~/domain/quantity'
/** Sticky add-to-cart bar: the flow's one definition (ADR 0009). */
import { bool, data, defineFlow } from '../shared/flow'
import { connectStickyCart } from './connect'
import { stickyCartMachine, type StickyCartContext } from './machine'
import { stickyCartSpec } from './spec'

export default defineFlow({
  title: 'Sticky add-to-cart bar',
  machine: stickyCartMachine,
  connect: connectStickyCart,
  spec: stickyCartSpec,
  // It watches the purchase box from the moment it is on the page (an island, after a scroll).
  start: {
    input: {
      boxId: data.string,
      productId: data.number,
      isSubscribable: bool,
      name: data.string,
      price: data.number,
    },
  },
  samples: {
    input: { boxId: 'box', productId: 7, isSubscribable: true, name: 'Dish Soap', price: 12.5 },
    // A product sold once only: subscribe is not offered and choosing it changes nothing.
    moreInputs: [
      { boxId: 'box', productId: 7, isSubscribable: false, name: 'Dish Soap', price: 12.5 },
    ],
    events: {
      'sticky.modeChosen': [
        { type: 'sticky.modeChosen', mode: 'oneTime' },
        { type: 'sticky.modeChosen', mode: 'subscribe' },
      ],
      'sticky.quantityTyped': [
        { type: 'sticky.quantityTyped', value: '100' },
        { type: 'sticky.quantityTyped', value: '2.5' },
      ],
    },
    outputs: { addToCart: [undefined] },
    errors: {
      addToCart: [
        new StickyAddRejected('This product is out of stock.'),
        new StickyAddSkipped('No token or session'),
        new Error('Network error'),
      ],
    },
    // The buttons' limits (1, 99, 100) and the mode are what change behaviour.
    context: (c: StickyCartContext) => ({
      mode: c.mode,
      quantity: [1, 99, 100].includes(c.quantity) ? c.quantity : 'between',
      shown: parseQuantity(c.quantityText).ok,
      added: c.added,
    }),
  },
})
