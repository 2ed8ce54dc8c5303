import { useState } from 'react'
import type { ReviewSummary } from '~/api/product/page'
import { Carousel } from '~/components/carousel/Carousel'
import { constants } from '~/config/constants'
import { ratingDistribution, reviewDate } from '~/domain/reviews'
import { truncate, TRUNCATE } from '~/domain/text'
import { ReviewRating } from './ReviewRating'
import { Stars } from './Stars'
import { REVIEWS_TEXT } from './text'
import styles from './Reviews.module.css'

/** The widget's four types (catalogue §2 "Widget types of the review widget"). */
export type ReviewWidgetType = 'main' | 'carousel' | 'product-rating' | 'product-reviews'

type Review = ReviewSummary['reviews'][number]

const PAGE = 5

/**
 * The reviews widget, keyed by the product's sku (shell §2, §7 "A reviews widget is initialised
 * with the product sku"), fed by the store's reviews: `product-rating` the stars and count,
 * `main` the summary with the distribution and the reviews, `product-reviews` the reviews
 * alone, `carousel` the reviews as a sliding strip.
 */
export function ReviewsWidget({
  type,
  summary,
  sku,
  anchor = '#reviews',
}: {
  type: ReviewWidgetType
  summary: ReviewSummary | null
  sku: string
  /** Where the product rating links to (the page's reviews). */
  anchor?: string
}) {
  const reviews = summary?.reviews ?? []
  const count = summary?.count ?? 0
  const average = summary?.average ?? 0
  switch (type) {
    case 'product-rating':
      return <ReviewRating summary={summary} sku={sku} anchor={anchor} />
    case 'carousel':
      return reviews.length ? (
        <div data-review-widget={type} data-sku={sku}>
          <Carousel
            label={REVIEWS_TEXT.carousel}
            perViewClass={styles.carouselPerView}
            autoplayMs={constants.reviewSliderAutoplayMs}
            loop
          >
            {reviews.map((r) => (
              <ReviewCard key={r.id} review={r} short />
            ))}
          </Carousel>
        </div>
      ) : null
    case 'product-reviews':
      return (
        <div data-review-widget={type} data-sku={sku}>
          <ReviewList reviews={reviews} />
        </div>
      )
    case 'main':
      return (
        <div className={styles.main} data-review-widget={type} data-sku={sku}>
          <div className={styles.summary}>
            <p className={styles.average}>{count ? average.toFixed(1) : '–'}</p>
            <Stars rating={average} size={22} />
            <p>{count ? REVIEWS_TEXT.basedOn(count) : REVIEWS_TEXT.none}</p>
            {count > 0 && <Distribution reviews={reviews} count={count} />}
          </div>
          {/* The summary already says "No reviews yet". */}
          {count > 0 && <ReviewList reviews={reviews} />}
        </div>
      )
  }
}

function Distribution({ reviews, count }: { reviews: Review[]; count: number }) {
  return (
    <ul className={styles.distribution}>
      {ratingDistribution(reviews).map(({ stars, n }) => (
        <li key={stars} aria-label={REVIEWS_TEXT.distribution(stars, n)}>
          <span aria-hidden="true">{stars}★</span>
          <span className={styles.bar} aria-hidden="true">
            <span style={{ inlineSize: `${(n / count) * 100}%` }} />
          </span>
          <span aria-hidden="true">{n}</span>
        </li>
      ))}
    </ul>
  )
}

/** The reviews, five at a time. */
function ReviewList({ reviews }: { reviews: Review[] }) {
  const [shown, setShown] = useState(PAGE)
  if (!reviews.length) return <p className={styles.empty}>{REVIEWS_TEXT.none}</p>
  return (
    <>
      <ul className={styles.list}>
        {reviews.slice(0, shown).map((r) => (
          <li key={r.id}>
            <ReviewCard review={r} />
          </li>
        ))}
      </ul>
      {shown < reviews.length && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setShown(shown + PAGE)}
        >
          {REVIEWS_TEXT.more}
        </button>
      )}
    </>
  )
}

function ReviewCard({ review, short = false }: { review: Review; short?: boolean }) {
  return (
    <article className={styles.review}>
      <Stars rating={review.rating} />
      <h3 className={styles.title}>{review.title}</h3>
      {/* Cut like the review slider's default style (catalogue §9: 150 characters). */}
      <p>{short ? truncate(review.description, TRUNCATE.reviewText) : review.description}</p>
      <p className={styles.byline}>
        {review.author}
        {reviewDate(review.date) && (
          <>
            {' · '}
            <time dateTime={review.date}>{reviewDate(review.date)}</time>
          </>
        )}
      </p>
    </article>
  )
}
