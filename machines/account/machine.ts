/**
 * The account widget: nothing until the session state is known (the page's session query,
 * sent in as it answers); anonymous visitors get the login icon, members "{first name}'s
 * Account" with a dropdown (Account Dashboard, Log Out).
 * Logout sends the member token; on success the session is cleared and the login page
 * opens, a failure is only logged (12101.01/.03).
 * Spec: shell §2 "Account widget", §4 "Logout", §6, §7 membership/logout, §8.
 */
import { assign, emit, setup } from 'xstate'
import { isMemberSession } from '~/domain/visitor'
import { partId } from '../shared/connect'
import { notProvided, notProvidedCallback } from '../shared/not-provided'

export interface VisitorSession {
  authenticated: boolean
  member: { firstName: string; token: string } | null
  myBoxCount: number
}

export interface AccountContext {
  /** The view's id: its parts' ids derive from it. */
  id: string
  firstName: string | null
  memberToken: string | null
  myBoxCount: number
}

export type AccountEvent =
  /** The page's session, as the session query answers (server data, shell §3). */
  | { type: 'account.sessionRead'; session: VisitorSession }
  /** No session could be had (10801.xx): no member. */
  | { type: 'account.sessionFailed' }
  | { type: 'account.menuToggled' }
  | { type: 'account.menuClosed' }
  | { type: 'account.logoutRequested' }
  | { type: 'account.routeChanged' }
  /** A member's add to cart went into their box (catalogue §4: the count goes up at once). */
  | { type: 'account.myBoxAdded'; quantity: number }
  /** The my-box update event, 200 ms after an add (catalogue §4): the store's count is read. */
  | { type: 'account.myBoxUpdated' }

