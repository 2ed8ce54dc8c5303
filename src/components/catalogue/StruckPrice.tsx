import { formatPrice } from '~/domain/money'
import styles from './Catalogue.module.css'

/**
 * A price with the higher price it replaces struck through (msrp, or a kit's price before its
 * discount), read out as "Was … Now …". Nothing is struck when there is no reduction.
 */
export function StruckPrice({
  price,
  was,
  className = styles.cardPrice,
}: {
  price: number
  was: number
  className?: string
}) {
  const reduced = was > price
  return (
    <p className={className}>
      {reduced && (
        <s className={styles.was}>
          <span className="visually-hidden">Was </span>
          {formatPrice(was)}
        </s>
      )}{' '}
      <span>
        {reduced && <span className="visually-hidden">Now </span>}
        {formatPrice(price)}
      </span>
    </p>
  )
}
