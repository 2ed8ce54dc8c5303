/**
 * What a flow shows before its machine runs is its machine (ADR 0020): every flow's pre-load
 * table is made from its machine and committed beside it (machines/<flow>/preload.json; a
 * change fails here until it is updated in the same commit: `npx vitest run -u
 * tests/model/preload`), and for inputs and server data drawn at random the table gives exactly
 * the snapshot the machine reaches (its state, its context, what `connect` makes of it).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup, type AnyEventObject } from 'xstate'
import { defineFlow, type FlowStart, type Template } from '#machines/shared/flow'
import { flows } from '~/flow-catalog/catalog'
import { withHeldActors } from '~/flow-catalog/model'
import { buildPreload, preloadText } from '~/flow-catalog/preload'
import { preloadRow, preloadView } from '~/flow-wiring/preload'

/** Concrete values for a template: every choice, any string or number for its data. */
function arbitrary(template: Template): fc.Arbitrary<unknown> {
  if (template === null || typeof template !== 'object') return fc.constant(template)
  if (Array.isArray(template)) return fc.tuple(...template.map(arbitrary))
  if ('$oneOf' in template && Array.isArray(template.$oneOf))
    return fc.oneof(...template.$oneOf.map(arbitrary))
  if ('$data' in template)
    return template.$data === 'string'
      ? fc.oneof(fc.string(), fc.constantFrom('', 'Dana', ' x '))
      : fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.double({ noNaN: true }))
  return fc.record(
    Object.fromEntries(
      Object.entries(template as Record<string, Template>).map(([k, v]) => [k, arbitrary(v)]),
    ),
  )
}

/** The machine's answer to a connect's `can` (a guard that needs the payload says no). */
function takes(snapshot: { can(event: AnyEventObject): boolean }, type: string) {
  try {
    return snapshot.can({ type })
  } catch {
    return false
  }
}

describe.each(flows.map((flow) => [flow.key, flow] as const))('%s', (key, flow) => {
  it('its committed pre-load table is made from its machine', async () => {
    await expect(preloadText(flow)).toMatchFileSnapshot(`../../machines/${key}/preload.json`)
  })

  it('the table gives the snapshot the machine reaches, for any input and server data', () => {
    const table = buildPreload(flow)
    const start = flow.start ?? {}
    const input = arbitrary({ id: fc.sample(fc.string(), 1)[0]!, ...(start.input as object) })
    const events = [fc.constant(null), ...(start.events ?? []).map(arbitrary)]
    fc.assert(
      fc.property(input, fc.oneof(...events), (input, event) => {
        const actor = createActor(withHeldActors(flow.machine), { input })
        actor.start()
        if (event) actor.send(event as AnyEventObject)
        const snapshot = actor.getSnapshot()
        actor.stop()
        const row = preloadRow(table, input, event as AnyEventObject | null)
        expect(row, 'a row for this input and event').not.toBeNull()
        const shown = preloadView(row!, input, event as AnyEventObject | null)
        expect(shown.value).toEqual(snapshot.value)
        expect(shown.context).toEqual(snapshot.context)
        const noop = () => {}
        expect(JSON.stringify(flow.connect(shown as never, noop, { id: 'v' }))).toBe(
          JSON.stringify(flow.connect(snapshot as never, noop, { id: 'v' })),
        )
        // What the table says is ignored there, the machine has no transition for.
        for (const type of row!.inert) expect(snapshot.can({ type }), type).toBe(false)
        // And what a connect asks (`can`, by type) it answers as the machine does.
        for (const type of flow.spec.events.filter((t) => !table.start.events.includes(t)))
          expect(shown.can({ type }), `can ${type}`).toBe(takes(snapshot, type))
      }),
      { numRuns: 60 },
    )
  })
})

describe('when a flow starts without an event (read from its machine, never declared)', () => {
  // A flow whose first snapshot calls something or waits: its code must run with the page.
  const calling = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
    id: 'calling',
    initial: 'loading',
    states: { loading: { invoke: { src: 'load' } } },
  })
  const waiting = setup({ delays: { tick: 100 } }).createMachine({
    id: 'waiting',
    initial: 'idle',
    states: { idle: { after: { tick: 'done' } }, done: {} },
  })
  const resting = setup({}).createMachine({
    id: 'resting',
    initial: 'idle',
    states: { idle: { on: { go: 'done' } }, done: {} },
  })
  const on = (machine: typeof calling | typeof waiting | typeof resting, start: FlowStart = {}) =>
    buildPreload(
      defineFlow({
        title: machine.id,
        machine,
        connect: () => ({}),
        spec: { properties: [], events: [] },
        samples: {},
        start,
      }),
    ).start.on

  it('an actor or a delay in the first snapshot starts it with the page', () => {
    expect(on(calling)).toBe('mount')
    expect(on(waiting)).toBe('mount')
  })

  it('nothing running, running things that may wait, or a cookie to wait for: its first use', () => {
    expect(on(resting)).toBe('interaction')
    expect(on(calling, { defer: { running: ['load'] } })).toBe('interaction')
    expect(on(waiting, { defer: { running: ['tick'] } })).toBe('interaction')
    expect(on(calling, { defer: { running: ['load'], cookie: 'c' } })).toBe('interaction')
    // Deferring something else does not defer what runs.
    expect(on(calling, { defer: { running: ['tick'] } })).toBe('mount')
  })

  it('the flows that start with the page are those whose first snapshot runs something', () => {
    expect(
      flows.filter((flow) => buildPreload(flow).start.on === 'mount').map((flow) => flow.key),
    ).toEqual([
      'gallery',
      'hash-scroll',
      'ingredient-explorer',
      'shoppable-download',
      'sticky-cart',
    ])
  })
})
