// @vitest-environment jsdom
/**
 * Generated paths of the starter-kit purchase box, replayed on the box with a held add call.
 * The machine-level replay and the coverage gate are in coverage.test.ts; the browser level
 * in tests/e2e/flows/kit-purchase.spec.ts.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { KitAddRejected, type KitAddInput } from '#machines/kit-purchase/machine'
import { KitPurchaseBox } from '~/components/kits/KitPurchaseBox'
import kitPurchaseFlow from '#machines/kit-purchase/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import { assignLocation } from '~/lib/navigation'
import { notify } from '~/lib/notify'
import { exactly, heldActor, testGeneratedPaths, type ViewBinding } from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))
vi.mock('~/lib/notify', () => ({ notify: vi.fn() }))

const model = buildFlowModel(kitPurchaseFlow)
const KIT_ID = 1

interface C {
  addKit: ReturnType<typeof heldActor<void, KitAddInput>>
  settled: number
}

const subscribe = () => screen.getByRole('radio', { name: 'Subscribe' })
const oneTime = () => screen.getByRole('radio', { name: 'Buy One Time' })
const learnMore = () => screen.getByRole('button', { name: /^Learn (more|less)$/ })
const add = () => screen.getByRole('button', { name: /Add to Cart|Adding to cart…/ })
const explainer = () => document.getElementById(learnMore().getAttribute('aria-controls')!)!

const binding: ViewBinding<C> = {
  setup() {
    vi.mocked(assignLocation).mockClear()
    vi.mocked(notify).mockClear()
    const addKit = heldActor<void, KitAddInput>()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FlowOverridesProvider overrides={{ 'kit-purchase': { actors: { addKit: addKit.logic } } }}>
          <KitPurchaseBox kitId={KIT_ID} />
        </FlowOverridesProvider>
      </QueryClientProvider>,
    )
    return { addKit, settled: 0 }
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
    'kit-purchase.purchase.ready': (_c, context) => {
      const { subscribe: sub } = context as { subscribe: boolean }
      expect(add()).toHaveTextContent(exactly('Add to Cart'))
      expect(add()).toBeEnabled()
      expect(subscribe()).toBeEnabled()
      expect((sub ? subscribe() : oneTime()) as HTMLInputElement).toBeChecked()
      expect(assignLocation).not.toHaveBeenCalled()
    },
    'kit-purchase.purchase.adding': (c, context) => {
      const { subscribe: sub } = context as { subscribe: boolean }
      expect(add()).toHaveTextContent(exactly('Adding to cart…'))
      expect(add()).toBeDisabled()
      expect(add()).toHaveAttribute('aria-busy', 'true')
      expect(subscribe()).toBeDisabled()
      expect(oneTime()).toBeDisabled()
      // One add per press, with is_subscribe as chosen.
      expect(c.addKit.calls).toHaveLength(c.settled + 1)
      expect(c.addKit.calls.at(-1)!.input).toEqual({ kitId: KIT_ID, subscribe: sub })
    },
    'kit-purchase.purchase.added': () => {
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      expect(add()).toBeDisabled()
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
    'xstate.done.actor.addKit': async (c) => {
      c.settled++
      await act(async () => c.addKit.resolve())
    },
    'xstate.error.actor.addKit': async (c, e) => {
      c.settled++
      vi.mocked(notify).mockClear()
      await act(async () => c.addKit.reject(e.error))
      const expected =
        e.error instanceof KitAddRejected
          ? e.error.message
          : 'Error adding starter kit to cart. Please try again.'
      expect(notify).toHaveBeenCalledWith('error', expected)
    },
  },
}

afterEach(() => {
  vi.mocked(assignLocation).mockClear()
  vi.mocked(notify).mockClear()
})

describe('starter kit purchase box', () => {
  testGeneratedPaths(model, binding)

  it('adds a one-time kit with is_subscribe false, then goes to checkout', async () => {
    const c = binding.setup({}) as C
    fireEvent.click(oneTime())
    fireEvent.click(add())
    expect(c.addKit.calls.map((call) => call.input)).toEqual([{ kitId: KIT_ID, subscribe: false }])
    await act(async () => c.addKit.resolve())
    expect(assignLocation).toHaveBeenCalledWith('/checkout')
  })
})
