import { useEffect, useRef, type RefObject } from 'react'
import { useFocusTrap } from './use-focus-trap'

/**
 * Keeps a native modal <dialog> in step with a machine's open state: shows it modally (focus
 * trapped, the page behind inert), calls `onOpened` (e.g. to focus a field), and on closing
 * returns focus to the control that opened it.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  {
    returnFocus,
    onOpened,
  }: { returnFocus?: RefObject<HTMLElement | null>; onOpened?: () => void } = {},
) {
  const opened = useRef(onOpened)
  useEffect(() => {
    opened.current = onOpened
  })
  useFocusTrap(dialog, open)
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) {
      el.showModal()
      opened.current?.()
    }
    if (!open && el.open) {
      el.close()
      returnFocus?.current?.focus()
    }
  }, [dialog, open, returnFocus])
}
