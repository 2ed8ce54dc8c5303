import { productTagBadge } from '~/domain/badges'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './Catalogue.module.css'
import { StruckPrice } from './StruckPrice'

/** What a listing card shows of a product (catalogue spec §3, §5). */
export interface CardProduct {
  id: number
  name: string
  slug: string
  price: number
  msrp: number
  productTag: number
  image: string
  imageAlt: string
}

/**
 * A product card: sized image (lazy unless it is among the first on the page), name, price,
 * the msrp struck through when higher, the tag badge, a link to the product page.
 */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const src = useImageUrl(product.image)
  const badge = productTagBadge(product.productTag)
  return (
    <article className={styles.card}>
      {/* Outside the link, so the link is named by the product alone. */}
      {badge && <span className={styles.badge}>{badge}</span>}
      <a href={`/products/${encodeURIComponent(product.slug)}`} className={styles.cardLink}>
        <span className={styles.cardImage}>
          <img
            src={src}
            alt={product.imageAlt === product.name ? '' : product.imageAlt}
            width={300}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className={styles.cardName}>{product.name}</span>
      </a>
      <StruckPrice price={product.price} was={product.msrp} />
    </article>
  )
}

/**
 * A grid of cards; the first `eager` load at once (a row on desktop, where a listing page
 * opens with its grid), the rest as they near. None by default: an eager image is preloaded in
 * the head, and a grid lower on a page (best sellers) would compete with its largest paint.
 */
export function ProductGrid({
  products,
  label,
  eager = 0,
}: {
  products: CardProduct[]
  label?: string
  eager?: number
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eager} />
        </li>
      ))}
    </ul>
  )
}
