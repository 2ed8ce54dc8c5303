import { lazy, Suspense, useRef } from 'react'
import { connectShopDropdown, SHOP_DROPDOWN_TEXT } from '#machines/shop-dropdown/connect'
import { ChevronDownIcon, Spinner } from '~/components/icons'
import {
  DESKTOP_MEDIA_QUERY,
  shopDropdownLayout,
  shopTiles,
  type ShopTile as Tile,
} from '~/domain/layout'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { frameFlows } from '~/flow-wiring/frame-flows'
import { useMediaQuery } from '~/lib/use-media-query'
import { useDismiss, useRouteChange } from './hooks'
import { ShopTile } from './ShopTile'
import styles from './Header.module.css'

// The carousel library loads only when a desktop shopper opens a dropdown that needs it.
const ShopCarousel = lazy(() => import('./ShopCarousel'))

/** The "Shop" entry of the main menu and its dropdown of sub-menu tiles. */
export function ShopDropdown({ label }: { label: string }) {
  const { api } = useDeferredFlow(frameFlows.shopDropdown, connectShopDropdown)
  const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY)
  const root = useRef<HTMLLIElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useRouteChange(api.routeChanged)
  useDismiss(root, api.open, api.close, trigger)

  const tiles = shopTiles(api.tiles, SHOP_DROPDOWN_TEXT)
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth
  const layout = shopDropdownLayout(desktop ? Math.max(width, 768) : 375, tiles.length)
  return (
    <li className={styles.shop} ref={root}>
      <button ref={trigger} className={styles.navButton} {...api.getTriggerProps()}>
        {label} <ChevronDownIcon />
      </button>
      <div className={styles.dropdown} {...api.getContentProps()}>
        {api.loading && (
          <p role="status" className={styles.dropdownStatus}>
            <Spinner /> {SHOP_DROPDOWN_TEXT.loading}
          </p>
        )}
        {api.failed && (
          <p role="alert" className={styles.dropdownStatus}>
            {SHOP_DROPDOWN_TEXT.error}
          </p>
        )}
        {api.shown &&
          (layout.carousel ? (
            <Suspense fallback={<TileGrid tiles={tiles} />}>
              <ShopCarousel tiles={tiles} />
            </Suspense>
          ) : (
            <TileGrid tiles={tiles} />
          ))}
      </div>
    </li>
  )
}

function TileGrid({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className={styles.tiles} aria-label={SHOP_DROPDOWN_TEXT.tilesLabel}>
      {tiles.map((tile) => (
        <li key={tile.url}>
          <ShopTile tile={tile} />
        </li>
      ))}
    </ul>
  )
}
