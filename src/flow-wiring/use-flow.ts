/**
 * The one way a view runs its flow: `useFlow(flow, options)`, with the folder's generated handle
 * (machines/<flow>/view.gen.ts). Until the flow's machine runs, the view shows its generated
 * pre-load snapshot (./preload); the machine's code loads on the first event that snapshot does
 * not ignore, at mount, or when its definition says (ADR 0020), then starts with the server data
 * that arrived meanwhile and the queued events. Nothing here knows any machine: the machines,
 * their production actors and their tables come from the list of folders under machines/.
 */
import { QueryClientContext } from '@tanstack/react-query'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { useContext, useEffect, useId, useState, useSyncExternalStore } from 'react'
import type * as XState from 'xstate'
import type { AnyEventObject, AnyStateMachine, EmittedFrom, EventFromLogic } from 'xstate'
import type { FlowKey, FlowMachines } from '#machines/flows.gen'
import type { FlowView } from '#machines/shared/connect'
import type { ViewFlow, ViewInput } from '#machines/shared/view'
import { logError } from '~/lib/log'
import { nextTask } from '~/lib/next-task'
import { MirrorHandle, useAttachedActor } from './attach'
import { useFlowOverrides, type Implementations } from './overrides'
import { preloadRow, preloadView, type Preload, type PreloadRow } from './preload'
import { registerFlow, type FlowDeps, type FlowWiring } from './wiring'

const folder = (path: string) => path.split('/')[2]!
const byFolder = <T>(modules: Record<string, T>) =>
  Object.fromEntries(Object.entries(modules).map(([path, m]) => [folder(path), m]))

// Each flow's machine with its production wiring (machines/<flow>/actors.ts), one chunk a flow.
const flows = byFolder(
  import.meta.glob<{ machine: AnyStateMachine; wiring: (deps: FlowDeps) => FlowWiring }>(
    '/machines/*/actors.ts',
    { import: 'default' },
  ),
)

type Loaded = Awaited<ReturnType<(typeof flows)[string]>> & { xstate: typeof XState }
const loading = new Map<string, Promise<Loaded>>()
/** Flows already loaded: a later view of one starts at once. */
const loaded = new Map<string, Loaded>()

/** A flow's machine, its wiring and XState (once; again after a failure). */
function loadFlow(key: string): Promise<Loaded> {
  let pending = loading.get(key)
  if (!pending) {
    const load = flows[key]
    if (!load) throw new Error(`No machines/${key}/actors.ts`)
    pending = Promise.all([load(), import('xstate')]).then(([flow, xstate]) => {
      const ready = { ...flow, xstate }
      loaded.set(key, ready)
      return ready
    })
    pending.catch(() => loading.delete(key))
    loading.set(key, pending)
  }
  return pending
}

/** Loads these flows (all of them by default) ahead of use: the view tests replay events at once. */
export const preloadFlows = (keys: string[] = Object.keys(flows)) => Promise.all(keys.map(loadFlow))

// A scroll too: on a phone it comes well before the first tap, which would otherwise wait for
// the code over the network (issue 51; bench:inp).
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const
const warmOnIntent = new Set<string>()
/** On the shopper's first sign of use, the code of every mounted flow that asks for it loads. */
function warm(key: string) {
  if (typeof window === 'undefined' || warmOnIntent.has(key)) return
  warmOnIntent.add(key)
  if (warmOnIntent.size > 1) return
  const go = () => {
    for (const type of INTENT) window.removeEventListener(type, go, true)
    for (const k of warmOnIntent) loadFlow(k).catch(() => {})
  }
  for (const type of INTENT) window.addEventListener(type, go, { capture: true, passive: true })
}

type Handler = (event: never) => void
type Subscription = { unsubscribe(): void }
type Actor = ReturnType<typeof XState.createActor<AnyStateMachine>>
/** The machine's input, made as it starts; every flow's input carries its view's `id`. */
export type FlowInput = (env: { sinceMountMs: number }) => object

class FlowHandle {
  private actor: Actor | null = null
  private snapshot: unknown
  private row: PreloadRow | null
  /** The latest start event (server data), replayed first when the machine starts. */
  private data: AnyEventObject | null = null
  private queue: AnyEventObject[] = []
  private loading = false
  private mounted = false
  private stopped = false
  private mountedAt: number | null = null
  private readonly listeners = new Set<() => void>()
  private readonly handlers = new Map<{ type: string; handler: Handler }, Subscription | null>()

