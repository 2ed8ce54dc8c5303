/** Spec properties of a mobile menu (shell §2 "Header", §4; catalogue §2 template 2, §4). */
import { last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

const props = (o: Observation) => o.props as { open: boolean; expandedSection: string | null }

export const mobileMenuSpec: FlowSpec = {
  events: ['menu.toggled', 'menu.closed', 'menu.routeChanged', 'menu.sectionToggled'],
  properties: [
    {
      id: 'toggles',
      seen: true,
      section: 'Shell §2 Header, §4; Catalogue §4 Header',
      text: 'the toggle opens a closed menu and closes an open one',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || !sent(now, 'menu.toggled')) return skip
        return props(now).open !== props(before).open
          ? null
          : `the toggle left it ${props(now).open ? 'open' : 'closed'}`
      },
    },
    {
      id: 'closes-on-navigation',
      seen: true,
      section: 'Shell §4',
      text: 'Escape or any navigation closes the menu',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, 'menu.routeChanged') && !sent(now, 'menu.closed')) return skip
        return props(now).open ? 'the menu stayed open' : null
      },
    },
    {
      id: 'reopens-collapsed',
      seen: true,
      section: 'Catalogue §4 Header',
      text: 'the menu opens with every section collapsed',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!before || props(before).open || !props(now).open) return skip
        return props(now).expandedSection === null
          ? null
          : `opened with "${props(now).expandedSection}" expanded`
      },
    },
    {
      id: 'one-section',
      seen: true,
      section: 'Catalogue §4 Header',
      text: 'toggling a section expands it, or collapses it when it was the expanded one',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'menu.sectionToggled') || !before || !props(before).open) return skip
        const id = (now.event as unknown as { id: string }).id
        const expected = props(before).expandedSection === id ? null : id
        return props(now).expandedSection === expected
          ? null
          : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(props(now).expandedSection)}`
      },
    },
  ],
}
