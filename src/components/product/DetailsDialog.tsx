import { useRef, useState } from 'react'
import type { ProductVideos, ProductView, ReviewSummary } from '~/api/product/page'
import { CloseIcon } from '~/components/icons'
import { ReviewsWidget } from '~/components/reviews/ReviewsWidget'
import { SafeHtml } from '~/components/SafeHtml'
import { useModalDialog } from '~/lib/use-modal-dialog'
import { Faq, HowToUse, Ingredients } from './ProductSections'
import { PRODUCT_TEXT } from './text'
import styles from './Product.module.css'

/**
 * The "Product Details & Reviews" pop-up (shell §2): the long description, the reviews, How To
 * Use, Ingredients and FAQs in one modal dialog (focus kept inside, Escape closes it, focus
 * returns to the button).
 */
export function DetailsDialog({
  product,
  reviews,
  videos,
}: {
  product: ProductView
  reviews: ReviewSummary | null
  videos: Promise<ProductVideos>
}) {
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useModalDialog(dialog, open, { returnFocus: trigger })
  const t = PRODUCT_TEXT.detailsSections
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {PRODUCT_TEXT.details}
      </button>
      <dialog
        ref={dialog}
        className={styles.details}
        aria-labelledby="product-details-title"
        onCancel={(e) => {
          e.preventDefault()
          setOpen(false)
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false)
        }}
      >
        {open && (
          <div className={styles.detailsBody}>
            <header className={styles.detailsHeader}>
              <h2 id="product-details-title">{PRODUCT_TEXT.details}</h2>
              <button
                type="button"
                className="icon-button"
                aria-label={PRODUCT_TEXT.close}
                onClick={() => setOpen(false)}
              >
                <CloseIcon />
              </button>
            </header>
            {product.description && (
              <section aria-labelledby="details-description">
                <h3 id="details-description">{t.description}</h3>
                <SafeHtml html={product.description} />
              </section>
            )}
            <section aria-labelledby="details-reviews">
              <h3 id="details-reviews">{t.reviews}</h3>
              <ReviewsWidget type="product-reviews" summary={reviews} sku={product.sku} />
            </section>
            {(product.howToUse || product.howToVideoId) && (
              <section aria-labelledby="details-use">
                <h3 id="details-use">{t.howToUse}</h3>
                <HowToUse product={product} videos={videos} />
              </section>
            )}
            {(product.ingredients.length > 0 || product.whatsNotInIt.length > 0) && (
              <section aria-labelledby="details-ingredients">
                <h3 id="details-ingredients">{t.ingredients}</h3>
                <Ingredients product={product} />
              </section>
            )}
            {product.faq.length > 0 && (
              <section aria-labelledby="details-faqs">
                <h3 id="details-faqs">{t.faqs}</h3>
                <Faq product={product} />
              </section>
            )}
          </div>
        )}
      </dialog>
    </>
  )
}
