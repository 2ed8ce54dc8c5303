import { useRouterState } from '@tanstack/react-router'
import { Carousel } from '~/components/carousel/Carousel'
import { useIsMember } from '~/components/shell/hooks'
import type { AnnouncementBarProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { announcementPage, slidesForVisitor } from '~/domain/visitor'
import styles from './Blocks.module.css'

/**
 * Announcement bar (catalogue §2, §9): the slides for this page (home, product pages, others, or
 * all) and for the visitor's state, moving on every 3 s by default. Nothing to announce here:
 * nothing shown.
 */
export function AnnouncementBar({ slides, autoplay }: AnnouncementBarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const page = announcementPage(pathname)
  const member = useIsMember()
  const shown = slidesForVisitor(
    slides.filter((s) => s.page === 'all' || s.page === page),
    member,
  )
  if (!shown.length) return null
  return (
    <div className={styles.announcement}>
      <Carousel label={BLOCK_TEXT.announcementRegion} autoplayMs={autoplay} loop controls="sides">
        {shown.map((slide, i) => (
          <p key={`${slide.text}-${i}`} className={styles.announcementText}>
            {slide.url ? <a href={slide.url}>{slide.text}</a> : slide.text}
          </p>
        ))}
      </Carousel>
    </div>
  )
}
