import { Await } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductRecommendations } from '~/api/product/page'
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
            <Block
              id="you-may-like-title"
              title={PRODUCT_TEXT.youMayLike}
              status={youMayLike.statusText}
            >
              <ul className={catalogueStyles.grid}>
                {youMayLike.products.map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} />
                  </li>
                ))}
              </ul>
            </Block>
          )}
          {(related.products.length > 0 || related.error) && (
            <Block id="also-like-title" title={PRODUCT_TEXT.alsoLike} status={related.error}>
              <Carousel label={PRODUCT_TEXT.alsoLike} perViewClass={styles.relatedPerView}>
                {related.products.map((p) => (
                  <ProductCard key={p.id} product={p} />
                ))}
              </Carousel>
            </Block>
          )}
        </>
      )}
    </Await>
  )
}

/** A titled list, or the status text that stands in for it when its call failed. */
function Block({
  id,
  title,
  status,
  children,
}: {
  id: string
  title: string
  status: string | null | undefined
  children: ReactNode
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {status ? (
        <p role="status" className={styles.statusText}>
          {status}
        </p>
      ) : (
        children
      )}
    </section>
  )
}
