/**
 * Level 2 (and the shape of level 3): a binding says how to check each state in the UI and
 * how to cause each event. The runner replays a generated path through the binding.
 */
import { expect, it } from 'vitest'
import { fromPromise, type AnyEventObject } from 'xstate'
import { eventKey, eventKeysOf, type FlowModel, type FlowPath } from '~/flow-catalog/model'

export interface StateCheck<C> {
  (c: C, context: unknown): void | Promise<void>
}
export interface ViewBinding<C> {
  setup(): C | Promise<C>
  teardown?(c: C): void | Promise<void>
  /** Keyed by state id, e.g. "newsletter.editing". */
  states: Record<string, StateCheck<C>>
  /** Keyed by event type; delays as "xstate.after.<delay>", actor outcomes as "xstate.done.actor.<id>". */
  events: Record<string, (c: C, event: AnyEventObject) => void | Promise<void>>
}

/**
 * A binding knows exactly the machine's states and events: a new one fails here first, and so
 * does a removed one (its tests must not quietly drop out).
 */
export function expectCompleteBinding(model: FlowModel, binding: ViewBinding<unknown>) {
  expect(Object.keys(binding.states).sort()).toEqual([...model.states].sort())
  expect(Object.keys(binding.events).sort()).toEqual([...eventKeysOf(model)].sort())
}

export async function replayOnView<C>(model: FlowModel, binding: ViewBinding<C>, path: FlowPath) {
  const c = await binding.setup()
  try {
    await checkStates(binding, c, model.initialStates, model.initialContext, 'initially')
    for (const [i, step] of path.steps.entries()) {
      const run = binding.events[eventKey(step.event.type)]
      if (!run) throw new Error(`No binding for event ${step.event.type}`)
      await run(c, step.event)
      await checkStates(
        binding,
        c,
        step.states,
        step.context,
        `after step ${i + 1} (${step.event.type})`,
      )
    }
  } finally {
    await binding.teardown?.(c)
  }
}

async function checkStates<C>(
  binding: ViewBinding<C>,
  c: C,
  states: string[],
  context: unknown,
  when: string,
) {
  for (const id of states) {
    const check = binding.states[id]
    if (!check) throw new Error(`No binding for state ${id}`)
    try {
      await check(c, context)
    } catch (error) {
      if (error instanceof Error) error.message = `State ${id} ${when}: ${error.message}`
      throw error
    }
  }
}

/** An actor whose calls wait until the test settles them (the "held request" of level 2). */
export function heldActor<TOutput, TInput = unknown>() {
  const calls: Array<{
    input: TInput
    resolve: (o: TOutput) => void
    reject: (e: unknown) => void
  }> = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  )
  const latest = () => {
    const call = calls.at(-1)
    if (!call) throw new Error('The actor was not invoked')
    return call
  }
  return {
    logic,
    calls,
    resolve: (output: TOutput) => latest().resolve(output),
    reject: (error: unknown) => latest().reject(error),
  }
}

/** The generated-path tests of one view: its binding is complete and every path replays. */
export function testGeneratedPaths<C>(model: FlowModel, binding: ViewBinding<C>) {
  it('binds every state and event of the machine', () => {
    expectCompleteBinding(model, binding as ViewBinding<unknown>)
  })
  it.each(model.paths.map((p) => [p.id, p.description, p] as const))(
    '%s: %s',
    async (_id, _description, path) => {
      await replayOnView(model, binding, path)
    },
  )
}

/**
 * A binding's handlers for the machine's own events, typed by its event union: an event added
 * to the machine fails to compile here before a generated path can miss it.
 */
export function machineEvents<E extends { type: string }, C>(events: {
  [K in E['type']]: (c: C, event: Extract<E, { type: K }>) => void | Promise<void>
}) {
  return events as unknown as ViewBinding<C>['events']
}
