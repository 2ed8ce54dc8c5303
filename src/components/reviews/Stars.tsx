import { useId } from 'react'
import styles from './Reviews.module.css'

/** The star's outline in a 24-unit box; the drawn star spans x 2.5 to 21.5. */
const STAR = 'm12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z'
const LEFT = 2.5
const DRAWN = 19

/**
 * Five stars filled to `rating` (0–5), read out as "Rated 4.5 out of 5". One drawing for the
 * row (the star written once, its fill cut where the rating ends): a page of reviews carries a
 * few hundred bytes a row instead of five drawings with a gradient each.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const id = useId()
  const value = Math.max(0, Math.min(5, rating))
  const label = `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`
  // 1 px between stars, in the drawing's units (24 a star).
  const pitch = Number((24 + 24 / size).toFixed(3))
  const width = 4 * pitch + 24
  const whole = Math.floor(value)
  const edge = Number(
    (whole >= 5 ? width : whole * pitch + LEFT + (value - whole) * DRAWN).toFixed(2),
  )
  // The filled stars are cut off where the rating ends (in the row's own units, which a
  // gradient inside each <use> would not share), the outlines drawn over them.
  const stars = [0, 1, 2, 3, 4].map((i) => (
    <use key={i} href={`#${id}s`} x={Number((i * pitch).toFixed(2))} />
  ))
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <svg
        width={5 * size + 4}
        height={size}
        viewBox={`0 0 ${Number(width.toFixed(2))} 24`}
        aria-hidden="true"
      >
        <defs>
          <path id={`${id}s`} d={STAR} />
          <clipPath id={`${id}f`}>
            <rect width={edge} height="24" />
          </clipPath>
        </defs>
        <g fill="currentColor" clipPath={`url(#${id}f)`}>
          {stars}
        </g>
        <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
          {stars}
        </g>
      </svg>
    </span>
  )
}
