import { useState } from 'react'
import type { ProductDetail } from '~/api/catalogue'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './Product.module.css'

type Item = ProductDetail['gallery'][number]

/**
 * The gallery (shell §2): the main image and the thumbnails; a video item shows its poster
 * with a link to play it. The first image is the page's largest paint: sized and prioritised.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const items: Item[] = product.gallery.length
    ? product.gallery
    : [{ type: 'image', src: product.image, alt: product.imageAlt, videoUrl: null }]
  const [current, setCurrent] = useState(0)
  const shown = items[current] ?? items[0]!
  return (
    <div className={styles.gallery}>
      <figure className={styles.main}>
        <GalleryImage item={shown} size={640} eager={current === 0} />
        {shown.type === 'video' && shown.videoUrl && (
          <a
            className={styles.play}
            href={shown.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Play video<span className="visually-hidden">: {shown.alt} (opens in a new tab)</span>
          </a>
        )}
      </figure>
      {items.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {items.map((item, i) => (
            <li key={`${item.src}-${i}`}>
              <button
                type="button"
                aria-label={`Show ${item.type === 'video' ? 'video' : 'image'} ${i + 1} of ${items.length}: ${item.alt}`}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <GalleryImage item={{ ...item, alt: '' }} size={96} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function GalleryImage({
  item,
  size,
  eager = false,
}: {
  item: Item
  size: number
  eager?: boolean
}) {
  const src = useImageUrl(item.src)
  return (
    <img
      src={src}
      alt={item.alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'sync' : 'async'}
    />
  )
}
