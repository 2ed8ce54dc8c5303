/** Spec properties of the account widget (shell §2 "Account widget", §4 "Logout", §6, §8). */
import { invokedOf, last, sent, type FlowSpec, type Observation, skip } from '../shared/spec'

const props = (o: Observation) =>
  o.props as {
    known: boolean
    showLogin: boolean
    isMember: boolean
    menuOpen: boolean
    loggingOut: boolean
    myBoxCount: number
    label: string
  }
type Session = {
  authenticated: boolean
  member: { firstName: string; token: string } | null
}
/** The session the page read first (it is read once a page), or null before it answered. */
const sessionOf = (trace: Observation[]) => {
  const first = trace.find((o) =>
    ['account.sessionRead', 'account.sessionFailed'].includes(o.event?.type ?? ''),
  )
  if (!first) return null
  return (first.event!.session ?? { authenticated: false, member: null }) as Session
}
/** A member, as shell §6 has it: an authenticated session with a member. */
const isMemberSession = (s: Session) => s.authenticated === true && s.member != null

export const accountSpec: FlowSpec = {
  // A session that says "authenticated" but carries no member is not a member (shell §6).
  samples: [
    {
      type: 'account.sessionRead',
      session: { authenticated: true, member: null, myBoxCount: 0 },
    },
    {
      type: 'account.sessionRead',
      session: { authenticated: false, member: { firstName: 'Dana', token: 't' }, myBoxCount: 1 },
    },
    {
      type: 'account.sessionRead',
      session: {
        authenticated: true,
        member: { firstName: ' Noor ', token: 'token-of-noor' },
        myBoxCount: 3,
      },
    },
  ],
  scenarios: [
    {
      name: 'a member whose name comes padded logs out with their own token',
      steps: [
        {
          send: {
            type: 'account.sessionRead',
            session: {
              authenticated: true,
              member: { firstName: ' Noor ', token: 'token-of-noor' },
              myBoxCount: 3,
            },
          },
        },
        { send: { type: 'account.menuToggled' } },
        { send: { type: 'account.logoutRequested' } },
        { settle: 'logout', output: undefined },
      ],
    },
    {
      name: 'authenticated without a member shows the login icon',
      steps: [
        {
          send: {
            type: 'account.sessionRead',
            session: { authenticated: true, member: null, myBoxCount: 0 },
          },
        },
      ],
    },
    {
      name: 'a member without the authenticated flag is not signed in',
      steps: [
        {
          send: {
            type: 'account.sessionRead',
            session: {
              authenticated: false,
              member: { firstName: 'Dana', token: 't' },
              myBoxCount: 1,
            },
          },
        },
      ],
    },
  ],
  events: [
    'account.sessionRead',
    'account.sessionFailed',
    'account.menuToggled',
    'account.menuClosed',
    'account.logoutRequested',
    'account.routeChanged',
    'account.myBoxAdded',
    'account.myBoxUpdated',
  ],
  properties: [
    {
      id: 'member-widget-only-for-members',
      seen: true,
      section: 'Shell §2 Account widget, §6',
      text: "the member's widget (their account menu, My Box with its count) shows only while a member is signed in: from the session that says so until a logout succeeds; anyone else gets the login icon",
      check: (trace) => {
        const session = sessionOf(trace)
        if (!session) return skip
        const loggedOut = trace.some(
          (o) => o.event?.type === 'settle.logout' && 'output' in o.event,
        )
        const member = isMemberSession(session) && !loggedOut
        const p = props(last(trace))
        return p.isMember === member && p.showLogin === !member
          ? null
          : `${member ? 'a member' : 'a visitor'} sees ${p.isMember ? "the member's widget" : 'no member widget'}${p.showLogin ? ' and the login icon' : ''}`
      },
    },
    {
      id: 'member-name-label',
      section: 'Shell §2 Account widget',
      text: 'a member\'s widget reads "{first name}\'s Account"',
      check: (trace) => {
        const session = sessionOf(trace)
        const name = session?.member?.firstName.trim()
        if (!props(last(trace)).isMember || !name) return skip
        const expected = `${name}'s Account`
        return props(last(trace)).label === expected
          ? null
          : `reads "${props(last(trace)).label}", not "${expected}"`
      },
    },
    {
      id: 'logout-sends-member-token',
      section: 'Shell §7 POST /rest/auth/membership/logout',
      text: "the logout call carries the member's token from the session",
      check: (trace) => {
        const calls = invokedOf(trace, 'logout')
        if (!calls.length) return skip
        const token = sessionOf(trace)?.member?.token
        const wrong = calls.find((c) => (c.input as { token?: unknown }).token !== token)
        return wrong
          ? `logged out with ${JSON.stringify(wrong.input)}, the member token is ${token}`
          : null
      },
    },
    {
      id: 'my-box-counts-adds',
      seen: true,
      section: "Catalogue §4, §6 (a logged-in customer's my-box count is incremented)",
      text: "a member's add raises the My Box count by what was added; nobody else's count moves",
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'account.myBoxAdded') || !before) return skip
        const quantity = Number(now.event!.quantity)
        const expected = props(before).isMember
          ? props(before).myBoxCount + quantity
          : props(before).myBoxCount
        return props(now).myBoxCount === expected
          ? null
          : `the count went from ${props(before).myBoxCount} to ${props(now).myBoxCount}`
      },
    },
    {
      id: 'my-box-store-count',
      seen: true,
      section: 'Catalogue §4 (a my-box update event is fired after 200 ms)',
      text: "after the my-box update the badge shows the store's count; if the store does not answer it keeps its count",
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (now.event?.type !== 'settle.refreshMyBox' || !before) return skip
        const expected =
          'output' in now.event ? (now.event.output as number) : props(before).myBoxCount
        return props(now).myBoxCount === expected
          ? null
          : `the badge shows ${props(now).myBoxCount}, expected ${expected}`
      },
    },
    {
      id: 'unknown-until-loaded',
      seen: true,
      section: 'Shell §2, §6',
      text: 'nothing shows until the session state is known',
      check: (trace) => {
        const read = ['account.sessionRead', 'account.sessionFailed']
        if (trace.some((o) => read.includes(o.event?.type ?? ''))) return skip
        return props(last(trace)).known ? 'shown before the session loaded' : null
      },
    },
    {
      id: 'member-needs-both',
      seen: true,
      section: 'Shell §3, §6',
      text: 'only an authenticated session with a member shows the member widget; any other the login icon',
      check: (trace) => {
        const now = last(trace)
        // The first answer decides (the session is read once a page).
        const first = trace.find((o) =>
          ['account.sessionRead', 'account.sessionFailed'].includes(o.event?.type ?? ''),
        )
        if (!first || first !== now) return skip
        const session = (now.event!.session ?? { authenticated: false, member: null }) as {
          authenticated: boolean
          member: unknown
        }
        const member = session.authenticated === true && session.member != null
        const p = props(now)
        return p.isMember === member && p.showLogin === !member
          ? null
          : `session ${JSON.stringify(session)} showed ${JSON.stringify(p)}`
      },
    },
    {
      id: 'route-change-closes-menu',
      seen: true,
      section: 'Shell §4',
      // While logging out the menu shows "Logging out…" until the login page opens.
      text: 'a route change always closes the account menu (unless logging out)',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, 'account.routeChanged')) return skip
        return props(now).menuOpen && !props(now).loggingOut ? 'the menu stayed open' : null
      },
    },
    {
      id: 'logout-failure-logged-only',
      seen: true,
      section: 'Shell §8 (12101.01/.03)',
      text: 'a logout failure is logged only: the member stays signed in, the menu closed',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.logout' || !('error' in now.event)) return skip
        const p = props(now)
        return p.isMember && !p.menuOpen ? null : `after a failed logout: ${JSON.stringify(p)}`
      },
    },
    {
      id: 'logout-opens-login',
      section: 'Shell §4',
      text: 'on logout success the session is cleared and the login page opens',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.logout' || !('output' in now.event)) return skip
        const opened = now.emitted.some((e) => e.type === 'account.loggedOut')
        return opened && !props(now).isMember ? null : 'not signed out, or login not opened'
      },
    },
  ],
}
