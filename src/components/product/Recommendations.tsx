import { Await } from '@tanstack/react-router'
import type { ProductRecommendations } from '~/api/product-page'
import { Carousel } from '~/components/carousel/Carousel'
import { ProductCard } from '~/components/catalogue/ProductCard'
import catalogueStyles from '~/components/catalogue/Catalogue.module.css'
import { PRODUCT_TEXT } from './text'
import styles from './Product.module.css'

/**
 * "You may like" (shell §2: its status text when the call fails, 13101.01) and "You May Also
 * Like" (catalogue §2: a carousel of 4 slides, 3 under 992 px, 2 under 700, 1 under 500; the
 * stored error message when it fails). Deferred: they stream in after the product.
 */
export function Recommendations({ data }: { data: Promise<ProductRecommendations> }) {
  return (
    <Await promise={data} fallback={<div className={styles.recommendationsPlaceholder} />}>
      {({ youMayLike, related }) => (
        <>
          {(youMayLike.products.length > 0 || youMayLike.statusText) && (
            <section className={styles.block} aria-labelledby="you-may-like-title">
              <h2 id="you-may-like-title" className={styles.blockTitle}>
                {PRODUCT_TEXT.youMayLike}
              </h2>
              {youMayLike.statusText ? (
                <p role="status" className={styles.statusText}>
                  {youMayLike.statusText}
                </p>
              ) : (
                <ul className={catalogueStyles.grid}>
                  {youMayLike.products.map((p) => (
                    <li key={p.id}>
                      <ProductCard product={p} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {(related.products.length > 0 || related.error) && (
            <section className={styles.block} aria-labelledby="also-like-title">
              <h2 id="also-like-title" className={styles.blockTitle}>
                {PRODUCT_TEXT.alsoLike}
              </h2>
              {related.error ? (
                <p role="status" className={styles.statusText}>
                  {related.error}
                </p>
              ) : (
                <Carousel label={PRODUCT_TEXT.alsoLike} perViewClass={styles.relatedPerView}>
                  {related.products.map((p) => (
                    <ProductCard key={p.id} product={p} />
                  ))}
                </Carousel>
              )}
            </section>
          )}
        </>
      )}
    </Await>
  )
}
