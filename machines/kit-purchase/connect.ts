/** View props of the starter-kit purchase box (shell §2 "Starter kit card and purchase box"). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { KitPurchaseEvent, kitPurchaseMachine } from './machine'

export const KIT_PURCHASE_TEXT = {
  subscribe: 'Subscribe',
  oneTime: 'Buy One Time',
  learnMore: 'Learn more',
  learnLess: 'Learn less',
  delivery: 'Delivered every 30 days',
  add: 'Add to Cart',
  adding: 'Adding to cart…',
  /** A failure the store client did not explain (shell §8, 14601.04). */
  failure: 'Error adding starter kit to cart. Please try again.',
} as const

/** The toast for a failed add: the store client's text, else the spec's fallback. */
export const kitFailureText = (message: string | null) => message ?? KIT_PURCHASE_TEXT.failure

export function connectKitPurchase(
  snapshot: FlowView<typeof kitPurchaseMachine>,
  send: (event: KitPurchaseEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const busy = snapshot.matches({ purchase: 'adding' })
  const added = snapshot.matches({ purchase: 'added' })
  const explainerOpen = snapshot.matches({ explainer: 'open' })
  const { subscribe } = snapshot.context
  const explainerId = partId(options, 'explainer')
  // Nothing to change once the kit is on its way to the cart or in it.
  const locked = busy || added
  return {
    subscribe,
    busy,
    added,
    explainerOpen,
    getOptionProps: (option: 'subscribe' | 'oneTime') => ({
      type: 'radio' as const,
      name: partId(options, 'option'),
      value: option,
      checked: subscribe === (option === 'subscribe'),
      disabled: locked,
      onChange: () => send({ type: 'kit.optionChosen', subscribe: option === 'subscribe' }),
    }),
    getLearnMoreProps: () => ({
      type: 'button' as const,
      'aria-expanded': explainerOpen,
      'aria-controls': explainerId,
      onClick: () => send({ type: 'kit.learnMoreToggled' }),
      children: explainerOpen ? KIT_PURCHASE_TEXT.learnLess : KIT_PURCHASE_TEXT.learnMore,
    }),
    getExplainerProps: () => ({ id: explainerId, hidden: !explainerOpen }),
    getAddProps: (kitId: number | null) => ({
      type: 'button' as const,
      disabled: locked,
      'aria-busy': busy,
      onClick: () => send({ type: 'kit.submitted', kitId }),
    }),
    addLabel: busy ? KIT_PURCHASE_TEXT.adding : KIT_PURCHASE_TEXT.add,
  }
}
