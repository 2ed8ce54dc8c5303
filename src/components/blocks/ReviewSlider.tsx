import { Carousel } from '~/components/carousel/Carousel'
import { Stars } from '~/components/reviews/Stars'
import { reviewExcerpt, type ReviewSliderProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Review slider (catalogue §2, §9): each review's rating (1 to 5), title, text cut at 160
 * characters for style 1 and 150 otherwise, and author; moves on every 6 s by default.
 */
export function ReviewSlider({ title, style, reviews, autoplay }: ReviewSliderProps) {
  if (!reviews.length) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  return (
    <div className={styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Carousel
        label={title || BLOCK_TEXT.reviewsRegion}
        perViewClass={styles.reviewsPerView}
        autoplayMs={autoplay}
        loop
      >
        {reviews.map((r, i) => (
          <figure key={i} className={styles.reviewCard} data-style={style}>
            <Stars rating={r.rating} />
            {r.title && <p className={styles.reviewTitle}>{r.title}</p>}
            <blockquote className={styles.reviewText}>
              <p>{reviewExcerpt(r.description, style)}</p>
            </blockquote>
            {r.author && <figcaption className={styles.reviewAuthor}>{r.author}</figcaption>}
          </figure>
        ))}
      </Carousel>
    </div>
  )
}
