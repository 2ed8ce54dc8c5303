import { Carousel } from '~/components/carousel/Carousel'
import { useIsMember } from '~/components/shell/hooks'
import type { HeroBannerProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { slidesForVisitor } from '~/domain/visitor'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Hero banner (catalogue §2, §4, §9): slides for the visitor's state (members the loggedIn
 * ones, others the rest, all when none match), moving on every 7 s by default, an overlay of
 * the editor's opacity over each image, a button promising the free loads.
 */
export function HeroBanner({ slides, overlayOpacity, autoplay, freeLoads }: HeroBannerProps) {
  const shown = slidesForVisitor(slides, useIsMember())
  if (!shown.length) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  return (
    <div className={styles.hero}>
      <Carousel label={BLOCK_TEXT.heroRegion} autoplayMs={autoplay} loop controls="sides">
        {shown.map((slide, i) => (
          <div key={`${slide.title}-${i}`} className={styles.heroSlide}>
            {slide.image && (
              <img
                className={styles.heroImage}
                src={slide.image}
                alt={slide.imageAlt}
                width={1440}
                height={560}
                // The first slide is the page's largest paint.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            )}
            <div
              className={styles.heroOverlay}
              style={{ opacity: overlayOpacity }}
              aria-hidden="true"
            />
            <div className={styles.heroText}>
              <h2>{slide.title}</h2>
              {slide.subtitle && <p>{slide.subtitle}</p>}
              {slide.buttonUrl && (
                <a className="button button--primary" href={slide.buttonUrl}>
                  {slide.buttonText || BLOCK_TEXT.heroButton(freeLoads)}
                </a>
              )}
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  )
}
