/**
 * GA4 e-commerce events on window.dataLayer (catalogue §7 "Analytics events"): the page pushes,
 * whatever tag manager the shop loads reads. Each view pushes once: a re-render or a re-sort of
 * the same list is not a new view.
 */
import { useEffect, useRef } from 'react'

export interface AnalyticsItem {
  item_id: string
  item_name: string
  price: number
  index: number
  item_list_name?: string
}

export type ListEvent = 'view_item_list' | 'view_item_list_starter_kits'
export type ItemEvent = 'view_item_starterkit' | 'view_item'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export const ANALYTICS_CURRENCY = 'USD'

function push(entry: Record<string, unknown>) {
  window.dataLayer ??= []
  // GA4's advice: clear the previous e-commerce object so fields do not carry over.
  window.dataLayer.push({ ecommerce: null }, entry)
}

/** The items of a list in GA4 shape, in the order shown. */
export function listItems(
  listName: string,
  entries: ReadonlyArray<{ id: number; name: string; price: number }>,
): AnalyticsItem[] {
  return entries.map((e, index) => ({
    item_id: String(e.id),
    item_name: e.name,
    price: e.price,
    index,
    item_list_name: listName,
  }))
}

/** Pushes `event` for a list once per view of `viewKey` (a new page or list is a new view). */
export function useListView(
  event: ListEvent,
  listName: string,
  items: AnalyticsItem[],
  viewKey: string,
) {
  const pushed = useRef<string | null>(null)
  useEffect(() => {
    if (pushed.current === viewKey || items.length === 0) return
    pushed.current = viewKey
    push({ event, ecommerce: { item_list_name: listName, items } })
  }, [event, listName, items, viewKey])
}

/** An add to cart (catalogue §7: "add-to-cart events on submit"), pushed after a success. */
export function pushAddToCart(item: AnalyticsItem, quantity: number) {
  push({
    event: 'add_to_cart',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: Math.round(item.price * quantity * 100) / 100,
      items: [{ ...item, quantity }],
    },
  })
}

/** Pushes `event` for one item once per view of it. */
export function useItemView(event: ItemEvent, item: AnalyticsItem) {
  const pushed = useRef<string | null>(null)
  useEffect(() => {
    if (pushed.current === item.item_id) return
    pushed.current = item.item_id
    push({
      event,
      ecommerce: { currency: ANALYTICS_CURRENCY, value: item.price, items: [item] },
    })
  }, [event, item])
}
