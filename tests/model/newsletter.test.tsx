// @vitest-environment jsdom
/**
 * Generated paths of the newsletter machine, replayed on its three views (footer form,
 * sign-up block, modal) with fake timers. The subscribe actor is the production one
 * (machines/newsletter/actors.ts → src/api/visitor/newsletter.ts, with the page's token from
 * src/api/visitor/session.ts); only the network is faked, at HTTP, by the store fake: the session helper
 * answers at once, POST /rest/auth/storefront/newsletter is held, and the path's outcome is the
 * store's answer (a success body, a 409 refusal with the store's message, a network failure),
 * each failure with exactly the log line the client writes. The machine-level replay and the
 * coverage gate are in coverage.test.ts; the browser level in tests/e2e/flows.
 * State space: the e-mail is reduced to empty / invalid / valid, and the message to set / unset.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { SubscribeRejected, type SubscribeOutput } from '#machines/newsletter/machine'
import { NewsletterForm } from '~/components/newsletter/NewsletterForm'
import { NewsletterModal } from '~/components/newsletter/NewsletterModal'
import { NewsletterSignup } from '~/components/blocks/NewsletterSignup'
import { newsletterSignup } from '~/content/blocks/marketing'
import newsletterFlow from '#machines/newsletter/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fakeStore, type Reply } from './store-fake'
import {
  expectLogged,
  testGeneratedPaths,
  type ViewBinding,
  exactly,
  whenSettled,
} from './view-runner'

const model = buildFlowModel(newsletterFlow)
type Ctx = { email: 'empty' | 'invalid' | 'valid'; error: string | null; message: 'set' | null }

const SUBSCRIBE = 'POST /rest/auth/storefront/newsletter'
/** The one valid address among the flow's typed samples (machines/newsletter/index.ts). */
const VALID_EMAIL = 'ana@example.com'

interface C {
  /** The store, faked at HTTP: the subscribe call waits for the path's answer. */
  store: ReturnType<typeof fakeStore>
  /** Subscribe calls the store has answered (each press of a valid address sends one). */
  answered: number
  /** The modal closed itself on a success (and the shopper has not reopened it since). */
  closedOnSuccess?: boolean
}

function withMachine(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
}

/** The page renders with the store faked; its subscribe calls wait for the test's answer. */
function mount(ui: ReactNode): C {
  const store = fakeStore({ [SUBSCRIBE]: 'hold' })
  render(withMachine(ui))
  return { store, answered: 0 }
}

const subscribeCalls = (c: C) =>
  c.store.seen.filter((r) => r.path === '/rest/auth/storefront/newsletter')

/** The store's answer that makes the real subscribe call fail with the sample's error. */
function failureAnswer(error: unknown): Reply {
  // The store refuses with its reason (a repeat address is a 409): the words are kept.
  if (error instanceof SubscribeRejected)
    return { status: 409, json: { status: 'Error', message: error.message } }
  // No answer at all: the client's own "Network error", without a reason to show.
  if (error instanceof Error && error.message === 'Network error') return { network: true }
  throw new Error(`No store answer gives the sample error ${String(error)}`)
}

async function answer(c: C, reply: Reply) {
  await c.store.answer(SUBSCRIBE, reply)
  c.answered++
}

const input = () => screen.getByRole('textbox', { name: 'Email address' })
const submitButton = () => screen.getByRole('button', { name: /^(Subscribe|Subscribing\.\.\.)$/ })

/** One change event per typed event, even when the value does not change. */
function typeValue(value: string) {
  const field = input()
  if ((field as HTMLInputElement).value === value)
    fireEvent.change(field, { target: { value: `${value}x` } })
  fireEvent.change(field, { target: { value } })
}

