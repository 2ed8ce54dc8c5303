import shopDropdownFlow from '#machines/shop-dropdown/view.gen'
import { SHOP_DROPDOWN_TEXT } from '#machines/shop-dropdown/connect'
import { lazy, Suspense } from 'react'
import { ChevronDownIcon, Spinner } from '~/components/icons'
import type { ShopTile as Tile } from '~/domain/layout'
import { useFlow } from '~/flow-wiring/use-flow'
import { ShopTile } from './ShopTile'
import styles from './Header.module.css'

// The carousel loads only when a desktop shopper opens a dropdown that needs it.
const Carousel = lazy(() =>
  import('~/components/carousel/Carousel').then((m) => ({ default: m.Carousel })),
)

/** The "Shop" entry of the main menu and its dropdown of sub-menu tiles. */
export function ShopDropdown({ label }: { label: string }) {
  const { api } = useFlow(shopDropdownFlow)
  const { tiles } = api
  return (
    <li className={styles.shop} {...api.getRootProps()}>
      <button className={styles.navButton} {...api.getTriggerProps()}>
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
          (api.carousel ? (
            <Suspense fallback={<TileGrid tiles={tiles} />}>
              <Carousel
                label={SHOP_DROPDOWN_TEXT.tilesLabel}
                perViewClass={styles.shopPerView}
                controls="sides"
                arrowLabels={SHOP_DROPDOWN_TEXT.arrows}
              >
                {tiles.map((tile) => (
                  <ShopTile key={tile.url} tile={tile} />
                ))}
              </Carousel>
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
