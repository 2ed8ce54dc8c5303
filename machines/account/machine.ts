/**
 * The account widget: nothing until the session state is known; anonymous visitors get the
 * login icon, members "{first name}'s Account" with a dropdown (Account Dashboard, Log Out).
 * Logout sends the member token; on success the session is cleared and the login page
 * opens, a failure is only logged (12101.01/.03).
 * Spec: shell §2 "Account widget", §4 "Logout", §6, §7 membership/logout, §8.
 */
import { assign, emit, setup } from 'xstate'
import { isMemberSession } from '~/domain/visitor'
import { notProvided } from '../shared/not-provided'
import { accountStart, memberContext } from './start'

export interface VisitorSession {
  authenticated: boolean
  member: { firstName: string; token: string } | null
  myBoxCount: number
}

export interface AccountContext {
  firstName: string | null
  memberToken: string | null
  myBoxCount: number
}

export type AccountEvent =
  | { type: 'account.menuToggled' }
  | { type: 'account.menuClosed' }
  | { type: 'account.logoutRequested' }
  | { type: 'account.routeChanged' }
  /** A member's add to cart went into their box (catalogue §4: the count goes up at once). */
  | { type: 'account.myBoxAdded'; quantity: number }
  /** The my-box update event, 200 ms after an add (catalogue §4): the store's count is read. */
  | { type: 'account.myBoxUpdated' }

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    emitted: {} as { type: 'account.loggedOut' },
  },
  actors: {
    loadSession: notProvided<VisitorSession>('account', 'loadSession'),
    logout: notProvided<void, { token: string }>('account', 'logout'),
    refreshMyBox: notProvided<number>('account', 'refreshMyBox'),
  },
  guards: {
    isMember: (_, params: { session: VisitorSession }) => isMemberSession(params.session),
  },
  actions: {
    storeMember: assign((_, params: { session: VisitorSession }) => memberContext(params.session)),
    forgetMember: assign({ firstName: null, memberToken: null, myBoxCount: 0 }),
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
    'Unknown until the session loads; then the login icon (anonymous) or the member menu with logout.',
  meta: { spec: 'Shell §2 Account widget, §4 Logout, §6, §7, §8 (12101.01/.03)' },
  context: () => ({ ...accountStart.context }),
  initial: 'unknown',
  states: {
    unknown: {
      description: 'Nothing shows until the session state is known.',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'isMember', params: ({ event }) => ({ session: event.output }) },
            target: 'member',
            actions: { type: 'storeMember', params: ({ event }) => ({ session: event.output }) },
          },
          { target: 'anonymous' },
        ],
        // No session (10801.xx) means no member: the login icon is the safe answer.
        onError: { target: 'anonymous' },
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
        },
      },
      states: {
        menu: {
          initial: 'menuClosed',
          states: {
            menuClosed: {
              on: { 'account.menuToggled': { target: 'menuOpen' } },
            },
            menuOpen: {
              description: 'Account Dashboard and Log Out.',
              on: {
                'account.menuToggled': { target: 'menuClosed' },
                'account.menuClosed': { target: 'menuClosed' },
                'account.routeChanged': { target: 'menuClosed' },
                'account.logoutRequested': { target: 'loggingOut' },
              },
            },
            loggingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                input: ({ context }) => ({ token: context.memberToken ?? '' }),
                onDone: { target: '#account.loggedOut', actions: ['forgetMember', 'openLogin'] },
                // Logged only (12101.01/.03): the member stays signed in.
                onError: { target: 'menuClosed' },
              },
            },
          },
        },
        box: {
          description: "The My Box count: up at once after an add, then the store's own.",
          initial: 'counted',
          states: {
            counted: { on: { 'account.myBoxUpdated': 'refreshing' } },
            refreshing: {
              description: 'The store is asked for the count (the badge keeps the last one).',
              on: { 'account.myBoxUpdated': { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refreshMyBox',
                src: 'refreshMyBox',
                onDone: {
                  target: 'counted',
                  actions: {
                    type: 'storeMyBoxCount',
                    params: ({ event }) => ({ count: event.output }),
                  },
                },
                // The badge keeps what it shows; the next update tries again.
                onError: { target: 'counted' },
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
