// @vitest-environment jsdom
/**
 * Generated paths of the starter-kit purchase box, replayed on the box. The add is the
 * production actor (machines/kit-purchase/actors.ts) and store client (addStarterKitToCart in
 * src/api/catalogue/kits.ts: the session helper, then POST /rest/auth/cart/add-to-cart-starterkit); only
 * the network is faked, at HTTP (fetch), by the store fake: both calls are held until the path
 * answers them. An add that succeeds is the session read, then the add accepted. The sample
 * failures: the session error is the session read failing (or, once a session was read, the
 * store refusing the add with those words), the unexplained one a network failure of the add.
 * What the outcome does is the production wiring: the redirect to checkout is `assignLocation`
 * (mocked), the toast `notify` (mocked). The machine-level replay and the coverage gate are in
 * coverage.test.ts; the browser level in tests/e2e/flows/kit-purchase.spec.ts.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { KitAddRejected } from '#machines/kit-purchase/machine'
import { KitPurchaseBox } from '~/components/kits/KitPurchaseBox'
import kitPurchaseFlow from '#machines/kit-purchase/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { assignLocation } from '~/lib/navigation'
import { notify } from '~/lib/notify'
import { fakeStore, wireSession, type Reply } from './store-fake'
import {
  expectLogged,
  exactly,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))
vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(kitPurchaseFlow)
const KIT_ID = 1
const SESSION = 'POST /rest/auth/session'
const ADD = 'POST /rest/auth/cart/add-to-cart-starterkit'
const FALLBACK = 'Error adding starter kit to cart. Please try again.'

/** The visitor's session (a token and a session id: the add can be sent). */
const sessionAnswer: Reply = {
  json: wireSession({ authenticated: false, member: null, myBoxCount: 0 }),
}
/** The store's answer to the add (shell §3: success, message). */
const addAnswer = (success: boolean, message?: string): Reply => ({
  json: { success, ...(message ? { message } : {}) },
})

interface C {
  store: ReturnType<typeof fakeStore>
  /** Session reads and adds answered so far. */
  sessionsAnswered: number
  addsAnswered: number
  /** The choice the box showed while adding: what the add must send. */
  subscribe: boolean
}

const subscribe = () => screen.getByRole('radio', { name: 'Subscribe' })
const oneTime = () => screen.getByRole('radio', { name: 'Buy One Time' })
const learnMore = () => screen.getByRole('button', { name: /^Learn (more|less)$/ })
const add = () => screen.getByRole('button', { name: /Add to Cart|Adding to cart…/ })
const explainer = () => document.getElementById(learnMore().getAttribute('aria-controls')!)!
const sent = (c: C, key: string) => c.store.seen.filter((r) => `${r.method} ${r.path}` === key)

/** The add the real store client sent: this kit, on the visitor's session, as chosen. */
function expectAddSent(c: C) {
  expect(sent(c, ADD).at(-1)!.body).toEqual({
    starterkit_id: KIT_ID,
    session_id: 'session-1',
    is_subscribe: c.subscribe,
  })
}

async function answerSession(c: C, reply: Reply) {
  c.sessionsAnswered++
  await c.store.answer(SESSION, reply)
}
async function answerAdd(c: C, reply: Reply) {
  c.addsAnswered++
  await c.store.answer(ADD, reply)
}

/** The add's session is read (when it is not already), then the add is on its way. */
async function untilAddSent(c: C) {
  if (c.store.waiting(SESSION)) await answerSession(c, sessionAnswer)
  await whenSettled(() => expect(c.store.waiting(ADD)).toBe(1))
  expect(add()).toHaveTextContent(exactly('Adding to cart…'))
  expectAddSent(c)
}

function mount(): C {
  vi.mocked(assignLocation).mockClear()
  vi.mocked(notify).mockClear()
  const store = fakeStore({ [SESSION]: 'hold', [ADD]: 'hold' })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KitPurchaseBox kitId={KIT_ID} />
    </QueryClientProvider>,
  )
  return { store, sessionsAnswered: 0, addsAnswered: 0, subscribe: true }
}

