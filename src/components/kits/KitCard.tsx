import type { StarterKit } from '~/api/catalogue/kits'
import { kitDiscountBadge, kitDiscountPercent, kitOriginalPrice } from '~/domain/kits'
import { trimKitDescription } from '~/domain/text'
import { useImageUrl } from '~/lib/use-image-url'
import styles from '~/components/catalogue/Catalogue.module.css'
import { StruckPrice } from '~/components/catalogue/StruckPrice'
import kitStyles from './Kits.module.css'

export const kitPath = (kit: Pick<StarterKit, 'slug'>) =>
  `/products/category/starter-kits/${encodeURIComponent(kit.slug)}`

/** The price with the pre-discount price struck through (both specs §9). */
export function KitPrice({ kit, className }: { kit: StarterKit; className?: string }) {
  const discount = kitDiscountPercent(kit.totalSubscriptionProduct)
  const original = kitOriginalPrice(kit.price, discount)
  return <StruckPrice price={kit.price} was={original} className={className} />
}

/**
 * A starter-kit card (shell §2 "Starter kit card"): image, "{n}% off" badge, title, name,
 * short description (cut to 60 when over 80 characters), price with the original struck.
 */
export function KitCard({ kit, eager = false }: { kit: StarterKit; eager?: boolean }) {
  const src = useImageUrl(kit.image)
  const badge = kitDiscountBadge(kit.totalSubscriptionProduct)
  return (
    <article className={styles.card}>
      {badge && <span className={styles.badge}>{badge}</span>}
      <a href={kitPath(kit)} className={styles.cardLink}>
        <span className={styles.cardImage}>
          <img
            src={src}
            alt=""
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className={styles.cardName}>{kit.name}</span>
      </a>
      {/* The strapline stays outside the link, which the kit's name alone names. */}
      {kit.title !== kit.name && <p className={kitStyles.kitTitle}>{kit.title}</p>}
      {kit.shortDescription && (
        <p className={kitStyles.cardDescription}>{trimKitDescription(kit.shortDescription)}</p>
      )}
      <KitPrice kit={kit} />
    </article>
  )
}
