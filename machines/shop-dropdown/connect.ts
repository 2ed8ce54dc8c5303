/** View props of the Shop dropdown (shell spec §2 "Header", §8 12201.01). */
import { showsShopCarousel, shopTiles } from '~/domain/layout'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { ShopDropdownEvent, shopDropdownMachine } from './machine'

export const SHOP_DROPDOWN_TEXT = {
  error: 'Something went wrong',
  loading: 'Loading categories…',
  wholeHome: 'Whole Home',
  bundles: 'Bundles',
  tilesLabel: 'Shop by category',
  arrows: { prev: 'Previous categories', next: 'Next categories' },
} as const

export function connectShopDropdown(
  snapshot: FlowView<typeof shopDropdownMachine>,
  send: (event: ShopDropdownEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const open = snapshot.matches('open')
  const contentId = partId(options, 'panel')
  // Whole Home, the fetched tiles, then Bundles.
  const tiles = shopTiles(snapshot.context.tiles, SHOP_DROPDOWN_TEXT)
  return {
    open,
    loading: snapshot.matches({ open: 'loading' }),
    failed: snapshot.matches({ open: 'failed' }),
    shown: snapshot.matches({ open: 'shown' }),
    tiles,
    /** On desktop over 4 tiles, a carousel (shell §2). */
    carousel: showsShopCarousel(snapshot.context.desktop, tiles.length),
    getRootProps: () => ({ id: partId(options, 'root') }),
    getTriggerProps: () => ({
      id: partId(options, 'trigger'),
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
