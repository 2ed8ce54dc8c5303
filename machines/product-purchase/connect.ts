/** View props of the product's add-to-cart box (catalogue §2 "Add-to-cart box", §4, §5). */
import { FREQUENCY_OPTIONS } from '~/domain/frequency'
import { parseQuantity } from '~/domain/quantity'
import { canSubscribe } from '~/domain/subscription'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import { quantityStepperProps } from '../shared/quantity'
import type { ProductPurchaseEvent, productPurchaseMachine } from './machine'

export const PURCHASE_TEXT = {
  subscribe: 'Subscribe & Save',
  oneTime: 'One-time purchase',
  activeSubscription: 'You already have an active subscription for this product.',
  frequency: 'Deliver every',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  learnMore: 'Learn more',
  learnLess: 'Learn less',
  add: 'Add to Cart',
  adding: 'Adding…',
  /** A failure the store did not explain (catalogue §8, 12502.01). */
  failure: 'Error adding to cart. Please try again.',
  /** Not worded by the spec: a typed value that is not a quantity (catalogue §5). */
  quantityProblem: 'Enter a whole number from 1 to 100.',
  /** Catalogue §2: the guarantee, then the refund contact's address as a link. */
  guarantee: '30-day money-back guarantee. For a refund, write to',
} as const

/** The toast for a failed add: the store's message, else the spec's fallback. */
export const purchaseFailureText = (message: string | null) => message ?? PURCHASE_TEXT.failure

export function connectProductPurchase(
  snapshot: FlowView<typeof productPurchaseMachine>,
  send: (event: ProductPurchaseEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { mode, frequency, quantity, quantityText, quantityWritten, check } = snapshot.context
  const checking = snapshot.matches({ box: 'checking' })
  const busy = snapshot.matches({ box: 'adding' })
  const explainerOpen = snapshot.matches({ explainer: 'open' })
  const hasActiveSubscription = Boolean(check?.hasActiveSubscription)
  const subscribable = canSubscribe(check)
  const locked = checking || busy
  const explainerId = partId(options, 'explainer')
  const quantityShown = parseQuantity(quantityText).ok
  // The add is open where the machine takes it (a quantity shown, nothing under way).
  const canAdd = snapshot.can({ type: 'purchase.submitted' })
  const choice = (option: 'subscribe' | 'oneTime') =>
    ({
      type: option === 'subscribe' ? 'purchase.subscribeChosen' : 'purchase.oneTimeChosen',
    }) as const
  return {
    checking,
    busy,
    mode,
    frequency,
    quantity,
    quantityText,
    /** The field shows no quantity: the add is refused until it does. */
    quantityProblem: quantityShown ? null : PURCHASE_TEXT.quantityProblem,
    canAdd,
    canSubscribe: subscribable,
    hasActiveSubscription,
    /** The delivery frequency is asked only of a subscription. */
    frequencyShown: mode === 'subscribe',
    explainerOpen,
    frequencyOptions: FREQUENCY_OPTIONS,
    getOptionProps: (option: 'subscribe' | 'oneTime') => ({
      type: 'radio' as const,
      name: partId(options, 'mode'),
      value: option,
      checked: mode === option,
      // The other option is open where the machine takes it; neither while the box is busy.
      disabled: locked || (mode !== option && !snapshot.can(choice(option))),
      // Whether the option is offered at all (it is also disabled while the box is busy).
      'data-offered': option === 'oneTime' || subscribable,
      onChange: () => send(choice(option)),
    }),
    getFrequencyProps: () => ({
      id: partId(options, 'frequency'),
      value: String(frequency),
      disabled: locked || mode !== 'subscribe',
      onChange: (e: { target: { value: string } }) =>
        send({ type: 'purchase.frequencyChosen', code: Number(e.target.value) }),
    }),
    // The field may show a typed value that is not a quantity; data-quantity is the one in force.
    ...quantityStepperProps({
      id: partId(options, 'quantity'),
      quantity,
      text: quantityText,
      written: quantityWritten,
      problem: quantityShown ? null : PURCHASE_TEXT.quantityProblem,
      busy,
      control: 'productBox',
      labels: PURCHASE_TEXT,
      typed: (value) => send({ type: 'purchase.quantityTyped', value }),
      decremented: () => send({ type: 'purchase.decremented' }),
      incremented: () => send({ type: 'purchase.incremented' }),
    }),
    getLearnMoreProps: () => ({
      type: 'button' as const,
      'aria-expanded': explainerOpen,
      'aria-controls': explainerId,
      onClick: () => send({ type: 'purchase.learnMoreToggled' }),
      children: explainerOpen ? PURCHASE_TEXT.learnLess : PURCHASE_TEXT.learnMore,
    }),
    getExplainerProps: () => ({ id: explainerId, hidden: !explainerOpen }),
    getSubmitProps: () => ({
      type: 'submit' as const,
      disabled: !canAdd,
      'aria-busy': busy,
    }),
    submit: () => send({ type: 'purchase.submitted' }),
    submitLabel: busy ? PURCHASE_TEXT.adding : PURCHASE_TEXT.add,
  }
}
