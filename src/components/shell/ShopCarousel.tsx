import useEmblaCarousel from 'embla-carousel-react'
import type { ShopTile as Tile } from '~/domain/layout'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/more-icons'
import { SLIDER_DURATION, useEmblaArrows } from '~/components/carousel/embla'
import { ShopTile } from './ShopTile'
import styles from './Header.module.css'

/**
 * The desktop dropdown over 4 tiles: a carousel of 6 slides (5 below 850 px; the slide width
 * comes from the stylesheet's breakpoints), scrolled a page at a time.
 */
export default function ShopCarousel({ tiles }: { tiles: Tile[] }) {
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    duration: SLIDER_DURATION,
  })
  const { canPrev, canNext } = useEmblaArrows(embla)

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label="Shop by category"
    >
      <button
        type="button"
        className={styles.carouselButton}
        aria-label="Previous categories"
        disabled={!canPrev}
        onClick={() => embla?.scrollPrev()}
      >
        <ChevronLeftIcon />
      </button>
      <div className={styles.carouselViewport} ref={viewport}>
        <ul className={styles.carouselTrack}>
          {tiles.map((tile, i) => (
            <li
              key={tile.url}
              className={styles.carouselSlide}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${tiles.length}`}
            >
              <ShopTile tile={tile} />
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={styles.carouselButton}
        aria-label="Next categories"
        disabled={!canNext}
        onClick={() => embla?.scrollNext()}
      >
        <ChevronRightIcon />
      </button>
    </div>
  )
}
