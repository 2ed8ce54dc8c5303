import { useEffect, useId, useRef } from 'react'
import { CloseIcon } from '~/components/icons'
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

  // Its parent holds whether it is open (a two-state toggle): a success closes it.
  useEffect(() => {
    const sub = actor.on('newsletter.subscribed', () => onClose())
    return () => sub.unsubscribe()
  }, [actor, onClose])

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
      <form {...api.getFormProps()}>
        <label className={styles.label} {...api.getLabelProps()}>
          Email address
        </label>
        <EmailInput api={api} />
        <EmailError api={api} />
        <button className="button button--primary" {...api.getSubmitProps()}>
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
