/** Spec properties of header template 1's stickiness (catalogue §2 "Header template 1", §4). */
import { last, sent, type FlowSpec, skip } from '../shared/spec'

export const headerStickySpec: FlowSpec = {
  events: ['header.scrolled'],
  properties: [
    {
      id: 'fixed-past-anchor',
      seen: true,
      section: 'Catalogue §2 Header template 1',
      text: 'the header is fixed exactly while the page is scrolled past its anchor',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, 'header.scrolled')) return skip
        const past = (now.event as unknown as { pastAnchor: boolean }).pastAnchor
        return (now.props as { fixed: boolean }).fixed === past
          ? null
          : `scrolled ${past ? 'past' : 'above'} the anchor, fixed is ${!past}`
      },
    },
  ],
}
