import { useImageUrl } from '~/lib/use-image-url'
import { formatPrice } from '~/domain/money'
import type { ProductCard } from '~/domain/product-card'
import styles from './ProductTile.module.css'

export function ProductTile({ product, onClick }: { product: ProductCard; onClick?: () => void }) {
  const src = useImageUrl(product.image)
  return (
    // A plain link until the product route lands; the router still handles it as a navigation.
    <a
      href={`/products/${encodeURIComponent(product.slug)}`}
      className={styles.tile}
      onClick={onClick}
    >
      <img src={src} alt="" width={160} height={160} loading="lazy" decoding="async" />
      <span className={styles.name}>{product.name}</span>
      <span className={styles.price}>{formatPrice(product.price)}</span>
    </a>
  )
}
