import { createFileRoute, notFound } from '@tanstack/react-router'
import { CATEGORY_TEXT } from '~/components/catalogue/text'
import { ListingMessage } from '~/components/catalogue/CategoryTile'

/** /products/category/ without a slug: "Category slug is required" (catalogue §5), a 404. */
export const Route = createFileRoute('/products/category/')({
  loader: () => {
    throw notFound()
  },
  notFoundComponent: () => (
    <ListingMessage role="alert" level={1} title={CATEGORY_TEXT.slugRequired} />
  ),
})
