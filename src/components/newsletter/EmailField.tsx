import type { NewsletterApi } from '#machines/newsletter/connect'
import styles from './Newsletter.module.css'

/** The e-mail input of every newsletter view, wired to its validation message. */
export function EmailInput({
  id,
  api,
  placeholder,
}: {
  id: string
  api: NewsletterApi
  placeholder?: string
}) {
  return (
    <input
      id={`${id}-email`}
      className={styles.input}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={placeholder}
      value={api.email}
      disabled={api.busy}
      aria-invalid={api.fieldError ? true : undefined}
      aria-describedby={api.fieldError ? `${id}-error` : undefined}
      onChange={(e) => api.setEmail(e.target.value)}
    />
  )
}

export function EmailError({ id, api }: { id: string; api: NewsletterApi }) {
  if (!api.fieldError) return null
  return (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {api.fieldError}
    </p>
  )
}
