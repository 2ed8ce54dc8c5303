import { useEffect, useId, useRef } from 'react'
import { CloseIcon } from '~/components/icons'
import { notify } from '~/lib/notify'
import { useModalDialog } from '~/lib/use-modal-dialog'
import { EmailError, EmailInput } from './EmailField'
import styles from './Newsletter.module.css'
import { useNewsletter } from './useNewsletter'

/**
 * "Stay Updated!" (shell spec §2). A native modal dialog: focus is trapped and Escape closes it.
 * On success the modal closes and the success text shows as a toast.
 */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { api, actor } = useNewsletter('modal')
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()
  useModalDialog(dialog, open)

  useEffect(() => {
    const sub = actor.on('newsletter.subscribed', () => onClose())
    return () => sub.unsubscribe()
  }, [actor, onClose])

  useEffect(() => {
    if (api.status === 'success' && api.statusText)
      void notify('success', api.statusText, { duration: 3000 })
  }, [api.status, api.statusText])

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        <CloseIcon />
      </button>
      <h2 id={`${id}-title`} className={styles.title}>
        Stay Updated!
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        Subscribe to our newsletter for exclusive offers and updates.
      </p>
      <form
        // Sent before hydration, the address goes in a body to this page, never into a URL.
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          api.submit()
        }}
      >
        <label htmlFor={`${id}-email`} className={styles.label}>
          Email address
        </label>
        <EmailInput id={id} api={api} />
        <EmailError id={id} api={api} />
        <button type="submit" className="button button--primary" disabled={api.busy}>
          {api.buttonLabel('Subscribe')}
        </button>
        {api.status === 'error' && (
          <p className={styles.status} data-status="error" role="alert">
            {api.statusText}
          </p>
        )}
      </form>
    </dialog>
  )
}
