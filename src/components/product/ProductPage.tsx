import { useEffect, useMemo } from 'react'
import type { ProductDetail } from '~/api/catalogue'
import { listItems, useItemView } from '~/lib/analytics'
import catalogueStyles from '~/components/catalogue/Catalogue.module.css'
import { ProductGallery } from './ProductGallery'
import { ProductInfo } from './ProductInfo'
import { ProductSections } from './ProductSections'
import styles from './Product.module.css'

/** The product detail page (shell §2 "Product detail", catalogue §2). */
export function ProductPage({ product }: { product: ProductDetail }) {
  const [item] = useMemo(() => listItems('Product', [product]), [product])
  useItemView('view_item', item!)
  useProductViewTracking(product.id)
  return (
    <article className={catalogueStyles.page} aria-labelledby="product-title">
      <div className={styles.top}>
        <ProductGallery product={product} />
        <ProductInfo product={product} />
      </div>
      <ProductSections product={product} />
    </article>
  )
}

/**
 * Records the view once per product (catalogue §4 "Product view tracking"): the store client
 * makes sure of the session (id and token) first; failures are only logged (13901.xx).
 */
function useProductViewTracking(productId: number) {
  useEffect(() => {
    void import('~/api/cart').then(({ trackProductView }) => trackProductView(productId))
  }, [productId])
}