  constructor(
    private readonly key: string,
    private readonly table: Preload,
    private readonly input: FlowInput,
    private readonly overrides: Implementations | undefined,
    private readonly deps: FlowDeps | undefined,
  ) {
    this.row = preloadRow(table, input({ sinceMountMs: 0 }), null)
    if (!this.row) throw new Error(`${key}: no pre-load row for this input`)
    this.snapshot = preloadView(this.row, input({ sinceMountMs: 0 }), null)
  }

  getSnapshot = () => this.snapshot

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  send = (event: AnyEventObject) => {
    if (this.stopped) return
    if (this.actor) return this.actor.send(event)
    // Only a first answer is shown from the table: a machine may read a later one differently
    // from the first (a purchase check read again), so later ones go to it, in order.
    if (this.table.start.events.includes(event.type) && this.data === null) {
      this.data = event
      const input = this.input({ sinceMountMs: 0 })
      const row = preloadRow(this.table, input, event)
      // A shape the table does not know: the machine decides.
      if (!row) return this.load()
      this.row = row
      if (this.queue.length) return
      this.snapshot = preloadView(row, input, event)
      return this.notify()
    }
    // Ignored where the flow stands (behind a queued event, it may stand elsewhere), unless it
    // is the shopper reaching for it.
    const { wakeOn } = this.table.start
    if (this.queue.length === 0 && this.row?.inert.includes(event.type)) {
      if (wakeOn.includes(event.type)) this.load()
      return
    }
    this.queue.push(event)
    this.load()
  }

  on = (type: string, handler: Handler): Subscription => {
    const key = { type, handler }
    this.handlers.set(key, this.actor ? this.actor.on(type, handler as never) : null)
    return {
      unsubscribe: () => {
        this.handlers.get(key)?.unsubscribe()
        this.handlers.delete(key)
      },
    }
  }

  /**
   * Starts the flow without an event (a timed flow whose moment nears). Nobody waits on it, so
   * its code's evaluation and the actor's start run as two tasks, not one long one.
   */
  wake = () => {
    if (!this.stopped && !this.actor) this.load(true)
  }

  mount = () => {
    this.mounted = true
    this.mountedAt ??= performance.now()
    const unregister = registerFlow(this.key, this.send)
    const { on, warm: warms, whenCookie, wakeBefore } = this.table.start
    if (warms) warm(this.key)
    const hasCookie = () =>
      !!whenCookie && document.cookie.split('; ').some((c) => c.startsWith(`${whenCookie}=`))
    if (on === 'mount' || hasCookie()) this.load()
    // The store host may set the cookie during the visit: the next page that finds it starts
    // the flow (whose own actor reads the cookie from then on).
    const unwatch =
      whenCookie && this.deps?.router
        ? this.deps.router.subscribe('onResolved', () => hasCookie() && this.wake())
        : undefined
    const firstMoveMs = wakeBefore
      ? (this.input({ sinceMountMs: 0 }) as Record<string, unknown>)[wakeBefore.inputMs]
      : null
    const timer =
      typeof firstMoveMs === 'number' && wakeBefore
        ? setTimeout(this.wake, Math.max(0, firstMoveMs - wakeBefore.leadMs))
        : undefined
    return () => {
      clearTimeout(timer)
      unwatch?.()
      unregister()
    }
  }

  /** Stops a tick later unless mounted again meanwhile (StrictMode runs effects twice). */
  unmount = () => {
    this.mounted = false
    queueMicrotask(() => {
      if (this.mounted) return
      this.stopped = true
      this.actor?.stop()
    })
  }

  private load(unhurried = false) {
    if (this.loading) return
    this.loading = true
    const ready = loaded.get(this.key)
    if (ready) return this.begin(ready)
    loadFlow(this.key).then(
      (loaded) =>
        unhurried && this.queue.length === 0
          ? void nextTask().then(() => this.begin(loaded))
          : this.begin(loaded),
      (error: unknown) => {
        // A chunk that did not arrive: the view still shows where the flow stood, so the
        // queued events are dropped (replayed later, two taps would open and close a menu)
        // and the next event tries again.
        this.loading = false
        this.queue = []
        logError('flow', `${this.key} did not load`, error)
      },
    )
  }

