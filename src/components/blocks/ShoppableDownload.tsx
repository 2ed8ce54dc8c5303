import shoppableDownloadFlow from '#machines/shoppable-download/view.gen'
import { CloseIcon } from '~/components/icons'
import { DownloadIcon } from '~/components/more-icons'
import { NewsletterForm } from '~/components/newsletter/NewsletterForm'
import type { ShoppableDownloadProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { useFlow } from '~/flow-wiring/use-flow'
import { useHydrated } from '~/lib/use-hydrated'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Shoppable download (catalogue §2, machines/shoppable-download): the first download asks for
 * the newsletter sign-up in a pop-up; after it, downloads open directly.
 */
export function ShoppableDownload({
  title,
  description,
  image,
  imageAlt,
  file,
  buttonText,
}: ShoppableDownloadProps) {
  if (!file || !title) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  return (
    <Download
      title={title}
      description={description}
      image={image}
      imageAlt={imageAlt}
      file={file}
      buttonText={buttonText}
    />
  )
}

function Download({
  title,
  description,
  image,
  imageAlt,
  file,
  buttonText,
}: ShoppableDownloadProps & { file: string }) {
  const { api } = useFlow(shoppableDownloadFlow)
  // Live and past reading the stored sign-up: a press now downloads or asks, as it should.
  const ready = useHydrated() && !api.checking
  return (
    <section className={styles.download} aria-label={title} data-ready={ready}>
      {image && (
        <img src={image} alt={imageAlt} width={320} height={240} loading="lazy" decoding="async" />
      )}
      <div className={styles.downloadText}>
        <h2 className={styles.title}>{title}</h2>
        {description && <p>{description}</p>}
        <a className="button button--primary" {...api.getDownloadProps(file)}>
          <DownloadIcon /> {buttonText}
        </a>
      </div>
      <dialog className={styles.popupDialog} {...api.getDialogProps(BLOCK_TEXT.downloadTitle)}>
        <div className={styles.popupBody}>
          <button
            className={styles.popupClose}
            aria-label={BLOCK_TEXT.closeDetails}
            {...api.getCloseProps()}
          >
            <CloseIcon />
          </button>
          {api.asking && (
            <>
              <p className={styles.popupLead}>{BLOCK_TEXT.downloadSignup}</p>
              <NewsletterForm
                variant="block"
                title={BLOCK_TEXT.downloadTitle}
                onSubscribed={api.signedUp}
              />
            </>
          )}
          {api.recording && <p role="status">{BLOCK_TEXT.downloadSaving}</p>}
          {api.offered && (
            <>
              <p role="status">{BLOCK_TEXT.downloadReady}</p>
              <a className="button button--primary" {...api.getOfferedDownloadProps(file)}>
                <DownloadIcon /> {BLOCK_TEXT.downloadNow(title)}
              </a>
            </>
          )}
        </div>
      </dialog>
    </section>
  )
}
