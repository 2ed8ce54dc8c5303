// @vitest-environment jsdom
/**
 * Generated paths of the newsletter machine, replayed on its three views (footer form,
 * sign-up block, modal) with fake timers and held subscribe calls. The machine-level replay and
 * the coverage gate are in coverage.test.ts; the browser level in tests/e2e/flows.
 * State space: the e-mail is reduced to empty / invalid / valid, and the message to set / unset.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import type { SubscribeOutput } from '#machines/newsletter/machine'
import { NewsletterForm } from '~/components/newsletter/NewsletterForm'
import { NewsletterModal } from '~/components/newsletter/NewsletterModal'
import newsletterFlow from '#machines/newsletter/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import { heldActor, testGeneratedPaths, type ViewBinding, exactly } from './view-runner'

const model = buildFlowModel(newsletterFlow)
type Ctx = { email: 'empty' | 'invalid' | 'valid'; error: string | null; message: 'set' | null }

interface C {
  subscribe: ReturnType<typeof heldActor<SubscribeOutput>>
  /** The modal closed itself on a success (and the shopper has not reopened it since). */
  closedOnSuccess?: boolean
}

function withMachine(children: ReactNode, subscribe: C['subscribe']) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FlowOverridesProvider overrides={{ newsletter: { actors: { subscribe: subscribe.logic } } }}>
        {children}
      </FlowOverridesProvider>
    </QueryClientProvider>
  )
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
    await act(async () => c.subscribe.resolve(e.output as SubscribeOutput))
  },
  'xstate.error.actor.subscribe': async (c, e) => {
    await act(async () => c.subscribe.reject(e.error))
  },
  'xstate.after.messageTimeout': () => {
    // Shell §8, §9: the message shows for 3 s.
    act(() => vi.advanceTimersByTime(3000))
  },
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
      const subscribe = heldActor<SubscribeOutput>()
      render(withMachine(<NewsletterForm variant={variant} title="Newsletter" />, subscribe))
      return { subscribe }
    },
    states: {
      'newsletter.editing': editingCheck,
      'newsletter.submitting': () => {
        expect(submitButton()).toHaveTextContent(exactly('Subscribing...'))
        expect(submitButton()).toBeDisabled()
        expect(input()).toBeDisabled()
      },
      'newsletter.succeeded': () => {
        expect(input()).toHaveValue('')
        expect(screen.getByRole('status')).toHaveTextContent(exactly('Thanks for subscribing!'))
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
    const subscribe = heldActor<SubscribeOutput>()
    render(withMachine(<ModalHarness />, subscribe))
    return { subscribe }
  },
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
    'newsletter.submitting': () => {
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
    const subscribe = heldActor<SubscribeOutput, { email: string }>()
    render(withMachine(<NewsletterForm variant="footer" />, subscribe as never))
    expect(input()).toHaveAttribute('placeholder', 'Enter Your Email Address')
    typeValue('  ana@example.com ')
    fireEvent.click(submitButton())
    expect(subscribe.calls.map((c) => c.input)).toEqual([{ email: 'ana@example.com' }])
  })
})
