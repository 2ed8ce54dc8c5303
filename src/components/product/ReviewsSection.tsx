import { Await } from '@tanstack/react-router'
import type { ProductVideos, ReviewSummary } from '~/api/product/page'
import { ReviewsWidget } from '~/components/reviews/ReviewsWidget'
import { VideoPreviewPopup } from '~/components/video/VideoPopup'
import { PRODUCT_TEXT } from './text'
import styles from './Product.module.css'

/**
 * The reviews section (shell §2): the optional review video, hidden when the product has none or
 * the video host cannot give its thumbnail (12701.xx), and the reviews widget keyed by sku.
 */
export function ReviewsSection({
  sku,
  reviews,
  videos,
}: {
  sku: string
  reviews: ReviewSummary | null
  videos: Promise<ProductVideos>
}) {
  return (
    <section id="reviews" className={styles.block} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.blockTitle}>
        {PRODUCT_TEXT.reviews}
      </h2>
      <Await promise={videos} fallback={null}>
        {({ review }) =>
          review && (
            <div className={styles.reviewVideo}>
              <VideoPreviewPopup video={review} title={PRODUCT_TEXT.reviewVideo} />
            </div>
          )
        }
      </Await>
      <ReviewsWidget type="main" summary={reviews} sku={sku} />
    </section>
  )
}
