import { useRouterState } from '@tanstack/react-router'

/** A thin bar at the top while a navigation is loading; hidden from assistive tech. */
export function RouteProgress() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  return <div className="route-progress" data-active={pending} aria-hidden="true" />
}
