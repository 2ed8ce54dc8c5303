import type { NewsletterApi } from '#machines/newsletter/connect'
import styles from './Newsletter.module.css'

/**
 * The e-mail input of every newsletter view, wired to its validation message. Uncontrolled:
 * what is typed shows before the machine runs; a success gives a new, empty field.
 */
export function EmailInput({ api, placeholder }: { api: NewsletterApi; placeholder?: string }) {
  return (
    <input
      key={api.fieldKey}
      className={styles.input}
      placeholder={placeholder}
      {...api.getEmailProps()}
    />
  )
}

export function EmailError({ api }: { api: NewsletterApi }) {
  if (!api.fieldError) return null
  return (
    <p className={styles.error} role="alert" {...api.getErrorProps()}>
      {api.fieldError}
    </p>
  )
}
