/** View props of header template 1's stickiness (catalogue spec §2 "Header template 1"). */
import type { HeaderStickyEvent, headerStickyMachine } from './machine'
import type { FlowView } from '../shared/connect'

export function connectHeaderSticky(
  snapshot: FlowView<typeof headerStickyMachine>,
  send: (event: HeaderStickyEvent) => void,
) {
  const fixed = snapshot.matches('fixed')
  return {
    fixed,
    scrolled: (pastAnchor: boolean) => send({ type: 'header.scrolled', pastAnchor }),
    getRootProps: () => ({ 'data-fixed': fixed || undefined }),
  }
}
