/**
 * Page-wide cart signals: any add-to-cart flow announces a successful add here, and the
 * header's cart drawer opens and reloads (catalogue spec §4 "Add-to-cart submit").
 */
const ITEM_ADDED = 'clearhome:cart-item-added'

export function announceCartItemAdded(): void {
  window.dispatchEvent(new Event(ITEM_ADDED))
}

export function onCartItemAdded(listener: () => void): () => void {
  window.addEventListener(ITEM_ADDED, listener)
  return () => window.removeEventListener(ITEM_ADDED, listener)
}
