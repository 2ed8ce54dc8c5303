import { useImageUrl } from '~/lib/use-image-url'
import { formatPrice } from '~/domain/money'
import styles from './ProductTile.module.css'

export interface TileProduct {
  id: number
  name: string
  slug: string
  price: number
  image: string
}

export function ProductTile({ product, onClick }: { product: TileProduct; onClick?: () => void }) {
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