  private begin({ machine, wiring: wire, xstate }: Loaded) {
    if (this.stopped) return
    // The production wiring, with a test's or the simulator's actors over it.
    const wiring: FlowWiring = this.deps ? wire(this.deps) : {}
    const logic = machine.provide({
      ...this.overrides,
      actors: { ...wiring.actors, ...this.overrides?.actors },
    })
    const sinceMountMs = this.mountedAt === null ? 0 : performance.now() - this.mountedAt
    const input = this.input({ sinceMountMs })
    const actor = xstate.createActor(logic, { input, inspect: devInspector() })
    for (const [type, listener] of Object.entries(wiring.on ?? {}))
      actor.on(type, (event) => (listener as (e: unknown, i: unknown) => void)(event, input))
    for (const key of this.handlers.keys())
      this.handlers.set(key, actor.on(key.type, key.handler as never))
    actor.subscribe(() => {
      this.snapshot = actor.getSnapshot()
      this.notify()
    })
    this.actor = actor
    actor.start()
    const queued = [...(this.data ? [this.data] : []), ...this.queue]
    this.queue = []
    for (const event of queued) actor.send(event)
    this.snapshot = actor.getSnapshot()
    this.notify()
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}

type Inspect = NonNullable<Parameters<typeof XState.createActor>[1]>['inspect']
let inspector: { inspect: Inspect } | null | undefined

/**
 * Development only: live inspection in Stately's inspector, opted into with
 * `localStorage.setItem('clearhome.inspect', '1')`. Loaded lazily; never in production builds.
 */
function devInspector(): Inspect | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined
  if (inspector === undefined) {
    inspector = null
    if (localStorage.getItem('clearhome.inspect') === '1')
      void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
        inspector = createBrowserInspector() as unknown as { inspect: Inspect }
      })
  }
  return inspector ? inspector.inspect : undefined
}

/** What a view holds of its flow: it sends, hears what the machine emits, and wakes it. */
export interface FlowRef<M extends AnyStateMachine> {
  send(event: EventFromLogic<M>): void
  wake(): void
  on<T extends EmittedFrom<M>['type']>(
    type: T,
    handler: (event: Extract<EmittedFrom<M>, { type: T }>) => void,
  ): Subscription
}

/** A view's options: its machine's input where the machine takes one (then it is required). */
type FlowOptions<K extends FlowKey> = keyof ViewInput<K> extends never
  ? { input?: never }
  : {
      /** The machine's input (read once, as the flow is set up), or made when it starts. */
      input: ViewInput<K> | ((env: { sinceMountMs: number }) => ViewInput<K>)
    }

export function useFlow<K extends FlowKey, A>(
  /** The flow's generated handle (machines/<flow>/view.gen.ts). */
  flow: ViewFlow<K, A>,
  ...[options = {} as FlowOptions<K>]: keyof ViewInput<K> extends never
    ? [options?: FlowOptions<K>]
    : [options: FlowOptions<K>]
): { actor: FlowRef<FlowMachines[K]>; api: A } {
  type M = FlowMachines[K]
  const { preload: table, connect } = flow
  // Read without throwing: a view under test may override every actor and need no client.
  const queryClient = useContext(QueryClientContext)
  // Absent where a view is rendered without a router (a unit test): no route actors then.
  const router = useRouter({ warn: false }) as AnyRouter | undefined
  const overrides = useFlowOverrides(table.key)
  const attached = useAttachedActor(table.key)
  const id = useId()
  const [handle] = useState<FlowHandle | MirrorHandle>(() => {
    if (attached) return new MirrorHandle(attached)
    const { input } = options as { input?: object | FlowInput }
    const made: FlowInput = (env) => ({
      id,
      ...(typeof input === 'function' ? (input as (e: typeof env) => object)(env) : input),
    })
    const deps = queryClient ? { queryClient, router: router ?? undefined } : undefined
    return new FlowHandle(table.key, table, made, overrides, deps)
  })
  useEffect(() => {
    const stop = handle.mount()
    return () => {
      stop?.()
      handle.unmount()
    }
  }, [handle])
  const snapshot = useSyncExternalStore(handle.subscribe, handle.getSnapshot, handle.getSnapshot)
  return {
    actor: handle as unknown as FlowRef<M>,
    api: connect(snapshot as FlowView<M>, handle.send as (event: EventFromLogic<M>) => void, {
      id,
    }),
  }
}

/**
 * Server data reaches a flow as events: each answer of a query (and its failure) is sent as it
 * arrives. Before the machine runs these are its start events (the pre-load table shows them).
 */
export function useQueryEvents<T, E extends AnyEventObject>(
  actor: { send(event: E): void },
  query: { data: T | undefined; isError: boolean },
  toEvent: (data: T) => NoInfer<E>,
  failed?: NoInfer<E>,
) {
  const { data, isError } = query
  useEffect(() => {
    if (data !== undefined) actor.send(toEvent(data))
    else if (isError && failed) actor.send(failed)
    // toEvent and failed are written inline by views: only the answer matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, data, isError])
}
