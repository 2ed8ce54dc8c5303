import { ListingMessage } from '~/components/catalogue/CategoryTile'
import catalogueStyles from '~/components/catalogue/Catalogue.module.css'
import { PRODUCT_TEXT } from './text'

/** The not-found style component of a product that is missing or failed (catalogue §2, §8). */
export function ProductUnavailable({ message }: { message?: string }) {
  return (
    <div className={catalogueStyles.page}>
      <ListingMessage
        level={1}
        role="alert"
        title={PRODUCT_TEXT.unavailableTitle}
        text={message || PRODUCT_TEXT.unavailableFallback}
      />
    </div>
  )
}
