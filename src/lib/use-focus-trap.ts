import { useEffect, type RefObject } from 'react'

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside `root` (an open dialog): the handler for its keydown. A modal
 * <dialog> already makes the page behind it inert, but browsers let focus leave to their own
 * UI; shoppers expect it to cycle.
 */
export const trapTab = (root: HTMLElement) => (event: KeyboardEvent) => {
  if (event.key !== 'Tab') return
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 || el === document.activeElement,
  )
  if (items.length === 0) return
  const first = items[0]!
  const last = items.at(-1)!
  if (
    event.shiftKey &&
    (document.activeElement === first || !root.contains(document.activeElement))
  ) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/** `trapTab` while `active`, for a dialog a view opens itself. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = ref.current
    if (!root || !active) return
    const onKeyDown = trapTab(root)
    root.addEventListener('keydown', onKeyDown)
    return () => root.removeEventListener('keydown', onKeyDown)
  }, [ref, active])
}
