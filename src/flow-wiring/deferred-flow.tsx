/**
 * The frame's flows start on first use (ADR 0020). Until then the view renders its `connect`
 * over the flow's resting snapshot (machines/<flow>/start.ts), which needs no XState; the
 * first event loads the machine with XState and the implementations, starts the actor where
 * the flow stands, and replays what was sent meanwhile, as islands replay a click. A flow
 * that reads something at start (the session, the add-to-cart check) makes that read here,
 * through the same function its machine's actor calls, and rests where the answer takes it.
 *
 * `actor` is a stand-in with the two things views use of an actor: `send` and `on`.
 */
import { QueryClientContext, type QueryClient } from '@tanstack/react-query'
import { useContext, useEffect, useId, useState, useSyncExternalStore } from 'react'
import type { AnyStateMachine, ContextFrom, EmittedFrom, EventFromLogic, StateValue } from 'xstate'
import type { ConnectOptions, FlowView } from '#machines/shared/connect'
import { matchesValue } from '#machines/shared/matches'
import type { Outcome, Resting } from '#machines/shared/start'
import { logError } from '~/lib/log'
import type * as DeferredStartModule from './deferred-start'
import { useFlowOverrides, type Implementations } from './overrides'

type DeferredStart = typeof DeferredStartModule

export interface DeferredFlow<M extends AnyStateMachine, I = undefined, R = never> {
  /** The machine's id: its implementations and test overrides are keyed by it. */
  id: string
  load: () => Promise<M>
  /** The machine's initial snapshot for this input. */
  start: (input: I) => Resting<ContextFrom<M>>
  /**
   * Events every resting snapshot ignores (a route change, a scroll that changes nothing):
   * sending one starts nothing. tests/unit/flow-wiring/start.test.ts checks the machine
   * ignores each there.
   */
  inert?: (event: EventFromLogic<M>) => boolean
  /**
   * A flow whose initial state times something from when its view mounted (an autoplay's first
   * interval, ADR 0021): its input at start, given the ms since the view mounted, so the machine
   * keeps that moment however late it loads. Such a flow may also be woken without an event.
   */
  resume?: (input: I, elapsedMs: number) => I
  /**
   * Where an event that only changes a control (a keystroke, a radio choice) takes the resting
   * flow, shown while its machine loads: a controlled field keeps what the shopper types (React
   * would put back the resting value, and the next keystroke would build on that).
   * tests/unit/flow-wiring/start.test.ts checks it against the machine on generated events;
   * an event it does not know (`null`) ends the preview, since what follows is the machine's.
   */
  preview?: (
    resting: Resting<ContextFrom<M>>,
    event: EventFromLogic<M>,
  ) => Resting<ContextFrom<M>> | null
  /** The read the initial state invokes (`actor` is the invoke's id and source). */
  read?: {
    actor: string
    run: (queryClient: QueryClient, input: I) => Promise<R>
    settle: (input: I, outcome: Outcome<R>) => Resting<ContextFrom<M>>
  }
}

type Handler = (event: never) => void
type Subscription = { unsubscribe(): void }
interface Actor {
  getSnapshot(): unknown
  subscribe(listener: () => void): Subscription
  on(type: string, handler: Handler): Subscription
  send(event: { type: string }): void
  start(): void
  stop(): void
}

type Loaded = [AnyStateMachine, DeferredStart]
/** Machines already loaded, by id: later views start theirs without waiting. */
const loaded = new Map<string, Loaded>()
const loading = new Map<string, Promise<Loaded>>()

/** Loads a flow's machine with XState and the implementations (once; again after a failure). */
export function preloadFlow(flow: { id: string; load: () => Promise<AnyStateMachine> }) {
  let pending = loading.get(flow.id)
  if (!pending) {
    pending = Promise.all([flow.load(), import('./deferred-start')]).then((modules) => {
      loaded.set(flow.id, modules)
      return modules
    })
    pending.catch(() => loading.delete(flow.id))
    loading.set(flow.id, pending)
  }
  return pending
}

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * The first sign of a shopper using the page (a pointer over it, a touch, a key, focus) warms
 * these flows' machines, so the first click rarely waits for them. Nothing loads for a visit
 * that only reads, or for a crawler.
 */
export function preloadOnIntent(flows: readonly Parameters<typeof preloadFlow>[0][]) {
  const warm = () => {
    for (const type of INTENT) window.removeEventListener(type, warm, true)
    for (const flow of flows) preloadFlow(flow).catch(() => {})
  }
  for (const type of INTENT) window.addEventListener(type, warm, { capture: true, passive: true })
  return () => {
    for (const type of INTENT) window.removeEventListener(type, warm, true)
  }
}

function view(resting: Resting<unknown>) {
  return {
    value: resting.value,
    context: resting.context,
    matches: (test: StateValue) => matchesValue(test, resting.value),
  }
}

class DeferredActor {
  private actor: Actor | null = null
  private snapshot: unknown
  /** Where the flow stands once its read has settled; null: its initial state. */
  private settled: Resting<unknown> | null = null
  private reading = false
  private loading = false
  private mounted = false
  /** When the view first mounted (performance.now()), for `resume`. */
  private mountedAt: number | null = null
  /** Unmounted for good: nothing starts, nothing settles. */
  private stopped = false
  private queue: { type: string }[] = []
  private readonly listeners = new Set<() => void>()
  private readonly handlers = new Map<{ type: string; handler: Handler }, Subscription | null>()

