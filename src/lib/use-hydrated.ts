import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's HTML and while hydrating, true once this part of the page is live: a
 * view marks itself with it (data-ready) so a press is known to be heard. No state is set in an
 * effect, so hydration does not re-render for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
