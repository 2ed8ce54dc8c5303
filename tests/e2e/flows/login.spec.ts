import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { LoginEvent } from '#machines/login/machine'
import loginFlow from '#machines/login/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { HeldRequests, machineEvents, type BrowserBinding, testCoveringPaths } from './runner'

/** The login form's covering paths on the store host page, with the login call held. */
const model = buildFlowModel(loginFlow)
type Ctx = {
  emailProblem: 'required' | 'invalid' | null
  passwordProblem: 'required' | null
  failure: string | null
}
const PROBLEM = { required: 'This field is required', invalid: 'This email is not valid' }

interface C {
  page: Page
  login: HeldRequests
}

// The footer's newsletter form has an "Email address" field too: look inside the login form.
const form = (c: C) => c.page.getByRole('form', { name: 'Log In' })
const email = (c: C) => form(c).getByLabel('Email address')
const password = (c: C) => form(c).getByLabel('Password')
const submit = (c: C) => form(c).getByRole('button', { name: /^(Log In|Logging in…)$/ })

const binding: BrowserBinding<C> = {
  async setup(page) {
    const login = await HeldRequests.hold(page, '**/rest/auth/login')
    // A landing page of our own after sign-in, so the redirect is observable.
    await page.goto('/login?next=/checkout')
    return { page, login }
  },
  states: {
    'login.editing': async (c, context) => {
      const ctx = context as Ctx
      await expect(c.page).toHaveURL(/\/login/)
      await expect(submit(c)).toBeEnabled()
      for (const [field, problem] of [
        [email(c), ctx.emailProblem],
        [password(c), ctx.passwordProblem],
      ] as const) {
        if (problem) {
          await expect(field).toHaveAttribute('aria-invalid', 'true')
          await expect(field).toHaveAccessibleDescription(PROBLEM[problem])
        } else {
          await expect(field).not.toHaveAttribute('aria-invalid')
        }
      }
      const failure = form(c).locator('p[role="alert"]:not([id])')
      if (ctx.failure) await expect(failure).toHaveText(ctx.failure)
      else await expect(failure).toHaveCount(0)
    },
    'login.submitting': async (c) => {
      await expect(submit(c)).toHaveText(/Logging in…/)
      await expect(submit(c)).toBeDisabled()
      // The button turns busy before the request leaves (the session is made sure of first).
      await expect
        .poll(() => c.login.seen.at(-1)?.body)
        .toEqual({ email: 'demo@clearhome.example', password: 'clearhome-demo' })
    },
    'login.signedIn': async (c) => {
      await expect(c.page).toHaveURL('/checkout')
    },
  },
  events: {
    ...machineEvents<LoginEvent, C>({
      'login.emailTyped': (c, e) => email(c).fill(e.value),
      'login.passwordTyped': (c, e) => password(c).fill(e.value),
      'login.submitted': (c) => submit(c).click(),
    }),
    'xstate.done.actor.login': (c) =>
      c.login.fulfil({
        status: 'Success',
        message: 'Logged in',
        data: { token: 'x', session_id: 's', member: { firstName: 'Avery', token: 'm' } },
      }),
    'xstate.error.actor.login': (c, e) =>
      c.login.fulfil({ status: 'Error', message: (e.error as Error).message }, 401),
  },
}

test.describe('login flow', () => {
  testCoveringPaths(model, binding)
})
