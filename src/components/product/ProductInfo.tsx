import { useId, useState } from 'react'
import type { ProductDetail } from '~/api/catalogue'
import { formatPrice } from '~/domain/money'
import { isTruncated, truncate, TRUNCATE } from '~/domain/text'
import { PurchaseBox } from './PurchaseBox'
import { PRODUCT_TEXT } from './text'
import styles from './Product.module.css'

/** Name, sub line, size, price and the short description cut at 250 (shell §2, §9). */
export function ProductInfo({ product }: { product: ProductDetail }) {
  const reduced = product.msrp > product.price
  return (
    <div className={styles.info}>
      <h1 id="product-title" className={styles.name}>
        {product.name}
      </h1>
      {product.subLine && <p className={styles.subLine}>{product.subLine}</p>}
      {product.size && <p className={styles.size}>{product.size}</p>}
      <p className={styles.price}>
        {reduced && (
          <s className={styles.was}>
            <span className="visually-hidden">Was </span>
            {formatPrice(product.msrp)}
          </s>
        )}{' '}
        <span>
          {reduced && <span className="visually-hidden">Now </span>}
          {formatPrice(product.price)}
        </span>
      </p>
      <ShortDescription text={product.shortDescription} />
      <PurchaseBox product={product} />
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
      <p id={id}>{expanded || !long ? text : truncate(text, TRUNCATE.productShortDescription)}</p>
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
