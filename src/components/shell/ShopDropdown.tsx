import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useId, useRef } from 'react'
import {
  connectShopDropdown,
  SHOP_DROPDOWN_TEXT,
  shopDropdownMachine,
  type SubMenuTile,
} from '#machines/shop-dropdown'
import { ChevronDownIcon, Spinner } from '~/components/icons'
import { shopDropdownImplementations } from '~/flows/implementations'
import { shopDropdownLayout } from '~/domain/layout'
import { useImageUrl } from '~/lib/use-image-url'
import { useMediaQuery } from '~/lib/use-media-query'
import { useDismiss, useFlowView, useRouteChange } from './hooks'
import styles from './Header.module.css'

// The carousel library loads only when a desktop shopper opens a dropdown that needs it.
const ShopCarousel = lazy(() => import('./ShopCarousel'))

export const DESKTOP_QUERY = '(min-width: 767.99px)'

/** Whole Home first, then the fetched tiles, then Bundles (shell spec §2 "Header"). */
export function shopTiles(fetched: SubMenuTile[]): SubMenuTile[] {
  return [
    {
      label: SHOP_DROPDOWN_TEXT.wholeHome,
      url: '/products',
      image: 'categories/whole-home.svg',
      imageAlt: 'All Clearhome products',
    },
    ...fetched,
    {
      label: SHOP_DROPDOWN_TEXT.bundles,
      url: '/products/category/starter-kits',
      image: 'categories/starter-kits.svg',
      imageAlt: 'Starter kit bundles',
    },
  ]
}

/** The "Shop" entry of the main menu and its dropdown of sub-menu tiles. */
export function ShopDropdown({ label }: { label: string }) {
  const queryClient = useQueryClient()
  const { api } = useFlowView(
    shopDropdownMachine,
    () => shopDropdownImplementations(queryClient),
    connectShopDropdown,
  )
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const root = useRef<HTMLLIElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  useRouteChange(api.routeChanged)
  useDismiss(root, api.open, api.close, trigger)

  const tiles = shopTiles(api.tiles)
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth
  const layout = shopDropdownLayout(desktop ? Math.max(width, 768) : 375, tiles.length)
  return (
    <li className={styles.shop} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.navButton}
        aria-expanded={api.open}
        aria-controls={panelId}
        onClick={api.toggle}
      >
        {label} <ChevronDownIcon />
      </button>
      <div id={panelId} className={styles.dropdown} hidden={!api.open}>
        {api.panel === 'loading' && (
          <p role="status" className={styles.dropdownStatus}>
            <Spinner /> {SHOP_DROPDOWN_TEXT.loading}
          </p>
        )}
        {api.panel === 'failed' && (
          <p role="alert" className={styles.dropdownStatus}>
            {SHOP_DROPDOWN_TEXT.error}
          </p>
        )}
        {api.panel === 'shown' &&
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

function TileGrid({ tiles }: { tiles: SubMenuTile[] }) {
  return (
    <ul className={styles.tiles} aria-label="Shop by category">
      {tiles.map((tile) => (
        <li key={tile.url}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  )
}

export function Tile({ tile }: { tile: SubMenuTile }) {
  const src = useImageUrl(tile.image)
  return (
    <a href={tile.url} className={styles.tile}>
      <img src={src} alt="" width={120} height={120} loading="lazy" />
      <span>{tile.label}</span>
    </a>
  )
}
