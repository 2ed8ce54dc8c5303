/**
 * The spec's own voice in the generated tests: every machine's spec properties
 * (machines/<flow>/spec.ts) hold at every step of every generated path, replayed in the spec's
 * time, and on random walks (fast-check) over the machine's events, time and actor outcomes,
 * which shrink to the shortest sequence that breaks a property and name its spec line.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { flows } from '~/flow-catalog/catalog'
import { flowModel, sampleInputs } from '~/flow-catalog/model'
import {
  encodeWalk,
  exerciseMap,
  firstBroken,
  replayForSpec,
  SpecDriver,
  take,
} from '~/flow-catalog/spec-harness'
import type { WalkStep } from '#machines/shared/spec'

it('every flow declares spec properties', () => {
  for (const flow of flows) expect(flow.spec.properties.length, flow.key).toBeGreaterThan(0)
})

describe.each(flows.map((flow) => [flow.key, flow] as const))('%s', (key, flow) => {
  const { spec } = flow
  const model = flowModel(flow)
  const inputs = sampleInputs(flow)

  it('the spec names every event the machine handles', () => {
    const handled = model.transitions
      .map((t) => t.eventType)
      .filter((t) => !t.startsWith('xstate.'))
    expect(spec.events).toEqual(expect.arrayContaining([...new Set(handled)]))
  })

  it.each(model.paths.map((p) => [p.id, p] as const))(
    'path %s keeps every spec property, and ignored events change nothing',
    async (_id, path) => {
      await replayForSpec(
        flow,
        path,
        (driver, { ignored }) => {
          expect(firstBroken(spec, driver.trace)).toBeNull()
          const [before, now] = driver.trace.slice(-2)
          if (ignored && before && now) {
            // As JSON: nested handlers are new functions on every render, and not what is seen.
            expect(JSON.stringify(now.props), `${now.event!.type} is ignored here`).toBe(
              JSON.stringify(before.props),
            )
            expect(now.invoked).toEqual([])
            expect(now.emitted).toEqual([])
          }
        },
        { ignored: true },
      )
    },
  )

  // The walk's alphabet: every event the machine handles (with the samples' payloads), time
  // passing in the spec's steps, and each actor's sampled outcomes.
  const eventTypes = [
    ...new Set([
      ...spec.events,
      ...model.transitions.map((t) => t.eventType).filter((t) => !t.startsWith('xstate.')),
    ]),
  ]
  const events = [
    ...eventTypes.flatMap(
      (type) => (flow.samples.events?.[type] as AnyEventObject[] | undefined) ?? [{ type }],
    ),
    ...(spec.samples ?? []),
  ]
  // Actors whose answer the machine waits for (DOM watchers only send events: no outcomes).
  const actors = [...new Set(model.transitions.flatMap((t) => (t.actor ? [t.actor] : [])))]
  type Step =
    | { kind: 'send'; event: AnyEventObject }
    | { kind: 'tick'; ms: number }
    | { kind: 'settle'; src: string; outcome: { output: unknown } | { error: unknown } }
  const outcomes = actors.flatMap((src) => [
    ...[...(flow.samples.outputs?.[src] ?? []), ...(spec.outputs?.[src] ?? [])].map((output) => ({
      src,
      outcome: { output },
    })),
    ...(flow.samples.errors?.[src] ?? [new Error('Simulated failure')]).map((error) => ({
      src,
      outcome: { error },
    })),
  ])
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constantFrom(...events).map((event) => ({ kind: 'send' as const, event })),
    ...(spec.ticks?.length
      ? [fc.constantFrom(...spec.ticks).map((ms) => ({ kind: 'tick' as const, ms }))]
      : []),
    ...(outcomes.length
      ? [fc.constantFrom(...outcomes).map((o) => ({ kind: 'settle' as const, ...o }))]
      : []),
  )

  it.each((spec.scenarios ?? []).map((s) => [s.name, s] as const))(
    'scenario "%s" keeps every spec property',
    async (_name, scenario) => {
      const driver = new SpecDriver(flow)
      try {
        for (const s of scenario.steps) {
          await take(driver, s)
          expect(firstBroken(spec, driver.trace)).toBeNull()
        }
      } finally {
        driver.stop()
      }
    },
  )

  it('random walks keep every spec property', async () => {
    const asWalk = (steps: Step[]): WalkStep[] =>
      steps.map((s) =>
        s.kind === 'send'
          ? { send: s.event }
          : s.kind === 'tick'
            ? { tick: s.ms }
            : { settle: s.src, ...s.outcome },
      )
    const result = await fc.check(
      fc.asyncProperty(
        fc.constantFrom(...inputs),
        fc.array(step, { maxLength: 30 }),
        async (input, steps) => {
          const driver = new SpecDriver(flow, input)
          try {
            for (const s of asWalk(steps)) {
              await take(driver, s)
              const broken = firstBroken(spec, driver.trace)
              if (broken) throw new Error(broken)
            }
          } finally {
            driver.stop()
          }
        },
      ),
      { numRuns: 150 },
    )
    if (result.failed) {
      // The shrunk sequence, and where a product owner can watch it break (pnpm dev).
      const walk = asWalk(result.counterexample?.[1] ?? [])
      throw new Error(
        `${(result.errorInstance as Error | null)?.message ?? 'a property broke'}\n  replay: /flows/${key}?walk=${encodeWalk(walk)}`,
      )
    }
  }, 60_000)

  it('every property applies on some generated path (none is vacuous)', async () => {
    const map = await exerciseMap(flow, model.paths)
    const vacuous = Object.entries(map)
      .filter(([, paths]) => paths.length === 0)
      .map(([id]) => id)
    expect(vacuous, 'properties no generated path could break').toEqual([])
  })
})
