// @vitest-environment jsdom
/**
 * Generated paths of the login machine, replayed on the store host's login form. The login is
 * the production actor (machines/login/actors.ts) and store client (login in
 * src/api/visitor/account.ts: the visitor's session, then POST /rest/auth/login); only the network is
 * faked, at HTTP (fetch), by the store fake: the session answers at once, the login is held
 * until the path answers it. A login that succeeds is the store's member envelope; the sample
 * refusal is the store's 401 with its message (logged 10801.02), which the form shows. The
 * page following `next` is `assignLocation` (mocked). The machine-level replay and the
 * coverage gate are in coverage.test.ts; the browser level in tests/e2e/flows/login.spec.ts.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { LoginForm } from '~/components/store-host/LoginForm'
import loginFlow from '#machines/login/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { assignLocation } from '~/lib/navigation'
import { fakeStore, type Reply } from './store-fake'
import {
  expectLogged,
  exactly,
  settle,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(loginFlow)
const LOGIN = 'POST /rest/auth/login'
const LOGIN_FAILED = 'We could not log you in. Please try again.'

/** The store's answer to a login it accepts: the member, in its envelope. */
const memberAnswer = (firstName: string): Reply => ({
  json: { status: 'Success', data: { member: { firstName } } },
})
/** The store's refusal: an HTTP error with its message. */
const refusal = (message: string, status = 401): Reply => ({
  status,
  json: { status: 'Error', message },
})
type Ctx = {
  email: 'empty' | 'invalid' | 'valid'
  password: 'empty' | 'set'
  emailProblem: 'required' | 'invalid' | null
  passwordProblem: 'required' | null
  failure: string | null
}

interface C {
  store: ReturnType<typeof fakeStore>
  /** Login calls answered so far: each stay in submitting sends exactly one more. */
  settled: number
}

const email = () => screen.getByLabelText('Email address')
const password = () => screen.getByLabelText('Password')
const submit = () => screen.getByRole('button', { name: /^(Log In|Logging in…)$/ })
const problemOf = (field: HTMLElement) =>
  field.getAttribute('aria-describedby')
    ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
    : null
const PROBLEM = { required: 'This field is required', invalid: 'This email is not valid' }
const logins = (c: C) => c.store.seen.filter((r) => r.path === '/rest/auth/login')

function mount(): C {
  vi.mocked(assignLocation).mockClear()
  const store = fakeStore({ [LOGIN]: 'hold' })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm next="/checkout" />
    </QueryClientProvider>,
  )
  return { store, settled: 0 }
}

/** One change event per typed event, even when the value does not change. */
function typeInto(field: HTMLElement, value: string) {
  if ((field as HTMLInputElement).value === value)
    fireEvent.change(field, { target: { value: `${value}x` } })
  fireEvent.change(field, { target: { value } })
}

function editing(c: C, context: unknown) {
  const ctx = context as Ctx
  expect(submit()).toHaveTextContent(/^\s*Log In$/)
  expect(submit()).toBeEnabled()
  expect(problemOf(email()) ?? null).toBe(ctx.emailProblem ? PROBLEM[ctx.emailProblem] : null)
  expect(problemOf(password()) ?? null).toBe(
    ctx.passwordProblem ? PROBLEM[ctx.passwordProblem] : null,
  )
  if (ctx.emailProblem) expect(email()).toHaveAttribute('aria-invalid', 'true')
  else expect(email()).not.toHaveAttribute('aria-invalid')
  const failure = screen.queryAllByRole('alert').find((a) => a.tagName === 'P' && !a.id)
  expect(failure?.textContent ?? null).toBe(ctx.failure)
  expect(assignLocation).not.toHaveBeenCalled()
  // Nothing is on its way: every login sent was answered.
  expect(c.store.waiting(LOGIN)).toBe(0)
  expect(logins(c)).toHaveLength(c.settled)
}