const binding: ViewBinding<C> = {
  setup: mount,
  async teardown(c) {
    // Nothing is left waiting on the store: its deadline would fail a later test.
    while (c.store.waiting(SESSION) || c.store.waiting(ADD)) {
      if (c.store.waiting(SESSION)) await answerSession(c, sessionAnswer)
      else await answerAdd(c, addAnswer(true))
    }
  },
  states: {
    'kit-purchase.explainer': () => {
      expect(learnMore()).toBeVisible()
    },
    'kit-purchase.explainer.closed': () => {
      expect(learnMore()).toHaveTextContent(exactly('Learn more'))
      expect(learnMore()).toHaveAttribute('aria-expanded', 'false')
      expect(explainer()).not.toBeVisible()
    },
    'kit-purchase.explainer.open': () => {
      expect(learnMore()).toHaveTextContent(exactly('Learn less'))
      expect(learnMore()).toHaveAttribute('aria-expanded', 'true')
      expect(explainer()).toBeVisible()
      expect(explainer()).toHaveTextContent('5+ items: 40% off plus 2 free items')
    },
    'kit-purchase.purchase': () => {
      expect(screen.getByText('Delivered every 30 days')).toBeVisible()
    },
    'kit-purchase.purchase.ready': (c, context) => {
      const { subscribe: sub } = context as { subscribe: boolean }
      expect(add()).toHaveTextContent(exactly('Add to Cart'))
      expect(add()).toBeEnabled()
      expect(subscribe()).toBeEnabled()
      expect((sub ? subscribe() : oneTime()) as HTMLInputElement).toBeChecked()
      expect(assignLocation).not.toHaveBeenCalled()
      // Nothing is on its way to the store.
      expect(c.store.waiting(SESSION) + c.store.waiting(ADD)).toBe(0)
    },
    'kit-purchase.purchase.adding': async (c, context) => {
      const { subscribe: sub } = context as { subscribe: boolean }
      expect(add()).toHaveTextContent(exactly('Adding to cart…'))
      expect(add()).toBeDisabled()
      expect(add()).toHaveAttribute('aria-busy', 'true')
      expect(subscribe()).toBeDisabled()
      expect(oneTime()).toBeDisabled()
      c.subscribe = sub
      // One add per press: its session is read first (unless an earlier add read it), then
      // the add itself, with is_subscribe as chosen.
      await whenSettled(() => expect(c.store.waiting(SESSION) + c.store.waiting(ADD)).toBe(1))
      expect(sent(c, SESSION)).toHaveLength(c.sessionsAnswered + c.store.waiting(SESSION))
      expect(sent(c, ADD)).toHaveLength(c.addsAnswered + c.store.waiting(ADD))
      if (c.store.waiting(ADD)) expectAddSent(c)
    },
    'kit-purchase.purchase.added': (c) => {
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      expect(add()).toBeDisabled()
      expect(sent(c, ADD)).toHaveLength(c.addsAnswered)
    },
  },
  observe: () => ({
    subscribe: (subscribe() as HTMLInputElement).checked,
    busy: add().getAttribute('aria-busy') === 'true',
    added: vi.mocked(assignLocation).mock.calls.length > 0,
    explainerOpen: learnMore().getAttribute('aria-expanded') === 'true',
  }),
  events: {
    'kit.optionChosen': (_c, e) => {
      fireEvent.click(
        (e as AnyEventObject & { subscribe: boolean }).subscribe ? subscribe() : oneTime(),
      )
    },
    'kit.learnMoreToggled': () => {
      fireEvent.click(learnMore())
    },
    'kit.submitted': () => {
      fireEvent.click(add())
    },
    // The session is read, the store accepts the add.
    'xstate.done.actor.addKit': async (c) => {
      await untilAddSent(c)
      expect(assignLocation).not.toHaveBeenCalled()
      await answerAdd(c, addAnswer(true, 'Starter kit added to cart'))
    },
    'xstate.error.actor.addKit': async (c, e) => {
      vi.mocked(notify).mockClear()
      if (e.error instanceof KitAddRejected) {
        // The session error: the session read fails (logged 10801.01 and 14601.01), so the add
        // is not sent; with a session read already, the store refuses the add in those words.
        if (c.store.waiting(SESSION))
          await expectLogged(['10801.01', '14601.01'], () => answerSession(c, { network: true }))
        else
          await expectLogged(['14601.03'], () =>
            answerAdd(c, addAnswer(false, (e.error as Error).message)),
          )
      } else {
        // A failure the store client does not explain: the add does not reach the store.
        await untilAddSent(c)
        await expectLogged(['10202.01', '14601.04'], () => answerAdd(c, { network: true }))
      }
      const expected = e.error instanceof KitAddRejected ? e.error.message : FALLBACK
      expect(vi.mocked(notify).mock.calls).toEqual([['error', expected]])
    },
  },
}

afterEach(() => {
  vi.mocked(assignLocation).mockClear()
  vi.mocked(notify).mockClear()
  vi.unstubAllGlobals()
})

describe('starter kit purchase box', () => {
  testGeneratedPaths(model, binding)

  it('adds a one-time kit with is_subscribe false, then goes to checkout', async () => {
    const c = mount()
    expect(subscribe()).toBeChecked()
    fireEvent.click(oneTime())
    // One choice at a time: "Buy One Time" is chosen, "Subscribe" no longer is.
    expect(oneTime()).toBeChecked()
    expect(subscribe()).not.toBeChecked()
    fireEvent.click(add())
    c.subscribe = false
    await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
    await untilAddSent(c)
    expect(sent(c, ADD).map((r) => r.body)).toEqual([
      { starterkit_id: KIT_ID, session_id: 'session-1', is_subscribe: false },
    ])
    await answerAdd(c, addAnswer(true))
    expect(assignLocation).toHaveBeenCalledWith('/checkout')
  })

  it.each([
    [
      'refuses it (success false)',
      addAnswer(false, 'Kit is out of stock'),
      'Kit is out of stock',
      ['14601.03'],
    ],
    ['refuses it without a reason', addAnswer(false), FALLBACK, ['14601.03']],
    [
      'fails with its reason (HTTP 422)',
      { status: 422, json: { message: 'Kit is out of stock' } },
      'Kit is out of stock',
      ['10202.01', '14601.03'],
    ],
    ['fails (HTTP 500)', { status: 500, json: {} }, FALLBACK, ['10202.01', '14601.04']],
    ['answers an unexpected shape', { json: { ok: true } }, FALLBACK, ['10202.01', '14601.04']],
  ] satisfies Array<[string, Reply, string, string[]]>)(
    'when the store %s, the toast says why and the box is ready again',
    async (_what, reply, toast, codes) => {
      const c = mount()
      fireEvent.click(add())
      await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
      await untilAddSent(c)
      await expectLogged(codes, () => answerAdd(c, reply))
      expect(vi.mocked(notify).mock.calls).toEqual([['error', toast]])
      expect(add()).toHaveTextContent(exactly('Add to Cart'))
      expect(add()).toBeEnabled()
      expect(subscribe()).toBeChecked()
      expect(assignLocation).not.toHaveBeenCalled()
    },
  )
})