const sharedEvents: ViewBinding<C>['events'] = {
  'newsletter.typed': (_c, e) => typeValue((e as AnyEventObject & { value: string }).value),
  'newsletter.submitted': () => {
    fireEvent.click(submitButton())
  },
  'xstate.done.actor.subscribe': async (c, e) => {
    const { message } = e.output as SubscribeOutput
    await answer(c, { json: { status: 'Success', message } })
  },
  'xstate.error.actor.subscribe': async (c, e) => {
    // The client logs the failed call (its code "newsletter"), once.
    await expectLogged(['newsletter'], () => answer(c, failureAnswer(e.error)))
  },
  'xstate.after.messageTimeout': () => {
    // Shell §8, §9: the message shows for 3 s.
    act(() => vi.advanceTimersByTime(3000))
  },
}

/**
 * The real actor's call is out, held by the store: exactly one per valid press, sending the
 * address the field holds (and nothing else).
 */
async function subscribeSent(c: C) {
  await whenSettled(() => expect(c.store.waiting(SUBSCRIBE)).toBe(1))
  const calls = subscribeCalls(c)
  expect(calls).toHaveLength(c.answered + 1)
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    path: '/rest/auth/storefront/newsletter',
    body: { email: VALID_EMAIL },
  })
}

/** A path that ends with the call still out: the store answers it, so nothing is left waiting. */
async function teardown(c: C) {
  if (c.store.waiting(SUBSCRIBE)) await answer(c, { json: { status: 'Success' } })
}

function editingCheck(_c: C, context: unknown) {
  const ctx = context as Ctx
  expect(submitButton()).toHaveTextContent(exactly('Subscribe'))
  expect(submitButton()).toBeEnabled()
  expect(input()).toBeEnabled()
  if (ctx.error) expect(screen.getByRole('alert')).toHaveTextContent(exactly(ctx.error))
  else expect(screen.queryByRole('alert')).toBeNull()
}

/** What the shopper sees of the field, its error and the button (every variant). */
function observeField(root: ParentNode = document) {
  // Read from the markup: a closed dialog's field is out of the accessibility tree, not gone.
  const field = root.querySelector('input[type="email"], input')! as HTMLInputElement
  const button = root.querySelector('button[type="submit"]')!
  const described = field.getAttribute('aria-describedby')
  return {
    email: field.value,
    busy: button.hasAttribute('disabled'),
    fieldError: described ? (document.getElementById(described)?.textContent ?? null) : null,
  }
}

function formBinding(variant: 'footer' | 'block'): ViewBinding<C> {
  return {
    setup() {
      // With the page's toaster: the form says its outcome in place, never as a toast.
      return mount(
        <>
          <NewsletterForm variant={variant} title="Newsletter" />
          <Toaster />
        </>,
      )
    },
    teardown,
    states: {
      'newsletter.editing': editingCheck,
      'newsletter.submitting': async (c) => {
        await subscribeSent(c)
        expect(submitButton()).toHaveTextContent(exactly('Subscribing...'))
        expect(submitButton()).toBeDisabled()
        expect(input()).toBeDisabled()
      },
      'newsletter.succeeded': async () => {
        expect(input()).toHaveValue('')
        expect(screen.getByRole('status')).toHaveTextContent(exactly('Thanks for subscribing!'))
        await act(() => vi.advanceTimersByTimeAsync(0))
        expect(document.querySelector('[data-sonner-toast]')).toBeNull()
      },
      'newsletter.failed': () => {
        expect(screen.getByRole('status')).toHaveTextContent(
          exactly('Something went wrong. Please try again shortly.'),
        )
      },
    },
    observe: () => ({
      ...observeField(),
      status: screen.getByRole('status').getAttribute('data-status'),
      statusText: screen.getByRole('status').textContent || null,
    }),
    events: sharedEvents,
  }
}

function ModalHarness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open newsletter
      </button>
      <NewsletterModal open={open} onClose={() => setOpen(false)} />
      <Toaster />
    </>
  )
}

const dialog = () => document.querySelector('dialog')!
/** The shopper opens the modal again to type or send (an action, so only in event bindings). */
const reopen = (c: C) => {
  if (dialog().open) return
  fireEvent.click(screen.getByRole('button', { name: 'Open newsletter' }))
  c.closedOnSuccess = false
}

