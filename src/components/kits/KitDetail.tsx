import { useId, useMemo, useState } from 'react'
import { Gallery, type GalleryItem } from '~/components/gallery'
import type { StarterKit } from '~/api/catalogue/kits'
import { ListingMessage } from '~/components/catalogue/CategoryTile'
import { SafeHtml } from '~/components/SafeHtml'
import type { SanitizedHtml } from '~/lib/sanitize'
import { kitDiscountBadge } from '~/domain/kits'
import { listItems, useItemView } from '~/lib/analytics'
import catalogueStyles from '~/components/catalogue/Catalogue.module.css'
import { KitPrice } from './KitCard'
import { KitPurchaseBox } from './KitPurchaseBox'
import styles from './Kits.module.css'
import { KIT_DETAIL_TEXT } from './text'

/** "Starter kit not found." (a real 404) or the failure, each with the hint (catalogue §2). */
export function KitUnavailable({ reason }: { reason: 'missing' | 'failed' }) {
  return (
    <div className={catalogueStyles.page}>
      <ListingMessage
        level={1}
        role={reason === 'missing' ? 'status' : 'alert'}
        title={reason === 'missing' ? KIT_DETAIL_TEXT.notFound : KIT_DETAIL_TEXT.failed}
        text={KIT_DETAIL_TEXT.hint}
      />
    </div>
  )
}

/**
 * Starter kit detail (shell §2, catalogue §2): gallery with the "{n}% off" badge, title, name,
 * short or full description (the toggle only when both exist), "Includes:", the purchase box.
 */
export function KitDetail({
  kit,
  description,
}: {
  kit: StarterKit
  /** The kit's full description, sanitised where it was read. */
  description: SanitizedHtml
}) {
  const [item] = useMemo(() => listItems('Starter Kit', [kit]), [kit])
  useItemView('view_item_starterkit', item!)
  return (
    <article className={`${catalogueStyles.page} ${styles.detail}`} aria-labelledby="kit-title">
      <KitGallery kit={kit} />
      <div className={styles.info}>
        {/* The store's title is the kit's strapline; the heading names the kit. */}
        {kit.title !== kit.name && <p className={styles.kitTitle}>{kit.title}</p>}
        <h1 id="kit-title" className={catalogueStyles.title}>
          {kit.name}
        </h1>
        <KitPrice kit={kit} className={styles.price} />
        <KitDescription short={kit.shortDescription} full={description} />
        {kit.products.length > 0 && (
          <section aria-labelledby="kit-includes" className={styles.includes}>
            <h2 id="kit-includes">{KIT_DETAIL_TEXT.includes}</h2>
            <ul>
              {kit.products.map((p, i) => (
                <li key={`${p.name}-${i}`}>
                  {p.name}
                  {p.size ? ` (${p.size})` : ''}
                </li>
              ))}
            </ul>
          </section>
        )}
        <KitPurchaseBox kitId={kit.id} />
      </div>
    </article>
  )
}

/** Collapsed shows the short text, expanded the full HTML; the toggle only when both exist. */
function KitDescription({ short, full }: { short: string; full: SanitizedHtml }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (!short || !full) {
    const only = short || full
    if (!only) return null
    return full ? (
      <SafeHtml className={styles.description} html={full} />
    ) : (
      <p className={styles.description}>{short}</p>
    )
  }
  return (
    <div className={styles.description}>
      <div id={id}>{expanded ? <SafeHtml html={full} /> : <p>{short}</p>}</div>
      <button
        type="button"
        className={styles.readMore}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? KIT_DETAIL_TEXT.readLess : KIT_DETAIL_TEXT.readMore}
      </button>
    </div>
  )
}

/**
 * The kit's image, then its products' images; the badge stays on the main slider. Kept per
 * kit: new props would wake the gallery's island.
 */
function KitGallery({ kit }: { kit: StarterKit }) {
  const props = useMemo(() => {
    const items: GalleryItem[] = [
      { type: 'image', src: kit.image, alt: kit.title },
      ...kit.products
        .filter((p) => p.image)
        .map((p): GalleryItem => ({ type: 'image', src: p.image, alt: p.name })),
    ]
    const badge = kitDiscountBadge(kit.totalSubscriptionProduct)
    return { items, badge: badge && <span className={catalogueStyles.badge}>{badge}</span> }
  }, [kit])
  return (
    <Gallery items={props.items} label={KIT_DETAIL_TEXT.images} size={600} badge={props.badge} />
  )
}
