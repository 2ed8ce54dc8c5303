import type { ReviewSummary } from '~/api/product/page'
import { Stars } from './Stars'
import { REVIEWS_TEXT } from './text'
import styles from './Reviews.module.css'

/**
 * The reviews widget's "product rating" type: the stars and the count, leading to the reviews.
 * On its own module: the product page shows it at once, the other types when they scroll in.
 */
export function ReviewRating({
  summary,
  sku,
  anchor = '#reviews',
}: {
  summary: ReviewSummary | null
  sku: string
  anchor?: string
}) {
  const count = summary?.count ?? 0
  const average = summary?.average ?? 0
  return (
    <a className={styles.rating} href={anchor} data-review-widget="product-rating" data-sku={sku}>
      <Stars rating={average} />
      <span>
        {count ? `${average.toFixed(1)} · ${REVIEWS_TEXT.count(count)}` : REVIEWS_TEXT.none}
      </span>
    </a>
  )
}
