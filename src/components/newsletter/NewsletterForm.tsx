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
      // Sent before hydration, the address goes in a body to this page, never into a URL.
      method="post"
      noValidate
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : 'Newsletter sign-up'}
      onSubmit={(e) => {
        e.preventDefault()
        api.submit()
      }}
    >
      {title && (
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
      )}
      {text && <p className={styles.text}>{text}</p>}
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <EmailInput id={id} api={api} placeholder={placeholder} />
        <button type="submit" className="button button--primary" disabled={api.busy}>
          {api.buttonLabel(buttonLabel)}
        </button>
      </div>
      <EmailError id={id} api={api} />
      <p className={styles.status} data-status={api.status ?? undefined} role="status">
        {api.statusText}
      </p>
    </form>
  )
}
