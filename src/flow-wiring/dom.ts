/**
 * The DOM as actors (ADR 0009): subscriptions and effects a machine invokes while it is in the
 * state that needs them, so no view holds a listener. Elements are found by the ids `connect`
 * gives them (`partId(id, part)`); each actor ends its subscription when its state is left.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { fromCallback, type AnyEventObject } from 'xstate'
import { FOCUSABLE, trapTab } from '~/lib/use-focus-trap'

const byId = (id: string) => document.getElementById(id)

/**
 * Every route change that starts after the actor does (a new path or new search params), told
 * when the new page is there. A navigation already under way when a popup opens (a sort's list
 * still loading) is not a change the shopper made with it open, so its end does not close it.
 */
export const routeChanges = (router: AnyRouter | undefined, type: string) =>
  fromCallback(({ sendBack }) => {
    if (!router) return
    let started = false
    const stops = [
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.hrefChanged) started = true
      }),
      router.subscribe('onResolved', (event) => {
        if (event.hrefChanged && started) sendBack({ type })
      }),
    ]
    return () => stops.forEach((stop) => stop())
  })

/** Open popups, most recently opened last: Escape closes only the innermost one. */
const openPopups: object[] = []

/**
 * Escape, or a press outside the element, dismisses a popup (Escape returns focus to the
 * control that opened it).
 */
export const dismissal = (type: string) =>
  fromCallback<AnyEventObject, { rootId: string; triggerId?: string }>(({ sendBack, input }) => {
    const self = {}
    openPopups.push(self)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openPopups.at(-1) !== self) return
      // A modal dialog above the page handles its own Escape.
      const root = byId(input.rootId)
      if (document.querySelector('dialog[open]')?.contains(root) === false) return
      sendBack({ type })
      if (input.triggerId) byId(input.triggerId)?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const root = byId(input.rootId)
      if (root && !root.contains(event.target as Node)) sendBack({ type })
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      openPopups.splice(openPopups.indexOf(self), 1)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  })

/**
 * A native modal <dialog> shown while the state lasts: focus kept inside (Tab cycles), the page
 * behind inert, `focusId` focused once it shows; closing returns focus to `returnFocusId`.
 * The dialog's own Escape (its cancel event) sends `cancelType`.
 */
export const modalDialog = (cancelType: string) =>
  fromCallback<AnyEventObject, { dialogId: string; returnFocusId?: string; focusId?: string }>(
    ({ sendBack, input }) => {
      const dialog = byId(input.dialogId) as HTMLDialogElement | null
      if (!dialog) return
      if (!dialog.open) dialog.showModal()
      // Its content renders after this state is entered: focus goes in once it has.
      const frame = requestAnimationFrame(() => {
        const field = input.focusId ? byId(input.focusId) : null
        const target = field ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
        if (field || !dialog.contains(document.activeElement)) target?.focus()
      })
      const onKeyDown = trapTab(dialog)
      const onCancel = (event: Event) => {
        event.preventDefault()
        sendBack({ type: cancelType })
      }
      dialog.addEventListener('keydown', onKeyDown)
      dialog.addEventListener('cancel', onCancel)
      return () => {
        cancelAnimationFrame(frame)
        dialog.removeEventListener('keydown', onKeyDown)
        dialog.removeEventListener('cancel', onCancel)
        if (dialog.open) dialog.close()
        if (input.returnFocusId) byId(input.returnFocusId)?.focus()
      }
    },
  )

/**
 * Whether a media query matches, now and on every change, as `{ type, matches }` (or under
 * another name for `matches`, as the machine's event has it).
 */
export const mediaQuery = (query: string, type: string, field = 'matches') =>
  fromCallback(({ sendBack }) => {
    const list = window.matchMedia(query)
    const tell = () => sendBack({ type, [field]: list.matches })
    tell()
    list.addEventListener('change', tell)
    return () => list.removeEventListener('change', tell)
  })
