/** View props of the sticky add-to-cart bar (catalogue §2 "Sticky add-to-cart bar", §4, §5, §9). */
import { parseQuantity } from '~/domain/quantity'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import { quantityStepperProps } from '../shared/quantity'
import type { StickyCartEvent, stickyCartMachine } from './machine'

export const STICKY_TEXT = {
  label: 'Quick add to cart',
  oneTime: 'One-time',
  subscribe: 'Subscribe',
  /** Catalogue §2: the subscription price is 60 % of the price "with 5+ subscription items". */
  subscriptionNote: 'with 5+ subscription items',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  add: 'Add to Cart',
  adding: 'Adding…',
  added: 'Added to your cart',
  failure: 'Error adding to cart. Please try again.',
  /** Not worded by the spec: a typed value that is not a quantity (catalogue §5). */
  quantityProblem: 'Enter a whole number from 1 to 100.',
} as const

export function connectStickyCart(
  snapshot: FlowView<typeof stickyCartMachine>,
  send: (event: StickyCartEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { mode, quantity, quantityText, quantityWritten, added, isSubscribable } = snapshot.context
  const shown = snapshot.matches({ visibility: 'shown' })
  const busy = snapshot.matches({ bar: 'busy' })
  const quantityShown = parseQuantity(quantityText).ok
  // The add is open where the machine takes it (the bar shown, a quantity, nothing under way).
  const canAdd = snapshot.can({ type: 'sticky.submitted' })
  const quantityProblem = quantityShown ? null : STICKY_TEXT.quantityProblem
  const stepper = quantityStepperProps({
    id: partId(options, 'quantity'),
    quantity,
    text: quantityText,
    written: quantityWritten,
    problem: quantityProblem,
    busy,
    // Never above 100 (catalogue §2): the bar's + reaches 100, the box's stops at 99.
    control: 'stickyBar',
    labels: STICKY_TEXT,
    typed: (value) => send({ type: 'sticky.quantityTyped', value }),
    decremented: () => send({ type: 'sticky.decremented' }),
    incremented: () => send({ type: 'sticky.incremented' }),
  })
  return {
    shown,
    busy,
    mode,
    quantity,
    quantityText,
    /** The field shows no quantity: the add is refused until it does. */
    quantityProblem,
    canAdd,
    added,
    isSubscribable,
    /** On the bar's root: out of sight and out of reach while the purchase box is in view. */
    getRootProps: () => ({
      'aria-label': STICKY_TEXT.label,
      'data-shown': shown,
      'aria-hidden': !shown,
      inert: !shown,
    }),
    getModeProps: (option: 'oneTime' | 'subscribe') => ({
      type: 'radio' as const,
      name: partId(options, 'mode'),
      value: option,
      checked: mode === option,
      // Offered only when the product may be subscribed to (isSubscribable), so only a call
      // in flight disables it.
      disabled: busy,
      onChange: () => send({ type: 'sticky.modeChosen', mode: option }),
    }),
    ...stepper,
    getSubmitProps: () => ({
      type: 'button' as const,
      // Refused outright without a quantity (focus is in the field then). Otherwise, where the
      // machine does not take it (while adding), it is only marked disabled: a button disabled
      // under the shopper's focus drops it to the page (WCAG 2.2 SC 2.4.3, 2.4.11); a press
      // meanwhile is sent and the machine ignores it.
      disabled: !quantityShown,
      'aria-disabled': quantityShown && !canAdd,
      'aria-busy': busy,
      onClick: () => send({ type: 'sticky.submitted' }),
    }),
    submitLabel: busy ? STICKY_TEXT.adding : STICKY_TEXT.add,
    /**
     * The bar's one status line: a field without a quantity outranks an earlier add, whose
     * success shows only once no other add is under way.
     */
    statusText: quantityProblem ?? (added && !busy ? STICKY_TEXT.added : ''),
    // One live region for both texts (a role that changes is not announced reliably); it is
    // also what the field's aria-describedby names while the field holds no quantity.
    getStatusProps: () => ({
      id: stepper.getQuantityProblemProps().id,
      role: 'status' as const,
    }),
  }
}
