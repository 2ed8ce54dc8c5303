import { useMemo } from 'react'
import { Gallery } from '~/components/gallery'
import type { ImageCarouselProps } from '~/content/blocks/marketing'
import { BLOCK_DEFAULTS, BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Image carousel (catalogue §2, §9): a main slider with a dot per image under 9 images, and a
 * thumbnail slider from 9 on.
 */
export function ImageCarousel({ title, images }: ImageCarouselProps) {
  // Kept per block: new props would wake the gallery's island.
  const items = useMemo(
    () => images.map((i) => ({ type: 'image' as const, src: i.image, alt: i.alt })),
    [images],
  )
  if (!images.length) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  const label = title || BLOCK_TEXT.imagesRegion
  return (
    <div className={styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.imageCarousel}>
        <Gallery
          items={items}
          label={label}
          urls
          eager={false}
          size={960}
          nav={images.length >= BLOCK_DEFAULTS.imageThumbnailsFrom ? 'thumbnails' : 'dots'}
        />
      </div>
    </div>
  )
}
