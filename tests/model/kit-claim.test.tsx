// @vitest-environment jsdom
/**
 * Generated paths of the starter-kit claim button, replayed on the button. The claim is the
 * production actor (machines/kit-claim/actors.ts) and store client (claimStarterKit in
 * src/api/catalogue/kits.ts: the session helper, then POST /graphql, mutation addToCartStaterKit); only
 * the network is faked, at HTTP (fetch), by the store fake: both calls are held until the path
 * answers them. A claim that succeeds is the session read, then the mutation accepted; the
 * sample failure ("no token") is the session read failing, so the mutation is never sent. The
 * redirect to /checkout is `assignLocation` (mocked). The machine-level replay and the
 * coverage gate are in coverage.test.ts; the browser level in tests/e2e/flows/kit-claim.spec.ts.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitClaimButton } from '~/components/kits/KitClaimButton'
import kitClaimFlow from '#machines/kit-claim/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { assignLocation } from '~/lib/navigation'
import { renderShell } from './shell-harness'
import { fakeStore, wireSession, type Reply } from './store-fake'
import {
  expectLogged,
  exactly,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(kitClaimFlow)
const SESSION = 'POST /rest/auth/session'
const CLAIM = 'POST /graphql'

/** The visitor's session (a token and a session id: the claim can be sent). */
const sessionAnswer: Reply = {
  json: wireSession({ authenticated: false, member: null, myBoxCount: 0 }),
}
/** The store's answer to the mutation (catalogue §3: success, message). */
const claimAnswer = (success: boolean, message?: string): Reply => ({
  json: { data: { addToCartStaterKit: { success, ...(message ? { message } : {}) } } },
})

interface C {
  store: ReturnType<typeof fakeStore>
  /** The page's kit type: what the claim must send. */
  kitType: string
  /** Claims answered so far (each press in claiming sends exactly one more). */
  settled: number
}

const button = () => screen.getByRole('button', { name: /Claim My 100 Free Loads|Claiming…/ })
const sent = (c: C, path: string) => c.store.seen.filter((r) => r.path === path)

/** The mutation the real store client sent: on the visitor's session, for the page's kit. */
function expectClaimSent(c: C) {
  expect(sent(c, '/graphql').at(-1)).toEqual({
    method: 'POST',
    path: '/graphql',
    body: {
      query: expect.stringMatching(
        /^mutation addToCartStaterKit\(.*\) \{ addToCartStaterKit\(session_id: \$session_id, staterkit_type: \$staterkit_type\) \{ success message \} \}$/,
      ),
      operationName: 'addToCartStaterKit',
      variables: { session_id: 'session-1', staterkit_type: c.kitType },
    },
  })
}

/** The session answers (the claim's first call), then the mutation is on its way. */
async function sessionRead(c: C) {
  await c.store.answer(SESSION, sessionAnswer)
  await whenSettled(() => expect(c.store.waiting(CLAIM)).toBe(1))
  expect(button()).toHaveTextContent(exactly('Claiming…'))
  expectClaimSent(c)
}

async function mount(path = '/starter-kits/laundry', kitType = 'laundry') {
  const store = fakeStore({ [SESSION]: 'hold', [CLAIM]: 'hold' })
  await renderShell(() => <KitClaimButton />, { path })
  return { store, kitType, settled: 0 }
}

