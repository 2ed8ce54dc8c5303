// @vitest-environment jsdom
/**
 * Generated paths of the starter-kit claim button, replayed on the button with a held claim
 * call. The machine-level replay and the coverage gate are in coverage.test.ts; the browser
 * level in tests/e2e/flows/kit-claim.spec.ts.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ClaimInput } from '#machines/kit-claim/machine'
import { KitClaimButton } from '~/components/kits/KitClaimButton'
import kitClaimFlow from '#machines/kit-claim/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { assignLocation } from '~/lib/navigation'
import { renderShell } from './shell-harness'
import { exactly, heldActor, testGeneratedPaths, type ViewBinding } from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(kitClaimFlow)

interface C {
  claim: ReturnType<typeof heldActor<void, ClaimInput>>
  settled: number
}

const button = () => screen.getByRole('button', { name: /Claim My 100 Free Loads|Claiming…/ })

async function mount(path = '/starter-kits/laundry') {
  const claim = heldActor<void, ClaimInput>()
  await renderShell(() => <KitClaimButton />, {
    path,
    overrides: { 'kit-claim': { actors: { claimKit: claim.logic } } },
  })
  return { claim, settled: 0 }
}

const binding: ViewBinding<C> = {
  setup: () => {
    vi.mocked(assignLocation).mockClear()
    return mount()
  },
  states: {
    'kit-claim.idle': () => {
      expect(button()).toHaveTextContent(exactly('Claim My 100 Free Loads'))
      expect(button()).toBeEnabled()
      expect(assignLocation).not.toHaveBeenCalled()
    },
    'kit-claim.claiming': (c) => {
      expect(button()).toHaveTextContent(exactly('Claiming…'))
      expect(button()).toBeDisabled()
      expect(button()).toHaveAttribute('aria-busy', 'true')
      expect(c.claim.calls).toHaveLength(c.settled + 1)
      expect(c.claim.calls.at(-1)!.input).toEqual({ kitType: 'laundry' })
    },
    'kit-claim.claimed': () => {
      expect(assignLocation).toHaveBeenCalledWith('/checkout')
      expect(button()).toBeDisabled()
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
    'xstate.done.actor.claimKit': async (c) => {
      c.settled++
      await act(async () => c.claim.resolve())
    },
    'xstate.error.actor.claimKit': async (c, e) => {
      c.settled++
      await act(async () => c.claim.reject(e.error))
    },
  },
}

afterEach(() => vi.mocked(assignLocation).mockClear())

describe('starter kit claim button', () => {
  testGeneratedPaths(model, binding)

  it('claims the type of the page it is on (the third path segment, default laundry)', async () => {
    for (const [path, kitType] of [
      ['/starter-kits/dish', 'dish'],
      ['/starter-kits/garage', 'laundry'],
    ] as const) {
      const c = await mount(path)
      fireEvent.click(button())
      expect(c.claim.calls.map((call) => call.input)).toEqual([{ kitType }])
      await act(async () => c.claim.reject(new Error('stop')))
      cleanup()
    }
  })
})
