/**
 * The deferred flows (ADR 0020) stand in for their machines until the first event: each
 * resting snapshot must be exactly where the machine stands (value and context, and what
 * `connect` makes of it), nothing may run in the states it names (no entry, invoke, always or
 * delay, so nothing is skipped by not starting the machine), the events sent unloaded as
 * "inert" must be ignored there, and a machine resumed from a settled read must be the one
 * that made the read itself.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type StateValue,
} from 'xstate'
import type { VisitorSession } from '#machines/account/machine'
import { connectAccount } from '#machines/account/connect'
import { connectBlogSearch } from '#machines/blog-search/connect'
import { connectCarouselAutoplay } from '#machines/carousel-autoplay/connect'
import { connectCartDrawer } from '#machines/cart-drawer/connect'
import { connectDragScroll } from '#machines/drag-scroll/connect'
import { connectHeaderSticky } from '#machines/header-sticky/connect'
import { connectKitClaim } from '#machines/kit-claim/connect'
import { connectKitPurchase } from '#machines/kit-purchase/connect'
import { connectMobileMenu } from '#machines/mobile-menu/connect'
import { connectNewsletter } from '#machines/newsletter/connect'
import type { PurchaseCheck } from '#machines/product-purchase/machine'
import { connectProductPurchase } from '#machines/product-purchase/connect'
import { connectReferrerClaim } from '#machines/referrer-claim/connect'
import { connectShopDropdown } from '#machines/shop-dropdown/connect'
import { matchesValue } from '#machines/shared/matches'
import type { Resting } from '#machines/shared/start'
import type { DeferredFlow } from '~/flow-wiring/deferred-flow'
import { createFlowActor } from '~/flow-wiring/deferred-start'
import { frameFlows } from '~/flow-wiring/frame-flows'
import { pageFlows } from '~/flow-wiring/page-flows'
import { purchaseBoxFlow } from '~/flow-wiring/purchase-flow'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow, any connect
type AnyFlow = DeferredFlow<AnyStateMachine, any, any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyConnect = (snapshot: any, send: (e: any) => void, options: { id: string }) => object

const session = fc.record({
  authenticated: fc.boolean(),
  member: fc.option(
    fc.record({ firstName: fc.oneof(fc.string(), fc.constant('Dana')), token: fc.string() }),
  ),
  myBoxCount: fc.nat(200),
}) satisfies fc.Arbitrary<VisitorSession>
const check = fc.record({
  isSubscribable: fc.boolean(),
  hasActiveSubscription: fc.boolean(),
  hasOneTimePurchase: fc.boolean(),
  isMember: fc.boolean(),
}) satisfies fc.Arbitrary<PurchaseCheck>

const cases: Array<{
  name: string
  flow: AnyFlow
  connect: AnyConnect
  input: fc.Arbitrary<unknown>
  output?: fc.Arbitrary<unknown>
}> = [
  {
    name: 'account',
    flow: frameFlows.account,
    connect: connectAccount,
    input: fc.constant(undefined),
    output: session,
  },
  {
    name: 'cart drawer',
    flow: frameFlows.cartDrawer,
    connect: connectCartDrawer,
    input: fc.constant(undefined),
  },
  {
    name: 'drag scroll',
    flow: frameFlows.dragScroll,
    connect: connectDragScroll,
    input: fc.constant(undefined),
  },
  {
    name: 'mobile menu',
    flow: frameFlows.mobileMenu,
    connect: connectMobileMenu,
    input: fc.constant(undefined),
  },
  {
    name: 'referrer claim',
    flow: frameFlows.referrerClaim,
    connect: connectReferrerClaim,
    input: fc.constant(undefined),
  },
  {
    name: 'shop dropdown',
    flow: frameFlows.shopDropdown,
    connect: connectShopDropdown,
    input: fc.constant(undefined),
  },
  {
    name: 'newsletter',
    flow: pageFlows.newsletter,
    connect: (snapshot, send) => connectNewsletter(snapshot, send, 'footer'),
    input: fc.constant(undefined),
  },
  {
    name: 'header stickiness',
    flow: pageFlows.headerSticky,
    connect: connectHeaderSticky,
    input: fc.constant(undefined),
  },
  {
    name: 'kit claim',
    flow: pageFlows.kitClaim,
    connect: connectKitClaim,
    input: fc.constant(undefined),
  },
  {
    name: 'kit purchase box',
    flow: pageFlows.kitPurchase,
    connect: connectKitPurchase,
    input: fc.constant(undefined),
  },
  {
    name: 'blog search',
    flow: pageFlows.blogSearch,
    connect: connectBlogSearch,
    input: fc.constant(undefined),
  },
  {
    name: 'carousel autoplay',
    flow: pageFlows.carouselAutoplay,
    connect: connectCarouselAutoplay,
    input: fc.record(
      { intervalMs: fc.constantFrom(3000, 6000, 7000), headStartMs: fc.nat(10_000) },
      { requiredKeys: [] },
    ),
  },
  {
    name: 'purchase box',
    flow: purchaseBoxFlow,
    connect: connectProductPurchase,
    input: fc.record({ productId: fc.integer({ min: 1, max: 1e9 }) }),
    output: check,
  },
]

/** Every actor the machine invokes answers at once: with `output`, or by failing. */
function answering(machine: AnyStateMachine, outcome: { output: unknown } | { error: unknown }) {
  const actors: Record<string, AnyActorLogic> = {}
  for (const id of Object.keys(machine.implementations.actors))
    actors[id] = fromPromise(async () => {
      if ('error' in outcome) throw outcome.error
      return outcome.output
    })
  return machine.provide({ actors })
}

