/** View props of the Shop dropdown (shell spec §2 "Header", §8 12201.01). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { ShopDropdownEvent, shopDropdownMachine } from './machine'

export const SHOP_DROPDOWN_TEXT = {
  error: 'Something went wrong',
  loading: 'Loading categories…',
  wholeHome: 'Whole Home',
  bundles: 'Bundles',
  tilesLabel: 'Shop by category',
} as const

export function connectShopDropdown(
  snapshot: FlowView<typeof shopDropdownMachine>,
  send: (event: ShopDropdownEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const open = snapshot.matches('open')
  const contentId = partId(options, 'panel')
  return {
    open,
    loading: snapshot.matches({ open: 'loading' }),
    failed: snapshot.matches({ open: 'failed' }),
    shown: snapshot.matches({ open: 'shown' }),
    /** The fetched tiles; the view places them between Whole Home and Bundles (src/domain). */
    tiles: snapshot.context.tiles,
    close: () => send({ type: 'shop.closed' }),
    routeChanged: () => send({ type: 'shop.routeChanged' }),
    getTriggerProps: () => ({
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': contentId,
      onClick: () => send({ type: 'shop.toggled' }),
    }),
    getContentProps: () => ({
      id: contentId,
      hidden: !open,
      'aria-busy': snapshot.matches({ open: 'loading' }),
    }),
  }
}
