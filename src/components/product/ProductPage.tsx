import type { ProductDetail } from '~/api/catalogue'
import catalogueStyles from '~/components/catalogue/Catalogue.module.css'
import { ProductGallery } from './ProductGallery'
import { ProductInfo } from './ProductInfo'
import { ProductSections } from './ProductSections'
import styles from './Product.module.css'

/** The product detail page (shell §2 "Product detail", catalogue §2). */
export function ProductPage({ product }: { product: ProductDetail }) {
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