/**
 * The props `connect` gives. Handlers are compared by their arity only: what they send is the
 * generated paths' business, at all three levels.
 */
function rendered(connect: AnyConnect, snapshot: unknown) {
  const api = connect(snapshot, () => {}, { id: 'flow' }) as Record<string, unknown>
  return JSON.parse(
    JSON.stringify(api, (_key, value: unknown) =>
      typeof value === 'function' ? `fn/${(value as () => unknown).length}` : value,
    ),
  ) as unknown
}

function restingView(resting: Resting<unknown>, machine: AnyStateMachine) {
  // As deferred-flow.tsx reads it; the machine is only asked that the value is one of its own.
  machine.resolveState(resting as never)
  return {
    value: resting.value,
    context: resting.context,
    matches: (test: StateValue) => matchesValue(test, resting.value),
  }
}

/** What runs in a snapshot's states: entry actions, invokes, eventless and delayed transitions. */
function runs(snapshot: AnyMachineSnapshot) {
  const nodes = (snapshot as unknown as { _nodes: AnyStateMachine['root'][] })._nodes
  return {
    entry: nodes.flatMap((n) => n.entry).length,
    invoke: nodes.flatMap((n) => n.invoke.map((i) => i.id)),
    always: nodes.filter((n) => n.always?.length).length,
    after: nodes.flatMap((n) => n.after).length,
  }
}

/**
 * Every event the flow sends unloaded as inert is one the machine ignores where it rests: each
 * of the machine's event types, with the payloads that matter to a guard.
 */
function expectInertIgnored(flow: AnyFlow, machine: AnyStateMachine, at: AnyMachineSnapshot) {
  if (!flow.inert) return
  const events = [...machine.root.events].flatMap((type) => [
    { type },
    { type, pastAnchor: true },
    { type, pastAnchor: false },
    { type, reduced: true },
    { type, reduced: false },
  ])
  const inert = events.filter((e) => flow.inert!(e))
  // A predicate that holds for nothing would check nothing.
  expect(inert.length).toBeGreaterThan(0)
  for (const event of inert) expect(at.can(event), JSON.stringify(event)).toBe(false)
}

