import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react'
import { sessionQuery } from '~/api/shell'
import { publicSettingsQuery, storeHostLinks } from '~/lib/public-settings'

/**
 * Calls `onChange` after every route change (not on the first render): a new path or new
 * search params (/search?query=a to ?query=b is a navigation too).
 */
export function useRouteChange(onChange: () => void) {
  const href = useRouterState({ select: (s) => s.location.href })
  const first = useRef(href)
  const changed = useEffectEvent(onChange)
  useEffect(() => {
    if (href !== first.current) {
      first.current = href
      changed()
    }
  }, [href])
}

/** Open popups, most recently opened last: Escape closes only the innermost one. */
const openPopups: object[] = []

/** Escape or a click outside `ref` dismisses an open popup. */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
  restoreFocus?: RefObject<HTMLElement | null>,
) {
  const dismiss = useEffectEvent(onDismiss)
  useEffect(() => {
    if (!open) return
    const self = {}
    openPopups.push(self)
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog above the page handles its own Escape.
      if (event.key !== 'Escape' || openPopups.at(-1) !== self) return
      if (document.querySelector('dialog[open]')?.contains(ref.current) === false) return
      dismiss()
      restoreFocus?.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      openPopups.splice(openPopups.indexOf(self), 1)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, ref, restoreFocus])
}

/** Links to the store host's pages (this app's own stand-ins unless STORE_HOST_URL is set). */
export function useStoreHost() {
  const { data } = useQuery(publicSettingsQuery)
  return storeHostLinks(data)
}

/** Whether the current page brings its own header (a header template block). */
export function useOwnHeader(): boolean {
  return useRouterState({
    select: (s) =>
      s.matches.some((m) => (m.loaderData as { ownHeader?: boolean } | undefined)?.ownHeader),
  })
}

/**
 * Whether the visitor is a member (shell §6): false until the session is known, so the server's
 * HTML (the same for every visitor) is what hydrates, and member-only content follows it.
 */
export function useIsMember(): boolean {
  const { data } = useQuery(sessionQuery)
  return data?.authenticated ?? false
}