const modalBinding: ViewBinding<C> = {
  setup() {
    return mount(<ModalHarness />)
  },
  teardown,
  states: {
    'newsletter.editing': (c, context) => {
      // After a success the modal closed itself and stays closed until the shopper reopens it;
      // otherwise it stays open however the state was reached (typing, the 3 s timeout).
      if (c.closedOnSuccess) {
        expect(dialog().open).toBe(false)
        return
      }
      expect(dialog().open).toBe(true)
      const d = within(dialog())
      expect(d.getByRole('heading', { name: 'Stay Updated!' })).toBeInTheDocument()
      expect(
        d.getByText('Subscribe to our newsletter for exclusive offers and updates.'),
      ).toBeInTheDocument()
      editingCheck(c, context)
    },
    'newsletter.submitting': async (c) => {
      await subscribeSent(c)
      expect(dialog().open).toBe(true)
      expect(submitButton()).toHaveTextContent(exactly('Subscribing...'))
      expect(submitButton()).toBeDisabled()
    },
    'newsletter.succeeded': async () => {
      expect(dialog().open).toBe(false)
      // The success text shows as a toast (sonner also mirrors it for screen readers).
      // Sonner renders on its next tick: run what is due now, without moving the clock.
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(screen.getAllByText(exactly('Thanks for subscribing!')).length).toBeGreaterThan(0)
    },
    'newsletter.failed': (_c, context) => {
      const ctx = context as Ctx
      expect(dialog().open).toBe(true)
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        exactly(
          ctx.message
            ? 'Subscription failed: This email is already subscribed.'
            : 'An error occurred while subscribing. Please try again after sometime.',
        ),
      )
    },
  },
  observe: () => {
    // Failure in the dialog; success as a toast (the dialog has closed), until it is dismissed.
    const failure = dialog().querySelector('[data-status="error"]')
    const toast = document.querySelector('[data-sonner-toast]:not([data-removed="true"])')
    return {
      ...observeField(dialog()),
      status: failure ? 'error' : toast ? 'success' : null,
      statusText: (failure ?? toast)?.textContent || null,
    }
  },
  events: {
    ...sharedEvents,
    'newsletter.typed': (c, e, how) => {
      reopen(c)
      return sharedEvents['newsletter.typed']!(c, e, how)
    },
    'newsletter.submitted': (c, e, how) => {
      reopen(c)
      return sharedEvents['newsletter.submitted']!(c, e, how)
    },
    'xstate.done.actor.subscribe': async (c, e, how) => {
      await sharedEvents['xstate.done.actor.subscribe']!(c, e, how)
      c.closedOnSuccess = true
    },
  },
}

beforeAll(async () => {
  // What the subscribe actor loads on first use, loaded before the clock is faked.
  await Promise.all([import('~/api/visitor/newsletter'), import('~/api/visitor/session')])
})
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe.each([
  ['footer form', formBinding('footer')],
  ['sign-up block', formBinding('block')],
  ['modal', modalBinding],
] as const)('newsletter — %s', (_name, binding) => {
  testGeneratedPaths(model, binding)
})

