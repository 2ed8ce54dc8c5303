import { useMemo } from 'react'
import type { KitsListing as KitsListingData } from '~/api/catalogue/kits'
import { sortKits, type SortMode } from '~/domain/sort'
import { listItems, useListView } from '~/lib/analytics'
import { ListingMessage } from '~/components/catalogue/CategoryTile'
import { SortSelect } from '~/components/catalogue/SortSelect'
import styles from '~/components/catalogue/Catalogue.module.css'
import { KitCard } from './KitCard'
import { KITS_TEXT } from './text'

/**
 * The bundles listing (catalogue §2 "Starter kits listing"): title (default "Bundles"),
 * subtitle, sort (popular = the is_popular flag, then id), a grid of kit cards.
 */
export function KitsListing({
  listing,
  sort,
  title = KITS_TEXT.title,
  subtitle = KITS_TEXT.subtitle,
}: {
  listing: KitsListingData
  sort: SortMode
  title?: string
  subtitle?: string
}) {
  const kits = useMemo(
    () => (listing.status === 'ok' ? sortKits(listing.kits, sort) : []),
    [listing, sort],
  )
  const items = useMemo(() => listItems(KITS_TEXT.listName, kits), [kits])
  useListView('view_item_list_starter_kits', KITS_TEXT.listName, items, 'starter-kits')
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <div className={styles.head}>
        <div>
          <h1 id="listing-title" className={styles.title}>
            {title || KITS_TEXT.title}
          </h1>
          {subtitle && <p className={styles.tagline}>{subtitle}</p>}
        </div>
        <SortSelect value={sort} />
      </div>
      {listing.status === 'error' ? (
        <ListingMessage role="alert" title={listing.message} />
      ) : kits.length === 0 ? (
        <ListingMessage role="status" title={KITS_TEXT.empty} />
      ) : (
        <ul className={styles.grid} aria-label={title || KITS_TEXT.title}>
          {kits.map((kit, i) => (
            <li key={kit.id}>
              <KitCard kit={kit} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
