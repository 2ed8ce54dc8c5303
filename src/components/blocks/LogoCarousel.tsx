import { Carousel } from '~/components/carousel/Carousel'
import type { LogoCarouselProps } from '~/content/blocks/marketing'
import { BLOCK_DEFAULTS, BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Logo carousel (catalogue §2, §9): a row of logos that moves by itself only with more than 8;
 * "Please upload Logos" when there are none.
 */
export function LogoCarousel({ title, logos }: LogoCarouselProps) {
  if (!logos.length) return <BlockPlaceholder text={BLOCK_TEXT.noLogos} />
  const moving = logos.length > BLOCK_DEFAULTS.logoAutoplayOver
  const label = title || BLOCK_TEXT.logosTitle
  return (
    <div className={styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Carousel
        label={label}
        perViewClass={styles.logosPerView}
        autoplayMs={moving ? BLOCK_DEFAULTS.logoAutoplayMs : undefined}
        loop={moving}
      >
        {logos.map((logo, i) => {
          const img = (
            <img
              className={styles.logo}
              src={logo.image}
              alt={logo.alt}
              width={160}
              height={64}
              loading="lazy"
              decoding="async"
            />
          )
          return logo.url ? (
            <a key={i} href={logo.url} className={styles.logoLink}>
              {img}
            </a>
          ) : (
            <span key={i} className={styles.logoLink}>
              {img}
            </span>
          )
        })}
      </Carousel>
    </div>
  )
}
