import { useMemo } from 'react'
import type { ProductView } from '~/api/product/page'
import { Gallery } from '~/components/gallery'
import { PRODUCT_TEXT } from './text'

/** The product's gallery (shell §2): its images and videos, or its thumbnail alone. */
export function ProductGallery({ product }: { product: ProductView }) {
  // Kept per product: new props would wake the gallery's island.
  const items = useMemo(
    () =>
      product.gallery.length
        ? product.gallery
        : [{ type: 'image' as const, src: product.image, alt: product.imageAlt, embedUrl: null }],
    [product],
  )
  return <Gallery items={items} label={PRODUCT_TEXT.images} />
}