  constructor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's flow
    private readonly flow: DeferredFlow<AnyStateMachine, any, any>,
    private readonly input: unknown,
    private readonly overrides: Implementations | undefined,
    private readonly queryClient: QueryClient | undefined,
  ) {
    this.snapshot = view(flow.start(input))
  }

  getSnapshot = () => this.snapshot

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  send = (event: { type: string }) => {
    if (this.stopped) return
    if (this.actor) return this.actor.send(event)
    // Inert only where the flow rests: behind a queued event the machine may not be resting.
    if (this.queue.length === 0 && this.flow.inert?.(event)) return
    this.queue.push(event)
    if (this.flow.preview) this.show()
    this.load()
  }

  on = (type: string, handler: Handler): Subscription => {
    const key = { type, handler }
    this.handlers.set(key, this.actor ? this.actor.on(type, handler) : null)
    return {
      unsubscribe: () => {
        this.handlers.get(key)?.unsubscribe()
        this.handlers.delete(key)
      },
    }
  }

  /** The flow's read at start, in the browser only (the server renders the initial state). */
  mount = () => {
    this.mounted = true
    this.mountedAt ??= performance.now()
    const read = this.flow.read
    if (!read || this.reading || this.actor) return
    this.reading = true
    // A test's held actor stands in for the read, as it does for the machine's invoke.
    const held = (this.overrides?.actors as Record<string, { config?: unknown }> | undefined)?.[
      read.actor
    ]?.config as ((args: { input: unknown }) => Promise<unknown>) | undefined
    const answer = (async () => {
      if (held) return held({ input: this.input })
      if (!this.queryClient) throw new Error(`${this.flow.id} needs a QueryClientProvider`)
      return read.run(this.queryClient, this.input)
    })()
    answer.then(
      (output) => this.rest(read.settle(this.input, { output })),
      (error: unknown) => this.rest(read.settle(this.input, { error })),
    )
  }

  /**
   * Stops a tick later unless the view mounted again meanwhile: StrictMode (development) runs
   * an effect's cleanup and the effect again on the same component, which must keep its flow.
   */
  unmount = () => {
    this.mounted = false
    queueMicrotask(() => {
      if (this.mounted) return
      this.stopped = true
      this.actor?.stop()
    })
  }

  /**
   * Shows where the flow stands before its machine runs: where it rests (its read settled or
   * not), moved on by `preview` through the queued events up to the first it does not know
   * (what follows that depends on the machine).
   */
  private show() {
    let shown = this.settled ?? this.flow.start(this.input)
    for (const event of this.queue) {
      const next = this.flow.preview?.(shown, event)
      if (!next) break
      shown = next
    }
    this.snapshot = view(shown)
    this.notify()
  }

  /** Starts the flow without an event: a timed flow whose moment nears (`resume`). */
  wake = () => {
    if (this.stopped || this.actor) return
    this.load()
  }

  private rest(resting: Resting<unknown>) {
    // Once the machine runs, its own invoke answers (the same read).
    if (this.actor || this.stopped) return
    this.settled = resting
    this.show()
  }

  private load() {
    if (this.loading) return
    this.loading = true
    const ready = loaded.get(this.flow.id)
    if (ready) return this.begin(...ready)
    preloadFlow(this.flow).then(
      (modules) => this.begin(...modules),
      (error: unknown) => {
        // A chunk that did not arrive: the next event tries again.
        this.loading = false
        logError('flow', `${this.flow.id} did not load`, error)
      },
    )
  }

  private begin(machine: AnyStateMachine, { createFlowActor }: DeferredStart) {
    if (this.stopped) return
    const { resume } = this.flow
    const actor = createFlowActor(machine, {
      overrides: this.overrides,
      queryClient: this.queryClient,
      input: resume
        ? resume(this.input, this.mountedAt === null ? 0 : performance.now() - this.mountedAt)
        : this.input,
      resting: this.settled,
    }) as unknown as Actor
    for (const key of this.handlers.keys()) this.handlers.set(key, actor.on(key.type, key.handler))
    actor.subscribe(() => {
      this.snapshot = actor.getSnapshot()
      this.notify()
    })
    this.actor = actor
    actor.start()
    this.snapshot = actor.getSnapshot()
    const queued = this.queue
    this.queue = []
    for (const event of queued) actor.send(event)
    this.notify()
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

/**
 * What a view holds of a deferred flow's actor: it sends, hears what the machine emits, and
 * wakes a timed flow (`resume`) whose moment nears.
 */
export interface DeferredActorRef<M extends AnyStateMachine> {
  send(event: EventFromLogic<M>): void
  wake(): void
  on<T extends EmittedFrom<M>['type']>(
    type: T,
    handler: (event: Extract<EmittedFrom<M>, { type: T }>) => void,
  ): Subscription
}

export function useDeferredFlow<M extends AnyStateMachine, A, I = undefined, R = never>(
  flow: DeferredFlow<M, I, R>,
  connect: (
    snapshot: FlowView<M>,
    send: (event: EventFromLogic<M>) => void,
    options: ConnectOptions,
  ) => A,
  /** The machine's input (read once, when the flow is set up). */
  input?: I,
) {
  // Read without throwing: a view under test may override every actor and need no client.
  const queryClient = useContext(QueryClientContext)
  const overrides = useFlowOverrides(flow.id)
  const [actor] = useState(() => new DeferredActor(flow, input, overrides, queryClient))
  useEffect(() => {
    actor.mount()
    return actor.unmount
  }, [actor])
  const snapshot = useSyncExternalStore(actor.subscribe, actor.getSnapshot, actor.getSnapshot)
  const id = useId()
  return {
    actor: actor as unknown as DeferredActorRef<M>,
    api: connect(snapshot as FlowView<M>, actor.send as (event: EventFromLogic<M>) => void, {
      id,
    }),
  }
}