const binding: ViewBinding<C> = {
  setup: mount,
  async teardown(c) {
    // Nothing is left waiting on the store: its deadline would fail a later test.
    while (c.store.waiting(LOGIN)) await c.store.answer(LOGIN, memberAnswer('Avery'))
  },
  states: {
    'login.editing': editing,
    'login.submitting': async (c) => {
      expect(submit()).toHaveTextContent(exactly('Logging in…'))
      expect(submit()).toBeDisabled()
      expect(submit()).toHaveAttribute('aria-busy', 'true')
      // Sent once, trimmed, only when valid (after the visitor's session is read: the store
      // signs that session in).
      await whenSettled(() => expect(c.store.waiting(LOGIN)).toBe(1))
      expect(logins(c)).toHaveLength(c.settled + 1)
      expect(logins(c).at(-1)).toEqual({
        method: 'POST',
        path: '/rest/auth/login',
        body: { email: 'demo@clearhome.example', password: 'clearhome-demo' },
      })
      expect(c.store.seen.filter((r) => r.path === '/rest/auth/session')).toHaveLength(1)
    },
    'login.signedIn': (c) => {
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      expect(submit()).toBeDisabled()
      expect(c.store.waiting(LOGIN)).toBe(0)
    },
  },
  observe: () => ({
    failure:
      screen.queryAllByRole('alert').find((a) => a.tagName === 'P' && !a.id)?.textContent ?? null,
    busy: submit().getAttribute('aria-busy') === 'true',
  }),
  events: {
    'login.emailTyped': (_c, e) =>
      typeInto(email(), (e as AnyEventObject & { value: string }).value),
    'login.passwordTyped': (_c, e) =>
      typeInto(password(), (e as AnyEventObject & { value: string }).value),
    'login.submitted': () => {
      fireEvent.click(submit())
    },
    // The store accepts the login: the member, in its envelope.
    'xstate.done.actor.login': async (c, e) => {
      c.settled++
      await c.store.answer(LOGIN, memberAnswer((e.output as { firstName: string }).firstName))
    },
    // The store refuses with its message (401; logged 10801.02): the form shows it.
    'xstate.error.actor.login': async (c, e) => {
      c.settled++
      await expectLogged(['10801.02'], () =>
        c.store.answer(LOGIN, refusal((e.error as Error).message)),
      )
    },
  },
}

afterEach(() => {
  vi.mocked(assignLocation).mockClear()
  vi.unstubAllGlobals()
})

describe('login form', () => {
  testGeneratedPaths(model, binding)

  it('sends nothing while a field is missing or the e-mail is not valid', async () => {
    const c = mount()
    fireEvent.click(submit())
    expect(problemOf(email())).toBe('This field is required')
    expect(problemOf(password())).toBe('This field is required')
    typeInto(email(), 'not-an-email')
    typeInto(password(), 'x')
    fireEvent.click(submit())
    expect(problemOf(email())).toBe('This email is not valid')
    for (let i = 0; i < 5; i++) await settle()
    expect(c.store.seen).toEqual([])
    typeInto(email(), '  demo@clearhome.example ')
    fireEvent.click(submit())
    await whenSettled(() => expect(c.store.waiting(LOGIN)).toBe(1))
    expect(logins(c).map((r) => r.body)).toEqual([
      { email: 'demo@clearhome.example', password: 'x' },
    ])
    await c.store.answer(LOGIN, memberAnswer('Avery'))
    expect(assignLocation).toHaveBeenCalledWith('/checkout')
  })

  it.each([
    ['refuses without a message (HTTP 401)', { status: 401, json: {} }, LOGIN_FAILED, ['10801.02']],
    ['cannot be reached', { network: true }, LOGIN_FAILED, ['10801.02']],
    ['accepts it without the member', { json: { status: 'Success' } }, LOGIN_FAILED, ['10801.02']],
    [
      'refuses it (HTTP 422)',
      refusal('Too many attempts.', 422),
      'Too many attempts.',
      ['10801.02'],
    ],
  ] satisfies Array<[string, Reply, string, string[]]>)(
    'when the store %s, the form says so and stays filled in',
    async (_what, reply, shown, codes) => {
      const c = mount()
      typeInto(email(), 'demo@clearhome.example')
      typeInto(password(), 'clearhome-demo')
      fireEvent.click(submit())
      await whenSettled(() => expect(c.store.waiting(LOGIN)).toBe(1))
      await expectLogged(codes, () => c.store.answer(LOGIN, reply))
      const failure = screen.queryAllByRole('alert').find((a) => a.tagName === 'P' && !a.id)
      expect(failure).toHaveTextContent(exactly(shown))
      expect(submit()).toBeEnabled()
      expect(email()).toHaveValue('demo@clearhome.example')
      expect(password()).toHaveValue('clearhome-demo')
      expect(assignLocation).not.toHaveBeenCalled()
    },
  )
})
