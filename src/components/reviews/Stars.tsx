import { useId } from 'react'
import styles from './Reviews.module.css'

/** Five stars filled to `rating` (0–5), read out as "Rated 4.5 out of 5". */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const id = useId()
  const value = Math.max(0, Math.min(5, rating))
  const label = `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i))
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={`${id}-${i}`}>
                <stop offset={fill} stopColor="currentColor" />
                <stop offset={fill} stopColor="transparent" />
              </linearGradient>
            </defs>
            <path
              d="m12 2.5 2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z"
              fill={`url(#${id}-${i})`}
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        )
      })}
    </span>
  )
}
