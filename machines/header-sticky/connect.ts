/** View props of header template 1's stickiness (catalogue spec §2 "Header template 1"). */
import type { SnapshotFrom } from 'xstate'
import type { HeaderStickyEvent, headerStickyMachine } from './machine'

export function connectHeaderSticky(
  snapshot: SnapshotFrom<typeof headerStickyMachine>,
  send: (event: HeaderStickyEvent) => void,
) {
  const fixed = snapshot.matches('fixed')
  return {
    fixed,
    scrolled: (pastAnchor: boolean) => send({ type: 'header.scrolled', pastAnchor }),
    getRootProps: () => ({ 'data-fixed': fixed || undefined }),
  }
}
