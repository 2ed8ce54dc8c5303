import { useImageUrl } from '~/lib/use-image-url'
import styles from './Catalogue.module.css'

/** An image tile linking to a category page (all products V1, category V1 subcategories). */
export function CategoryTile({
  name,
  slug,
  image,
  priority = false,
}: {
  name: string
  slug: string
  image: string
  /** The page's first tile: above the fold, its largest picture. */
  priority?: boolean
}) {
  const src = useImageUrl(image)
  return (
    <a className={styles.tile} href={`/products/category/${encodeURIComponent(slug)}`}>
      <img
        src={src}
        alt=""
        width={1200}
        height={320}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      <span>Shop {name}</span>
    </a>
  )
}

/**
 * A listing message (empty, error, not found, a block's placeholder): a heading and an optional
 * sentence. Used by the catalogue and the blog.
 */
export function ListingMessage({
  title,
  text,
  role,
  level = 2,
}: {
  title: string
  text?: string
  role: 'status' | 'alert'
  level?: 1 | 2 | 3
}) {
  const Heading = `h${level}` as 'h1' | 'h2' | 'h3'
  return (
    <div className={styles.message} role={role}>
      <Heading>{title}</Heading>
      {text && <p>{text}</p>}
    </div>
  )
}
