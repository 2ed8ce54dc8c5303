import videoPopupFlow from '#machines/video-popup/view.gen'
import type { ReactNode } from 'react'
import type { VideoPreview } from '~/api/product/page'
import { VIDEO_POPUP_TEXT } from '#machines/video-popup/connect'
import { CloseIcon, Spinner } from '~/components/icons'
import { PlayIcon } from '~/components/more-icons'
import { useFlow } from '~/flow-wiring/use-flow'
import styles from './VideoPopup.module.css'

/**
 * A video pop-up (catalogue §2 "Video pop-ups"): the poster with a play control; pressing it
 * opens a modal dialog that frames the host's player. Closing (the button, Escape or the
 * backdrop) removes the player, so the video stops (catalogue §4).
 */
export function VideoPopup({
  title,
  embedUrl,
  poster,
  className,
}: {
  title: string
  /** The host's player URL (autoplay is added: the shopper pressed play). */
  embedUrl: string
  /** What the trigger shows: the thumbnail image, and anything over it. */
  poster: ReactNode
  className?: string
}) {
  const { api } = useFlow(videoPopupFlow)
  return (
    <>
      <button className={`${styles.trigger} ${className ?? ''}`} {...api.getTriggerProps(title)}>
        {poster}
        <span className={styles.play} aria-hidden="true">
          <PlayIcon />
        </span>
      </button>
      <dialog className={styles.dialog} {...api.getDialogProps(title)}>
        <div className={styles.frame}>
          <button className={styles.close} {...api.getCloseProps()}>
            <CloseIcon />
          </button>
          {api.loading && (
            <p className={styles.loading} role="status">
              <Spinner /> {VIDEO_POPUP_TEXT.loading}
            </p>
          )}
          {api.playerFramed && (
            <iframe
              className={styles.player}
              src={withAutoplay(embedUrl)}
              {...api.getPlayerProps(title)}
            />
          )}
        </div>
      </dialog>
    </>
  )
}

const withAutoplay = (url: string) => `${url}${url.includes('?') ? '&' : '?'}autoplay=1&rel=0`

/** A video pop-up for an oEmbed preview: its thumbnail as the poster, its title (or `title`). */
export function VideoPreviewPopup({ video, title }: { video: VideoPreview; title: string }) {
  return (
    <VideoPopup
      title={video.title || title}
      embedUrl={video.embedUrl}
      poster={
        <img
          src={video.thumbnailUrl}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
        />
      }
    />
  )
}