const signedOut = { firstName: null, memberToken: null, myBoxCount: 0 }

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    emitted: {} as { type: 'account.loggedOut' },
    input: {} as { id: string },
  },
  actors: {
    logout: notProvided<void, { token: string }>('account', 'logout'),
    refreshMyBox: notProvided<number>('account', 'refreshMyBox'),
    // While the menu is open: a navigation, and Escape or a press outside it, close it.
    watchRoute: notProvidedCallback('account', 'watchRoute'),
    watchDismissal: notProvidedCallback<{ rootId: string; triggerId: string }>(
      'account',
      'watchDismissal',
    ),
  },
  guards: {
    isMember: (_, params: { session: VisitorSession }) => isMemberSession(params.session),
  },
  actions: {
    storeMember: assign((_, params: { session: VisitorSession }) => ({
      firstName: params.session.member?.firstName ?? null,
      memberToken: params.session.member?.token ?? null,
      myBoxCount: params.session.myBoxCount,
    })),
    forgetMember: assign(signedOut),
    countInMyBox: assign({
      myBoxCount: ({ context }, params: { quantity: number }) =>
        context.myBoxCount + Math.max(0, Math.floor(params.quantity) || 0),
    }),
    storeMyBoxCount: assign({ myBoxCount: (_, params: { count: number }) => params.count }),
    openLogin: emit({ type: 'account.loggedOut' as const }),
  },
}).createMachine({
  id: 'account',
  description:
    'Unknown until the session is read; then the login icon (anonymous) or the member menu with logout.',
  meta: {
    spec: [
      'Shell §2 Account widget',
      'Shell §4 Logout',
      'Shell §6 "The account menu"',
      'Shell §7 POST /rest/auth/membership/logout',
      'Shell §8 Logout failure',
    ],
  },
  context: ({ input }) => ({ id: input.id, ...signedOut }),
  initial: 'unknown',
  states: {
    unknown: {
      description: 'Nothing shows until the session state is known.',
      on: {
        'account.sessionRead': [
          {
            guard: { type: 'isMember', params: ({ event }) => ({ session: event.session }) },
            target: 'member',
            actions: { type: 'storeMember', params: ({ event }) => ({ session: event.session }) },
            description: "When the session is a member's, their name, menu and My Box count show.",
          },
          {
            target: 'anonymous',
            description: 'Otherwise the visitor is anonymous and the login icon shows.',
          },
        ],
        // No session (10801.xx) means no member: the login icon is the safe answer.
        'account.sessionFailed': {
          target: 'anonymous',
          description: 'The session cannot be read; the visitor is treated as anonymous.',
        },
      },
    },
    anonymous: {
      description: 'A profile icon linking to the store host login.',
    },
    member: {
      description: '"{first name}\'s Account" and "My Box" with its count.',
      type: 'parallel',
      on: {
        'account.myBoxAdded': {
          actions: {
            type: 'countInMyBox',
            params: ({ event }) => ({ quantity: event.quantity }),
          },
          description: 'An add to the box raises the My Box count at once by the quantity added.',
        },
      },
      states: {
        menu: {
          description: 'The account dropdown: closed, open, or logging out.',
          initial: 'menuClosed',
          states: {
            menuClosed: {
              description: 'The dropdown is closed; pressing the account button opens it.',
              on: {
                'account.menuToggled': {
                  target: 'menuOpen',
                  description: 'Pressing the account button opens the dropdown.',
                },
              },
            },
            menuOpen: {
              description: 'Account Dashboard and Log Out.',
              invoke: [
                { src: 'watchRoute' },
                {
                  src: 'watchDismissal',
                  input: ({ context }) => ({
                    rootId: partId(context, 'root'),
                    triggerId: partId(context, 'trigger'),
                  }),
                },
              ],
              on: {
                'account.menuToggled': {
                  target: 'menuClosed',
                  description: 'Pressing the account button again closes the dropdown.',
                },
                'account.menuClosed': {
                  target: 'menuClosed',
                  description: 'Escape or a press outside the dropdown closes it.',
                },
                'account.routeChanged': {
                  target: 'menuClosed',
                  description: 'Going to another page closes the dropdown.',
                },
                'account.logoutRequested': {
                  target: 'loggingOut',
                  description: 'Pressing Log Out asks the store to sign the member out.',
                },
              },
            },
            loggingOut: {
              description:
                'Log Out reads "Logging out…" and is disabled while the store signs the member out.',
              invoke: {
                id: 'logout',
                src: 'logout',
                input: ({ context }) => ({ token: context.memberToken ?? '' }),
                onDone: {
                  target: '#account.loggedOut',
                  actions: ['forgetMember', 'openLogin'],
                  description:
                    'The store signs the member out; the session is cleared and login opens.',
                },
                // Logged only (12101.01/.03): the member stays signed in.
                onError: {
                  target: 'menuClosed',
                  description:
                    'The logout fails; it is only logged and the member stays signed in.',
                },
              },
            },
          },
        },
        box: {
          description: "The My Box count: up at once after an add, then the store's own.",
          initial: 'counted',
          states: {
            counted: {
              description: 'The My Box badge shows the count of subscription items.',
              on: {
                'account.myBoxUpdated': {
                  target: 'refreshing',
                  description:
                    'The my-box update, 200 ms after an add, asks the store for the count.',
                },
              },
            },
            refreshing: {
              description: 'The store is asked for the count (the badge keeps the last one).',
              on: {
                'account.myBoxUpdated': {
                  target: 'refreshing',
                  reenter: true,
                  description:
                    'Another my-box update asks the store again, dropping the earlier ask.',
                },
              },
              invoke: {
                id: 'refreshMyBox',
                src: 'refreshMyBox',
                onDone: {
                  target: 'counted',
                  actions: {
                    type: 'storeMyBoxCount',
                    params: ({ event }) => ({ count: event.output }),
                  },
                  description:
                    "The store answers with the count; the My Box badge shows the store's own.",
                },
                // The badge keeps what it shows; the next update tries again.
                onError: {
                  target: 'counted',
                  description: 'The count cannot be read; the badge keeps the count it shows.',
                },
              },
            },
          },
        },
      },
    },
    loggedOut: {
      description: 'The session is cleared and the login page opens.',
    },
  },
})