describe('newsletter view details', () => {
  it('sends only the trimmed valid address', async () => {
    const c = mount(<NewsletterForm variant="footer" />)
    expect(input()).toHaveAttribute('placeholder', 'Enter Your Email Address')
    typeValue('  ana@example.com ')
    fireEvent.click(submitButton())
    await subscribeSent(c)
    expect(subscribeCalls(c).map((r) => r.body)).toEqual([{ email: 'ana@example.com' }])
    await teardown(c)
  })

  it('the sign-up block: an e-mail field, and a button that reads "Subscribing..." while sending [Catalogue §2.91]', async () => {
    const c = mount(<NewsletterSignup {...newsletterSignup.parse({ buttonText: 'Join' })} />)
    const button = () => screen.getByRole('button', { name: /^(Join|Subscribing\.\.\.)$/ })
    expect(input()).toHaveAttribute('type', 'email')
    expect(button()).toHaveTextContent(exactly('Join'))
    typeValue(VALID_EMAIL)
    fireEvent.click(button())
    await subscribeSent(c)
    expect(button()).toHaveTextContent(exactly('Subscribing...'))
    expect(button()).toBeDisabled()
    await answer(c, { json: { status: 'Success' } })
    expect(button()).toHaveTextContent(exactly('Join'))
    expect(button()).toBeEnabled()
  })

  it('the footer form’s messages: "This field is required", "This email is not valid", then "Something went wrong. Please try again shortly." on a failure [Catalogue §2.90]', async () => {
    const c = mount(<NewsletterForm variant="footer" />)
    fireEvent.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent(exactly('This field is required'))
    typeValue('ana@')
    fireEvent.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent(exactly('This email is not valid'))
    typeValue(VALID_EMAIL)
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(submitButton())
    await subscribeSent(c)
    await expectLogged(['newsletter'], () =>
      answer(c, { status: 409, json: { status: 'Error', message: 'Already subscribed' } }),
    )
    expect(screen.getByRole('status')).toHaveTextContent(
      exactly('Something went wrong. Please try again shortly.'),
    )
  })

  it('the footer form and the sign-up block show "Something went wrong. Please try again shortly." for a server error, with its message or without [Catalogue §8.5]', async () => {
    for (const ui of [
      <NewsletterForm variant="footer" />,
      <NewsletterSignup {...newsletterSignup.parse({})} />,
    ]) {
      for (const json of [
        { status: 'Error', message: 'Already subscribed' },
        { status: 'Error' },
      ]) {
        const c = mount(ui)
        typeValue(VALID_EMAIL)
        fireEvent.click(submitButton())
        await subscribeSent(c)
        await expectLogged(['newsletter'], () => answer(c, { status: 500, json }))
        expect(screen.getByRole('status')).toHaveTextContent(
          exactly('Something went wrong. Please try again shortly.'),
        )
        expect(screen.queryByText(/Already subscribed|Subscription failed/)).toBeNull()
        cleanup()
      }
    }
  })

  it('a network error shows the same text: "Something went wrong. Please try again shortly." [Catalogue §8.6]', async () => {
    for (const ui of [
      <NewsletterForm variant="footer" />,
      <NewsletterSignup {...newsletterSignup.parse({})} />,
    ]) {
      const c = mount(ui)
      typeValue(VALID_EMAIL)
      fireEvent.click(submitButton())
      await subscribeSent(c)
      await expectLogged(['newsletter'], () => answer(c, { network: true }))
      expect(screen.getByRole('status')).toHaveTextContent(
        exactly('Something went wrong. Please try again shortly.'),
      )
      cleanup()
    }
  })

  it('the modal: "Stay Updated!", its text, an email field and Subscribe ("Subscribing..." while waiting) [Shell §2.50]', async () => {
    const c = mount(<ModalHarness />)
    const d = within(dialog())
    expect(d.getByRole('heading', { name: 'Stay Updated!' })).toHaveTextContent(
      exactly('Stay Updated!'),
    )
    expect(
      d.getByText(exactly('Subscribe to our newsletter for exclusive offers and updates.')),
    ).toBeInTheDocument()
    expect(d.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email')
    expect(d.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    typeValue(VALID_EMAIL)
    fireEvent.click(submitButton())
    await subscribeSent(c)
    expect(d.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    await answer(c, { json: { status: 'Success' } })
    expect(dialog().open).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Open newsletter' }))
    expect(d.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  it('the modal says its success as a toast for 3 s (shell §8) [Shell §9.9]', async () => {
    const c = mount(<ModalHarness />)
    typeValue(VALID_EMAIL)
    fireEvent.click(submitButton())
    await subscribeSent(c)
    await answer(c, { json: { status: 'Success' } })
    const toast = () => document.querySelector('[data-sonner-toast]:not([data-removed="true"])')
    await act(() => vi.advanceTimersByTimeAsync(2900))
    expect(toast()).toHaveTextContent('Thanks for subscribing!')
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(toast()).toBeNull()
  })
})
