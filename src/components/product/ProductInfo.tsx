import { useId, useState, type ReactNode } from 'react'
import type { ProductView, ReviewSummary } from '~/api/product/page'
import { isTruncated, truncate, TRUNCATE } from '~/domain/text'
import { ReviewRating, StruckPrice } from './islands'
import { PurchaseBox } from './PurchaseBox'
import { PRODUCT_TEXT } from './text'
import styles from './Product.module.css'

/**
 * Name, sub line, size, review stars, price, the short description cut at 250 (shell §2, §9),
 * the purchase box and the "Product Details & Reviews" pop-up's button.
 */
export function ProductInfo({
  product,
  reviews,
  boxId,
  details,
}: {
  product: ProductView
  reviews: ReviewSummary | null
  /** The purchase box's id (the sticky bar watches it). */
  boxId: string
  details: ReactNode
}) {
  return (
    <div className={styles.info}>
      <h1 id="product-title" className={styles.name}>
        {product.name}
      </h1>
      {product.subLine && <p className={styles.subLine}>{product.subLine}</p>}
      {product.size && <p className={styles.size}>{product.size}</p>}
      <ReviewRating summary={reviews} sku={product.sku} />
      <StruckPrice price={product.price} was={product.msrp} className={styles.price} />
      <ShortDescription text={product.shortDescription} />
      {details}
      <PurchaseBox product={product} id={boxId} />
    </div>
  )
}

function ShortDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  if (!text) return null
  const long = isTruncated(text, TRUNCATE.productShortDescription)
  return (
    <div className={styles.short}>
      <p id={id}>{long && !expanded ? truncate(text, TRUNCATE.productShortDescription) : text}</p>
      {long && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? PRODUCT_TEXT.showLess : PRODUCT_TEXT.showMore}
        </button>
      )}
    </div>
  )
}
