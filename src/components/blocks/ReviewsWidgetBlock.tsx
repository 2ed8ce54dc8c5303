import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { blockReviewsQuery } from '~/api/catalogue/blocks'
import { ReviewsWidget } from '~/components/reviews/ReviewsWidget'
import type { ReviewsWidgetBlockProps } from '~/content/blocks/catalogue'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * The reviews widget as a block (catalogue §2 "Widget types of the review widget": main,
 * carousel, product rating, product reviews), keyed by a product's sku.
 */
export function ReviewsWidgetBlock({ type, sku }: ReviewsWidgetBlockProps) {
  if (!sku) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  return (
    <div className={styles.section}>
      <Suspense fallback={null}>
        <Widget type={type} sku={sku} />
      </Suspense>
    </div>
  )
}

function Widget({ type, sku }: ReviewsWidgetBlockProps) {
  const { data } = useSuspenseQuery(blockReviewsQuery(sku))
  return <ReviewsWidget type={type} summary={data} sku={sku} />
}
