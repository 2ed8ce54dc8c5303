// @vitest-environment jsdom
/**
 * Generated paths of the login machine, replayed on the store host's login form with a held
 * login call. The machine-level replay and the coverage gate are in coverage.test.ts; the
 * browser level in tests/e2e/flows/login.spec.ts.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import type { LoginInput } from '#machines/login/machine'
import { LoginForm } from '~/components/store-host/LoginForm'
import loginFlow from '#machines/login/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import { assignLocation } from '~/lib/navigation'
import { heldActor, testGeneratedPaths, type ViewBinding, exactly } from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(loginFlow)
type Ctx = {
  email: 'empty' | 'invalid' | 'valid'
  password: 'empty' | 'set'
  emailProblem: 'required' | 'invalid' | null
  passwordProblem: 'required' | null
  failure: string | null
}

interface C {
  login: ReturnType<typeof heldActor<{ firstName: string }, LoginInput>>
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

/** One change event per typed event, even when the value does not change. */
function typeInto(field: HTMLElement, value: string) {
  if ((field as HTMLInputElement).value === value)
    fireEvent.change(field, { target: { value: `${value}x` } })
  fireEvent.change(field, { target: { value } })
}

function editing(_c: C, context: unknown) {
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
}

const binding: ViewBinding<C> = {
  setup() {
    vi.mocked(assignLocation).mockClear()
    const login = heldActor<{ firstName: string }, LoginInput>()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FlowOverridesProvider overrides={{ login: { actors: { login: login.logic } } }}>
          <LoginForm next="/checkout" />
        </FlowOverridesProvider>
      </QueryClientProvider>,
    )
    return { login, settled: 0 }
  },
  states: {
    'login.editing': editing,
    'login.submitting': (c) => {
      expect(submit()).toHaveTextContent(exactly('Logging in…'))
      expect(submit()).toBeDisabled()
      expect(submit()).toHaveAttribute('aria-busy', 'true')
      // Sent once, trimmed, only when valid.
      expect(c.login.calls).toHaveLength(c.settled + 1)
      expect(c.login.calls.at(-1)!.input).toEqual({
        email: 'demo@clearhome.example',
        password: 'clearhome-demo',
      })
    },
    'login.signedIn': () => {
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      expect(submit()).toBeDisabled()
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
    'xstate.done.actor.login': async (c, e) => {
      c.settled++
      await act(async () => c.login.resolve(e.output as { firstName: string }))
    },
    'xstate.error.actor.login': async (c, e) => {
      c.settled++
      await act(async () => c.login.reject(e.error))
    },
  },
}

afterEach(() => vi.mocked(assignLocation).mockClear())

describe('login form', () => {
  testGeneratedPaths(model, binding)

  it('sends nothing while a field is missing or the e-mail is not valid', () => {
    const c = binding.setup({}) as C
    fireEvent.click(submit())
    expect(problemOf(email())).toBe('This field is required')
    expect(problemOf(password())).toBe('This field is required')
    typeInto(email(), 'not-an-email')
    typeInto(password(), 'x')
    fireEvent.click(submit())
    expect(problemOf(email())).toBe('This email is not valid')
    expect(c.login.calls).toHaveLength(0)
    typeInto(email(), '  demo@clearhome.example ')
    fireEvent.click(submit())
    expect(c.login.calls.map((call) => call.input)).toEqual([
      { email: 'demo@clearhome.example', password: 'x' },
    ])
  })
})
