import { Gallery } from '~/components/gallery/Gallery'
import type { ImageCarouselProps } from '~/content/blocks/marketing'
import { BLOCK_DEFAULTS, BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Image carousel (catalogue §2, §9): a main slider with a dot per image under 9 images, and a
 * thumbnail slider from 9 on.
 */
export function ImageCarousel({ title, images }: ImageCarouselProps) {
  if (!images.length) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  const label = title || BLOCK_TEXT.imagesRegion
  return (
    <div className={styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <div className={styles.imageCarousel}>
        <Gallery
          items={images.map((i) => ({ type: 'image', src: i.image, alt: i.alt }))}
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
