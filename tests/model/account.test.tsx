// @vitest-environment jsdom
/**
 * Generated paths of the account machine on the account widget: nothing until the session
 * is known, the login icon or the member menu, and logout opening the login page. The page's
 * session read, the logout (machines/account/actors.ts → logout in src/api/visitor/account.ts) and the
 * My Box refresh (→ fetchSession in src/api/visitor/session.ts) are the production code; only the
 * network is faked, at HTTP (fakeStore), with the session helper (POST /rest/auth/session) and
 * the logout (POST /rest/auth/membership/logout) held until the path answers them. The page's
 * session is the helper's answer (or a network failure, logged 10801.01); a refreshed count is
 * the helper's session with that count, a failed refresh its 500 (logged 10801.01); a logout
 * is the store's 200, a failed one its 500 (logged 12101.01 and 12101.03). The navigation to
 * the login page is `assignLocation` (mocked).
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { VisitorSession } from '#machines/account/machine'
import { AccountWidget } from '~/components/shell/AccountWidget'
import accountFlow from '#machines/account/index'
import { buildFlowModel } from '~/flow-catalog/model'
import type { QueryClient } from '@tanstack/react-query'
import { sessionQuery, shellKeys } from '~/api/shell'
import { menuQuery } from '~/content/query-options'
import { publicSettingsQuery } from '~/lib/public-settings'
import { sendToFlow } from '~/flow-wiring/wiring'
import { assignLocation } from '~/lib/navigation'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore, wireSession, type Reply } from './store-fake'
import {
  dismissing,
  NotOnPage,
  settle,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
  expectLogged,
} from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(accountFlow)
const SESSION = 'POST /rest/auth/session'
const LOGOUT = 'POST /rest/auth/membership/logout'
/** The store's failure, as the flow's sample failure ("Simulated failure"). */
const FAILED: Reply = { status: 500, json: { message: 'Simulated failure' } }
/** The member the paths sign in (the flow's sample session). */
const DANA = { firstName: 'Dana', token: 'member-token' }
type Ctx = { member: string | null; myBoxCount: number | 'more' }

interface C {
  /** The store, whose session helper and logout the path answers. */
  store: ReturnType<typeof fakeStore>
  /** The page has read its session (later session calls are the My Box refreshes). */
  pageRead: boolean
  /** My Box refreshes the widget asked for (each asks the session helper afresh). */
  refreshes: number
  /** Logouts the widget asked for. */
  logouts: number
  navigate: (to: string) => Promise<void>
  /** The page's query cache. */
  queryClient: QueryClient
}

const sent = (c: C, key: string) =>
  c.store.seen.filter((r) => `${r.method} ${r.path}` === key).map((r) => r.body)

/**
 * Answers the My Box refresh in flight. An update while one is in flight asks again (the
 * earlier ask is dropped by the widget, but its request is still out): the store answers every
 * ask the same way, the oldest first, and only the last one's answer counts.
 */
async function answerRefresh(c: C, reply: Reply, logs: (asks: number) => string[]) {
  const asks = c.store.waiting(SESSION)
  expect(asks).toBeGreaterThan(0)
  await expectLogged(logs(asks), async () => {
    for (let i = 0; i < asks; i++) await c.store.answer(SESSION, reply)
  })
}

/** The My Box badge's number, from its accessible name. */
const shownCount = () =>
  Number(
    /My Box, (\d+)/.exec(
      screen.getByRole('link', { name: /^My Box/ }).getAttribute('aria-label') ?? '',
    )?.[1],
  )
const accountButton = () => screen.getByRole('button', { name: "Dana's Account" })
const menu = () => document.getElementById(accountButton().getAttribute('aria-controls')!)!

