import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useRef, useState } from 'react'
import { pickedProductsQuery, type PickedProduct } from '~/api/catalogue/blocks'
import { ProductCard } from '~/components/catalogue/ProductCard'
import { CloseIcon } from '~/components/icons'
import type { ProductCardBlockProps, ProductPopupsProps } from '~/content/blocks/catalogue'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { useImageUrl } from '~/lib/use-image-url'
import { useModalDialog } from '~/lib/use-modal-dialog'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

const loading = <p role="status">{BLOCK_TEXT.loadingProducts}</p>

/**
 * A product picked by slug (catalogue §2 "Product picker blocks"): "Please Add Product Slug"
 * until one is set, "Product Not Found, check the product slug again" when no product has it.
 */
export function ProductCardBlock({ slug }: ProductCardBlockProps) {
  if (!slug) return <BlockPlaceholder text={BLOCK_TEXT.addProductSlug} />
  return (
    <Suspense fallback={loading}>
      <PickedCard slug={slug} />
    </Suspense>
  )
}

function PickedCard({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(pickedProductsQuery([slug]))
  const picked = data[0]
  if (picked?.status !== 'found') return <BlockPlaceholder text={BLOCK_TEXT.productNotFound} />
  return (
    <div className={styles.pickedCard}>
      <ProductCard product={picked.product} />
    </div>
  )
}

/**
 * Product cards whose details open in a pop-up (catalogue §2 "Product cards in popups": the
 * description cut at 130 characters). "Pick a Product" until the editor picks one.
 */
export function ProductPopups({ title, products }: ProductPopupsProps) {
  if (!products.length) return <BlockPlaceholder text={BLOCK_TEXT.pickProduct} />
  return (
    <section className={styles.section} aria-label={title || undefined}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Suspense fallback={loading}>
        <PopupCards slugs={products} />
      </Suspense>
    </section>
  )
}

function PopupCards({ slugs }: { slugs: string[] }) {
  const { data } = useSuspenseQuery(pickedProductsQuery(slugs))
  return (
    <ul className={styles.popupGrid}>
      {data.map((picked, i) => (
        <li key={`${picked.slug}-${i}`}>
          {picked.status === 'found' ? (
            <PopupCard product={picked.product} />
          ) : (
            <BlockPlaceholder text={BLOCK_TEXT.productNotFound} />
          )}
        </li>
      ))}
    </ul>
  )
}

function PopupCard({ product }: { product: PickedProduct }) {
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useModalDialog(dialog, open, { returnFocus: trigger })
  const src = useImageUrl(product.image)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.popupTrigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={BLOCK_TEXT.productDetails(product.name)}
        onClick={() => setOpen(true)}
      >
        <img src={src} alt="" width={300} height={300} loading="lazy" decoding="async" />
        <span className={styles.popupName}>{product.name}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.popupDialog}
        aria-label={product.name}
        onCancel={(e) => {
          e.preventDefault()
          setOpen(false)
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false)
        }}
      >
        <div className={styles.popupBody}>
          <button
            type="button"
            className={styles.popupClose}
            aria-label={BLOCK_TEXT.closeDetails}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
          {open && (
            <>
              <img src={src} alt="" width={240} height={240} decoding="async" />
              <h3>{product.name}</h3>
              <p>{product.description}</p>
              <a
                className="button button--primary"
                href={`/products/${encodeURIComponent(product.slug)}`}
              >
                {BLOCK_TEXT.viewProduct}
              </a>
            </>
          )}
        </div>
      </dialog>
    </>
  )
}
