import { VideoPopup } from '~/components/video/VideoPopup'
import type { VideoPopupBlockProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/** Video pop-up block (catalogue §2, §4): a poster that opens the player; closing stops it. */
export function VideoBlock({ title, embedUrl, poster, caption }: VideoPopupBlockProps) {
  if (!embedUrl) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  return (
    <figure className={styles.video}>
      <VideoPopup
        title={title}
        embedUrl={embedUrl}
        poster={
          poster ? (
            <img src={poster} alt="" width={960} height={540} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.videoPoster} />
          )
        }
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