const binding: ViewBinding<C> = {
  async setup() {
    vi.mocked(assignLocation).mockClear()
    const queryClient = seededQueryClient()
    // The page has not read its session yet: the store's helper waits for the path.
    queryClient.removeQueries({ queryKey: shellKeys.session })
    const store = fakeStore({ [SESSION]: 'hold', [LOGOUT]: 'hold' })
    const { navigate } = await renderShell(() => <AccountWidget />, { queryClient })
    return { store, pageRead: false, refreshes: 0, logouts: 0, navigate, queryClient }
  },
  async teardown(c) {
    // Nothing is left waiting on the store: its deadline would fail a later test.
    while (c.store.waiting(SESSION) || c.store.waiting(LOGOUT)) {
      if (c.store.waiting(SESSION))
        await c.store.answer(SESSION, {
          json: wireSession({ authenticated: true, member: DANA, myBoxCount: 3 }),
        })
      else await c.store.answer(LOGOUT, { json: { success: true } })
    }
  },
  states: {
    'account.unknown': () => {
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
      expect(screen.queryByRole('button', { name: /Account/ })).toBeNull()
      expect(screen.queryByRole('link', { name: /My Box/ })).toBeNull()
    },
    'account.anonymous': () => {
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
      expect(screen.queryByRole('link', { name: /My Box/ })).toBeNull()
      expect(assignLocation).not.toHaveBeenCalled()
    },
    'account.member': (_c, context) => {
      const ctx = context as Ctx
      expect(accountButton()).toBeInTheDocument()
      const myBox = screen.getByRole('link', { name: /^My Box, \d+ items?$/ })
      expect(myBox).toHaveAttribute('href', '/membership/dashboard')
      if (ctx.myBoxCount === 'more') expect(shownCount()).toBeGreaterThan(5)
      else
        expect(myBox).toHaveAccessibleName(
          `My Box, ${ctx.myBoxCount} item${ctx.myBoxCount === 1 ? '' : 's'}`,
        )
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
    },
    'account.member.menu': () => {
      expect(accountButton()).toBeVisible()
    },
    'account.member.box': () => {
      expect(screen.getByRole('link', { name: /^My Box/ })).toBeInTheDocument()
    },
    'account.member.box.counted': () => {
      expect(screen.getByText(String(shownCount()))).toHaveClass('count-badge')
    },
    'account.member.box.refreshing': (c) => {
      // The store's session helper is asked afresh for each update (the page's read, then one
      // per refresh), and the latest ask is still out; the badge keeps its count meanwhile.
      expect(sent(c, SESSION)).toEqual(Array.from({ length: 1 + c.refreshes }, () => ({})))
      expect(c.store.waiting(SESSION)).toBeGreaterThan(0)
      expect(screen.getByRole('link', { name: /^My Box, \d+ items?$/ })).toBeInTheDocument()
    },
    'account.member.menu.menuClosed': () => {
      expect(accountButton()).toHaveAttribute('aria-expanded', 'false')
      expect(menu()).not.toBeVisible()
    },
    'account.member.menu.menuOpen': () => {
      expect(accountButton()).toHaveAttribute('aria-expanded', 'true')
      expect(screen.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute(
        'href',
        '/membership/dashboard',
      )
      expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled()
    },
    'account.member.menu.loggingOut': (c) => {
      expect(screen.getByRole('button', { name: 'Logging out…' })).toBeDisabled()
      // One logout per press, with the member token, waiting on the store.
      expect(sent(c, LOGOUT)).toEqual(
        Array.from({ length: c.logouts }, () => ({ token: 'member-token' })),
      )
      expect(c.store.waiting(LOGOUT)).toBe(1)
    },
    'account.loggedOut': () => {
      expect(assignLocation).toHaveBeenCalledWith('/login')
      expect(screen.queryByRole('button', { name: /Account/ })).toBeNull()
    },
  },
  observe: () => {
    const button = screen.queryByRole('button', { name: "Dana's Account" })
    const showLogin = screen.queryByRole('link', { name: 'Log in' }) !== null
    return {
      known: showLogin || button !== null,
      showLogin,
      isMember: button !== null,
      menuOpen: button?.getAttribute('aria-expanded') === 'true',
      loggingOut: screen.queryByRole('button', { name: 'Logging out…' }) !== null,
      myBoxCount: button ? shownCount() : 0,
    }
  },
  events: {
    'account.menuToggled': () => {
      fireEvent.click(accountButton())
    },
    'account.menuClosed': dismissing(accountButton),
    'account.logoutRequested': async (c) => {
      fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
      c.logouts++
      await whenSettled(() => expect(sent(c, LOGOUT)).toHaveLength(c.logouts))
    },
    'account.routeChanged': (c) => c.navigate('/elsewhere'),
    // What the product box's wiring tells the account widget (machines/product-purchase/actors.ts).
    'account.myBoxAdded': async (_c, e) => {
      await act(async () =>
        sendToFlow('account', {
          type: 'account.myBoxAdded',
          quantity: (e as { quantity: number } & typeof e).quantity,
        }),
      )
    },
    'account.myBoxUpdated': async (c, _e, { ignored }) => {
      const asked = sent(c, SESSION).length
      await act(async () => sendToFlow('account', { type: 'account.myBoxUpdated' }))
      if (ignored) {
        // Nothing is asked of the store.
        await settle()
        expect(sent(c, SESSION)).toHaveLength(asked)
      } else {
        c.refreshes++
        await whenSettled(() => expect(sent(c, SESSION)).toHaveLength(asked + 1))
      }
    },
    // The session query answers, or fails (10801.xx).
    'account.sessionRead': async (c, e) => {
      const { session } = e as typeof e & { session: VisitorSession }
      if (c.pageRead || !c.store.waiting(SESSION))
        throw new NotOnPage('the page reads its session once')
      c.pageRead = true
      await c.store.answer(SESSION, { json: wireSession(session) })
    },
    'account.sessionFailed': async (c) => {
      if (c.pageRead || !c.store.waiting(SESSION))
        throw new NotOnPage('the page reads its session once')
      c.pageRead = true
      // Logged (10801.01) and no token: the login icon.
      await expectLogged(['10801.01'], () => c.store.answer(SESSION, { network: true }))
    },
    // The store's own count: the member's session, read afresh, with that count.
    'xstate.done.actor.refreshMyBox': async (c, e) => {
      const json = wireSession({
        authenticated: true,
        member: DANA,
        myBoxCount: e.output as number,
      })
      await answerRefresh(c, { json }, () => [])
      // The store's count goes into the page's session, for every part of the page reading it.
      expect(c.queryClient.getQueryData(sessionQuery.queryKey)?.myBoxCount).toBe(e.output)
    },
    // Logged by the store client (10801.01, once per ask); the badge keeps its count.
    'xstate.error.actor.refreshMyBox': async (c) => {
      await answerRefresh(c, FAILED, (asks) => Array.from({ length: asks }, () => '10801.01'))
    },
    'xstate.done.actor.logout': async (c) => {
      await c.store.answer(LOGOUT, { json: { success: true } })
      await whenSettled(() => expect(assignLocation).toHaveBeenCalledWith('/login'))
      // The member's session and cart are forgotten; what the page holds for everyone stays.
      expect(c.queryClient.getQueryState(shellKeys.session)?.data).toBeUndefined()
      expect(c.queryClient.getQueryData(shellKeys.cart)).toBeUndefined()
      expect(c.queryClient.getQueryData(publicSettingsQuery.queryKey)).toBeDefined()
      expect(c.queryClient.getQueryData(menuQuery('Main Menu').queryKey)).toBeDefined()
    },
    // Logged only (12101.01 by the store client, 12101.03 by the logout).
    'xstate.error.actor.logout': async (c) => {
      await expectLogged(['12101.01', '12101.03'], () => c.store.answer(LOGOUT, FAILED))
    },
  },
}

describe('account widget view', () => {
  testGeneratedPaths(model, binding)
  describe("header template 1's toggles off", () => {
    async function render(session: Parameters<typeof wireSession>[0]) {
      const store = fakeStore({ [SESSION]: 'hold' })
      const queryClient = seededQueryClient()
      queryClient.removeQueries({ queryKey: shellKeys.session })
      await renderShell(() => <AccountWidget showLogin={false} showMyBox={false} />, {
        queryClient,
      })
      await store.answer(SESSION, { json: wireSession(session) })
      await settle()
    }
    it('a visitor sees no login icon', async () => {
      await render({ authenticated: false, member: null, myBoxCount: 0 })
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
    })
    it('a member keeps the account menu, without My Box', async () => {
      await render({ authenticated: true, member: DANA, myBoxCount: 2 })
      expect(await screen.findByRole('button', { name: "Dana's Account" })).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: /^My Box/ })).toBeNull()
    })
  })

  it.each([
    [' Dana ', "Dana's Account"],
    ['   ', 'My Account'],
  ])('a member named %j: the account button reads %j', async (firstName, label) => {
    const store = fakeStore({ [SESSION]: 'hold' })
    const queryClient = seededQueryClient()
    queryClient.removeQueries({ queryKey: shellKeys.session })
    await renderShell(() => <AccountWidget />, { queryClient })
    await store.answer(SESSION, {
      json: wireSession({ authenticated: true, member: { firstName, token: 't' }, myBoxCount: 0 }),
    })
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument()
  })

  it.each([
    ['an anonymous visitor', { authenticated: false, member: null, myBoxCount: 0 }, false],
    ['an authenticated member', { authenticated: true, member: DANA, myBoxCount: 2 }, true],
  ] as const)(
    '%s: "My Box" and the account menu for members only, "Log in" for anonymous visitors only [Shell §6.1, §6.2]',
    async (_who, session, isMember) => {
      const store = fakeStore({ [SESSION]: 'hold' })
      const queryClient = seededQueryClient()
      queryClient.removeQueries({ queryKey: shellKeys.session })
      await renderShell(() => <AccountWidget />, { queryClient })
      await store.answer(SESSION, { json: wireSession(session) })
      await whenSettled(() =>
        expect(
          screen.queryByRole('link', { name: 'Log in' }) ??
            screen.queryByRole('button', { name: "Dana's Account" }),
        ).not.toBeNull(),
      )
      const myBox = screen.queryByRole('link', { name: /^My Box/ })
      const login = screen.queryByRole('link', { name: 'Log in' })
      const account = screen.queryByRole('button', { name: "Dana's Account" })
      if (isMember) {
        expect(myBox).toHaveAccessibleName('My Box, 2 items')
        expect(account).toBeInTheDocument()
        expect(login).toBeNull()
      } else {
        expect(myBox).toBeNull()
        expect(account).toBeNull()
        expect(login).toHaveAttribute('href', '/login')
      }
    },
  )

  it('a click outside the open menu closes it', async () => {
    const c = await binding.setup({})
    await c.store.answer(SESSION, {
      json: wireSession({
        authenticated: true,
        member: { firstName: 'Dana', token: 't' },
        myBoxCount: 1,
      }),
    })
    fireEvent.click(accountButton())
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true')
    fireEvent.pointerDown(document.body)
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'My Box, 1 item' })).toBeInTheDocument()
  })
})