describe.each(cases)('the $name flow before it starts', ({ flow, connect, input, output }) => {
  it('rests where the machine starts, and renders as the machine would', async () => {
    const machine = await flow.load()
    fc.assert(
      fc.property(input, (i) => {
        const resting = flow.start(i)
        const actual = createActor(answering(machine, { error: new Error('held') }), {
          input: i,
        }).getSnapshot()
        expect({ value: resting.value, context: resting.context }).toEqual({
          value: actual.value,
          context: actual.context,
        })
        expect(rendered(connect, restingView(resting, machine))).toEqual(rendered(connect, actual))
        // Nothing runs at start but the read the view makes in its place, and a timed flow's
        // one timer, which keeps its moment when the flow starts late (\`resume\`, ADR 0021).
        expect(runs(actual)).toEqual({
          // XState schedules a delayed transition with an entry action of its own.
          entry: flow.resume ? 1 : 0,
          invoke: flow.read ? [flow.read.actor] : [],
          always: 0,
          after: flow.resume ? 1 : 0,
        })
        expectInertIgnored(flow, machine, actual)
      }),
      { numRuns: 20 },
    )
  })

  it.runIf(flow.preview)(
    'shows keystrokes made while it loads where the machine takes them',
    async () => {
      const machine = await flow.load()
      const typed = [...machine.root.events].filter(
        (type) => flow.preview!(flow.start(undefined), { type, value: 'x' }) !== null,
      )
      // A preview that knows no event would check nothing.
      expect(typed.length).toBeGreaterThan(0)
      const keystrokes = fc.array(
        fc.record({
          type: fc.constantFrom(...typed),
          value: fc.oneof(
            fc.string(),
            fc.constantFrom('', 'ab', 'abc', ' ab ', 'dana@example.com'),
          ),
          // The kit box's choice (the other events ignore it).
          subscribe: fc.boolean(),
        }),
        { minLength: 1, maxLength: 6 },
      )
      fc.assert(
        fc.property(input, keystrokes, (i, events) => {
          let shown = flow.start(i)
          const actor = createActor(answering(machine, { error: new Error('held') }), {
            input: i,
          }).start()
          for (const event of events) {
            shown = flow.preview!(shown, event)!
            actor.send(event)
          }
          const actual = actor.getSnapshot()
          actor.stop()
          expect({ value: shown.value, context: shown.context }).toEqual({
            value: actual.value,
            context: actual.context,
          })
          expect(rendered(connect, restingView(shown, machine))).toEqual(rendered(connect, actual))
        }),
        { numRuns: 60 },
      )
    },
  )

  it.runIf(flow.read)(
    'rests where the read takes the machine, answered or failed, and resumes there',
    async () => {
      const machine = await flow.load()
      const outcomes = fc.oneof(
        output!.map((o) => ({ output: o })),
        fc.constant({ error: new Error('Failed to fetch data. Status: 500') }),
      )
      await fc.assert(
        fc.asyncProperty(input, outcomes, async (i, outcome) => {
          const resting = flow.read!.settle(i, outcome)
          const actor = createActor(answering(machine, outcome), { input: i }).start()
          const after = await waitFor(actor, (s) => !s.matches(flow.start(i).value as never))
          actor.stop()
          expect({ value: resting.value, context: resting.context }).toEqual({
            value: after.value,
            context: after.context,
          })
          expect(rendered(connect, restingView(resting, machine))).toEqual(rendered(connect, after))
          expect(runs(after)).toEqual({ entry: 0, invoke: [], always: 0, after: 0 })
          expectInertIgnored(flow, machine, after)

          // Resumed there (what the first event does), the machine is where the read left it.
          const resumed = createFlowActor(machine, {
            overrides: { actors: {} },
            queryClient: undefined,
            input: i,
            resting,
          }).start()
          expect(resumed.getSnapshot().value).toEqual(after.value)
          expect(resumed.getSnapshot().context).toEqual(after.context)
          expect(resumed.getSnapshot().status).toBe('active')
          resumed.stop()
        }),
        { numRuns: 40 },
      )
    },
  )
})
