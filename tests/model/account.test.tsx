// @vitest-environment jsdom
/**
 * Generated paths of the account machine on the account widget: nothing until the session
 * is known, the login icon or the member menu, and logout (held) opening the login page.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { VisitorSession } from '#machines/account/machine'
import { AccountWidget } from '~/components/shell/AccountWidget'
import accountFlow from '#machines/account/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { shellKeys } from '~/api/shell'
import { sendToFlow } from '~/flow-wiring/wiring'
import { assignLocation } from '~/lib/navigation'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore, wireSession } from './store-fake'
import {
  dismissing,
  heldActor,
  NotOnPage,
  testGeneratedPaths,
  type ViewBinding,
} from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(accountFlow)
const SESSION = 'POST /rest/auth/session'
type Ctx = { member: string | null; myBoxCount: number | 'more' }

interface C {
  /** The store, whose session helper the path answers. */
  store: ReturnType<typeof fakeStore>
  logout: ReturnType<typeof heldActor<void, { token: string }>>
  myBox: ReturnType<typeof heldActor<number>>
  navigate: (to: string) => Promise<void>
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
    const store = fakeStore({ [SESSION]: 'hold' })
    const logout = heldActor<void, { token: string }>()
    const myBox = heldActor<number>()
    const { navigate } = await renderShell(() => <AccountWidget />, {
      queryClient,
      overrides: { account: { actors: { logout: logout.logic, refreshMyBox: myBox.logic } } },
    })
    return { store, logout, myBox, navigate }
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
      // The badge keeps its count while the store is asked.
      expect(c.myBox.calls.length).toBeGreaterThan(0)
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
      expect(c.logout.calls.at(-1)?.input).toEqual({ token: 'member-token' })
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
    'account.logoutRequested': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
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
    'account.myBoxUpdated': async () => {
      await act(async () => sendToFlow('account', { type: 'account.myBoxUpdated' }))
    },
    // The session query answers, or fails (10801.xx).
    'account.sessionRead': async (c, e) => {
      const { session } = e as typeof e & { session: VisitorSession }
      if (!c.store.waiting(SESSION)) throw new NotOnPage('the page reads its session once')
      await c.store.answer(SESSION, { json: wireSession(session) })
    },
    'account.sessionFailed': async (c) => {
      if (!c.store.waiting(SESSION)) throw new NotOnPage('the page reads its session once')
      // Logged (10801.01) and no token: the login icon.
      vi.spyOn(console, 'error').mockImplementation(() => {})
      await c.store.answer(SESSION, { network: true })
    },
    'xstate.done.actor.refreshMyBox': async (c, e) => {
      await act(async () => c.myBox.resolve(e.output as number))
    },
    'xstate.error.actor.refreshMyBox': async (c, e) => {
      await act(async () => c.myBox.reject(e.error))
    },
    'xstate.done.actor.logout': async (c) => {
      await act(async () => c.logout.resolve())
    },
    'xstate.error.actor.logout': async (c, e) => {
      await act(async () => c.logout.reject(e.error))
    },
  },
}

describe('account widget view', () => {
  testGeneratedPaths(model, binding)
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
