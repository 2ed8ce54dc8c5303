/** View props of the cart button and drawer (catalogue spec §3 cart, §4, §8 11304.01). */
import { CART_LOAD_ERROR } from '~/domain/cart'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { CartDrawerEvent, cartDrawerMachine } from './machine'

export const CART_TEXT = {
  title: 'Your Cart',
  empty: 'Your cart is empty.',
  loading: 'Loading your cart…',
  loadError: CART_LOAD_ERROR,
  retry: 'Try again',
  subtotal: 'Subtotal',
  discount: 'Subscription discount',
  total: 'Total',
  checkout: 'Checkout',
  keepShopping: 'Continue Shopping',
  subscription: 'Subscription',
  /** A subscription line's delivery frequency (catalogue §9: unknown codes are 30 days). */
  every: (label: string) => `every ${label}`,
  oneTime: 'One-time purchase',
  button: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
} as const

export type CartPanelState = 'loading' | 'loaded' | 'failed'

export function connectCartDrawer(
  snapshot: FlowView<typeof cartDrawerMachine>,
  send: (event: CartDrawerEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const open = snapshot.matches('open')
  const panel: CartPanelState | null = snapshot.matches({ open: 'loading' })
    ? 'loading'
    : snapshot.matches({ open: 'failed' })
      ? 'failed'
      : open
        ? 'loaded'
        : null
  const close = () => send({ type: 'cart.closed' })
  const titleId = partId(options, 'title')
  return {
    open,
    panel,
    close,
    getTriggerProps: (count: number) => ({
      id: partId(options, 'trigger'),
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-label': CART_TEXT.button(count),
      onClick: () => send({ type: 'cart.opened' }),
    }),
    getDialogProps: () => ({
      id: partId(options, 'dialog'),
      'aria-labelledby': titleId,
      'aria-busy': panel === 'loading',
      // Closed by the browser itself (a close request without a cancel event); when the flow
      // closed it, the event is one the closed drawer ignores.
      onClose: close,
      // A click on the backdrop, outside the drawer's box, closes it.
      onClick: (e: {
        target: unknown
        currentTarget: { getBoundingClientRect(): DOMRect }
        clientX: number
        clientY: number
        detail: number
      }) => {
        const box = e.currentTarget.getBoundingClientRect()
        const outside =
          e.clientX < box.left ||
          e.clientX > box.right ||
          e.clientY < box.top ||
          e.clientY > box.bottom
        if (e.target === e.currentTarget && outside && e.detail > 0) close()
      },
    }),
    getTitleProps: () => ({ id: titleId }),
    getRetryProps: () => ({
      type: 'button' as const,
      onClick: () => send({ type: 'cart.retried' }),
      children: CART_TEXT.retry,
    }),
  }
}

export type CartDrawerApi = ReturnType<typeof connectCartDrawer>