const binding: ViewBinding<C> = {
  setup: () => {
    vi.mocked(assignLocation).mockClear()
    return mount()
  },
  async teardown(c) {
    // Nothing is left waiting on the store: its deadline would fail a later test.
    while (c.store.waiting(SESSION) || c.store.waiting(CLAIM)) {
      if (c.store.waiting(SESSION)) await c.store.answer(SESSION, sessionAnswer)
      else await c.store.answer(CLAIM, claimAnswer(true))
    }
  },
  states: {
    'kit-claim.idle': (c) => {
      expect(button()).toHaveTextContent(exactly('Claim My 100 Free Loads'))
      expect(button()).toBeEnabled()
      expect(assignLocation).not.toHaveBeenCalled()
      expect(c.store.waiting(SESSION) + c.store.waiting(CLAIM)).toBe(0)
    },
    'kit-claim.claiming': async (c) => {
      expect(button()).toHaveTextContent(exactly('Claiming…'))
      expect(button()).toBeDisabled()
      expect(button()).toHaveAttribute('aria-busy', 'true')
      // One claim per press: its session is read first (a failed read is not kept, so every
      // press reads it again); the mutation waits for it.
      await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
      expect(sent(c, '/rest/auth/session')).toHaveLength(c.settled + 1)
      expect(sent(c, '/graphql')).toEqual([])
    },
    'kit-claim.claimed': (c) => {
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      expect(button()).toBeDisabled()
      expect(sent(c, '/graphql')).toHaveLength(1)
    },
  },
  observe: () => ({
    busy: button().getAttribute('aria-busy') === 'true',
    claimed: vi.mocked(assignLocation).mock.calls.length > 0,
  }),
  events: {
    'claim.pressed': () => {
      fireEvent.click(button())
    },
    // The session is read, the store accepts the mutation.
    'xstate.done.actor.claimKit': async (c) => {
      c.settled++
      await sessionRead(c)
      expect(assignLocation).not.toHaveBeenCalled()
      await c.store.answer(CLAIM, claimAnswer(true, 'Starter kit added'))
    },
    // The sample's "no token": the session read fails (logged 10801.01), so the claim is not
    // sent (logged 11303.01).
    'xstate.error.actor.claimKit': async (c) => {
      c.settled++
      await expectLogged(['10801.01', '11303.01'], () => c.store.answer(SESSION, { network: true }))
      expect(sent(c, '/graphql')).toEqual([])
    },
  },
}

afterEach(() => {
  vi.mocked(assignLocation).mockClear()
  vi.unstubAllGlobals()
})

describe('starter kit claim button', () => {
  testGeneratedPaths(model, binding)

  it('claims the type of the page it is on (the third path segment, default laundry) [Catalogue §7.6, §2.7, §2.16]', async () => {
    for (const [path, kitType] of [
      ['/starter-kits/dish', 'dish'],
      ['/starter-kits/garage', 'laundry'],
    ] as const) {
      vi.mocked(assignLocation).mockClear()
      const c = await mount(path, kitType)
      fireEvent.click(button())
      await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
      await sessionRead(c)
      expect(sent(c, '/graphql')).toHaveLength(1)
      await c.store.answer(CLAIM, claimAnswer(true))
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      cleanup()
    }
  })

  it.each([
    ['refuses it (success false)', claimAnswer(false, 'Already claimed'), ['11303.03']],
    [
      'fails (HTTP 500)',
      { status: 500, json: { message: 'Server Error' } },
      ['11303.03', '11303.03'],
    ],
    ['answers an unexpected shape', { json: { data: null } }, ['11303.03', '11303.03']],
    ['cannot be reached', { network: true }, ['11303.03', '11303.03']],
  ] satisfies Array<[string, Reply, string[]]>)(
    'when the store %s, the claim is logged and the button is ready again',
    async (_what, reply, codes) => {
      vi.mocked(assignLocation).mockClear()
      const c = await mount()
      fireEvent.click(button())
      await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
      await sessionRead(c)
      await expectLogged(codes, () => c.store.answer(CLAIM, reply))
      expect(button()).toHaveTextContent(exactly('Claim My 100 Free Loads'))
      expect(button()).toBeEnabled()
      expect(button()).toHaveAttribute('aria-busy', 'false')
      expect(assignLocation).not.toHaveBeenCalled()
    },
  )

  it('without a token the claim sends nothing and logs an error; the button is ready again [Catalogue §5.10]', async () => {
    vi.mocked(assignLocation).mockClear()
    const c = await mount()
    fireEvent.click(button())
    await whenSettled(() => expect(c.store.waiting(SESSION)).toBe(1))
    // The session comes back without a token.
    const noToken = wireSession({ authenticated: false, member: null, myBoxCount: 0 })
    await expectLogged(['10801.01', '11303.01'], () =>
      c.store.answer(SESSION, { json: { ...noToken, token: '' } }),
    )
    await whenSettled(() => expect(button()).toBeEnabled())
    expect(button()).toHaveTextContent(exactly('Claim My 100 Free Loads'))
    expect(sent(c, '/graphql')).toEqual([])
    expect(assignLocation).not.toHaveBeenCalled()
  })
})
