import { useEffect, useId, useRef } from 'react'
import type { NewsletterVariant } from '#machines/newsletter/connect'
import { EmailError, EmailInput } from './EmailField'
import styles from './Newsletter.module.css'
import { useNewsletter } from './useNewsletter'

export interface NewsletterFormProps {
  variant: Exclude<NewsletterVariant, 'modal'>
  title?: string
  text?: string
  placeholder?: string
  buttonLabel?: string
  /** Called once the store has accepted the address (a shoppable download's pop-up). */
  onSubscribed?: () => void
}

/** The footer's sign-up and the page-builder block (catalogue spec §2). */
export function NewsletterForm({
  variant,
  title,
  text,
  placeholder = 'Enter Your Email Address',
  buttonLabel = 'Subscribe',
  onSubscribed,
}: NewsletterFormProps) {
  const { actor, api } = useNewsletter(variant)
  const id = useId()
  const subscribed = useRef(onSubscribed)
  useEffect(() => {
    subscribed.current = onSubscribed
  })
  useEffect(() => {
    const sub = actor.on('newsletter.subscribed', () => subscribed.current?.())
    return () => sub.unsubscribe()
  }, [actor])
  return (
    <form
      className={styles.form}
      data-variant={variant}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : 'Newsletter sign-up'}
      {...api.getFormProps()}
    >
      {title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.row}>
        <label className="visually-hidden" {...api.getLabelProps()}>
          Email address
        </label>
        <EmailInput api={api} placeholder={placeholder} />
        <button className="button button--primary" {...api.getSubmitProps()}>
          {api.buttonLabel(buttonLabel)}
        </button>
      </div>
      <EmailError api={api} />
      <p className={styles.status} data-status={api.status ?? undefined} role="status">
        {api.statusText}
      </p>
    </form>
  )
}
