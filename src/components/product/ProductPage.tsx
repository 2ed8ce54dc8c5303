import { useEffect, useId, useMemo } from 'react'
import type {
  ProductRecommendations,
  ProductVideos,
  ProductView,
  ReviewSummary,
} from '~/api/product/page'
import catalogueStyles from '~/components/catalogue/Catalogue.module.css'
import { showsPdpSymbol } from '~/domain/visitor'
import { listItems, useItemView } from '~/lib/analytics'
import {
  DetailsDialog,
  Pairings,
  PdpSymbol,
  ProductSections,
  Recommendations,
  ReviewsSection,
  StickyCartBar,
} from './islands'
import { ProductGallery } from './ProductGallery'
import { ProductInfo } from './ProductInfo'
import styles from './Product.module.css'

/**
 * The product detail page (shell §2 "Product detail", catalogue §2): the product and its reviews
 * arrive with the page; the videos and the "you may like" lists stream in after it, and the
 * pairings load in the browser (they depend on the visitor).
 */
export function ProductPage({
  product,
  reviews,
  videos,
  recommendations,
}: {
  product: ProductView
  reviews: ReviewSummary | null
  videos: Promise<ProductVideos>
  recommendations: Promise<ProductRecommendations>
}) {
  const [item] = useMemo(() => listItems('Product', [product]), [product])
  useItemView('view_item', item!)
  useProductViewTracking(product.id)
  const boxId = useId()
  return (
    <article className={catalogueStyles.page} aria-labelledby="product-title">
      <div className={styles.top}>
        <ProductGallery product={product} />
        <ProductInfo
          product={product}
          reviews={reviews}
          boxId={boxId}
          details={<DetailsDialog product={product} reviews={reviews} videos={videos} />}
        />
      </div>
      {showsPdpSymbol(product.stickyId) && <PdpSymbol name="PDP" className={styles.symbol} />}
      <ProductSections product={product} videos={videos} />
      <ReviewsSection sku={product.sku} reviews={reviews} videos={videos} />
      <Pairings productId={product.id} />
      <Recommendations data={recommendations} />
      <StickyCartBar product={product} boxId={boxId} />
    </article>
  )
}

/**
 * Records the view once per product (catalogue §4 "Product view tracking"): the store client
 * makes sure of the session (id and token) first; failures are only logged (13901.xx).
 */
function useProductViewTracking(productId: number) {
  useEffect(() => {
    void import('~/api/product/view-event').then(({ trackProductView }) =>
      trackProductView(productId),
    )
  }, [productId])
}
