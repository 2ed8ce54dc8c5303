/**
 * Page-wide cart signals, so add flows need no reference to the header (ADR 0007):
 * - an add announces itself and the header's cart drawer opens and reloads (catalogue §4);
 * - the sticky bar broadcasts a cart refresh: the badge and promo bar reload, nothing opens;
 * - a member's add goes into their box: the My Box count goes up at once, and the my-box update
 *   event 200 ms later has the header read the store's count (catalogue §4).
 */
const ITEM_ADDED = 'clearhome:cart-item-added'
const CART_REFRESH = 'clearhome:cart-refresh'
const MY_BOX_ADDED = 'clearhome:my-box-added'
const MY_BOX_UPDATE = 'clearhome:my-box-update'

function listen(type: string, listener: (e: Event) => void): () => void {
  window.addEventListener(type, listener)
  return () => window.removeEventListener(type, listener)
}

export function announceCartItemAdded(): void {
  window.dispatchEvent(new Event(ITEM_ADDED))
}

export const onCartItemAdded = (listener: () => void) => listen(ITEM_ADDED, listener)

export function announceCartRefresh(): void {
  window.dispatchEvent(new Event(CART_REFRESH))
}

export const onCartRefresh = (listener: () => void) => listen(CART_REFRESH, listener)

export function announceMyBoxAdded(quantity: number): void {
  window.dispatchEvent(new CustomEvent(MY_BOX_ADDED, { detail: { quantity } }))
}

export const onMyBoxAdded = (listener: (quantity: number) => void) =>
  listen(MY_BOX_ADDED, (e) => {
    const quantity = Number((e as CustomEvent<{ quantity?: unknown }>).detail?.quantity)
    if (Number.isInteger(quantity) && quantity > 0) listener(quantity)
  })

export function announceMyBoxUpdate(): void {
  window.dispatchEvent(new Event(MY_BOX_UPDATE))
}

export const onMyBoxUpdate = (listener: () => void) => listen(MY_BOX_UPDATE, listener)
