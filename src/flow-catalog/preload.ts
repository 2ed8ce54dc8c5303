/**
 * The pre-load table of a flow, made from its machine (ADR 0020): for every enumerated input and
 * start event its definition declares (`start.input`, `start.events`), where the machine stands
 * after starting and taking that event. `data` leaves go in as unique sentinels; where the
 * machine keeps one as it came, the row holds a `$ref` to it instead, so the browser fills in the
 * real value (src/flow-wiring/preload.ts). Committed as machines/<flow>/preload.json and
 * checked against the machine on every test run (tests/model/preload.test.ts).
 */
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateNode,
} from 'xstate'
import { data, type Flow, type Template } from '#machines/shared/flow'
import type { Preload, PreloadRow } from '~/flow-wiring/preload'
import { activeNodes, allTransitions, withHeldActors } from './model'

interface Variant {
  value: unknown
  /** Enumerated leaves: path → the literal chosen, or "$object". */
  when: Record<string, unknown>
  /** Sentinel → the path it stands for. */
  refs: Map<unknown, string>
}

const MARK = '\u0001'
let counter = 0

/** Every concrete value a template stands for, with sentinels for its data leaves. */
export function expand(template: Template, path: string): Variant[] {
  if (template === null || typeof template !== 'object')
    return [{ value: template, when: {}, refs: new Map() }]
  if (Array.isArray(template))
    return withSelf(
      product(
        template.map((t, i) => [String(i), t]),
        path,
        true,
      ),
      path,
    )
  if ('$oneOf' in template && Array.isArray(template.$oneOf))
    return template.$oneOf.flatMap((choice: Template) =>
      expand(choice, path).map((v) => ({
        ...v,
        when: { [path]: chosen(choice), ...v.when },
      })),
    )
  if ('$data' in template) {
    const sentinel =
      template.$data === 'string' ? `${MARK}${++counter}${MARK}` : 7_000_000_000 + ++counter
    return [{ value: sentinel, when: {}, refs: new Map([[sentinel, path]]) }]
  }
  return withSelf(product(Object.entries(template), path, false), path)
}

/** An object or array that comes in is known by itself too: kept as it came, it is one $ref. */
const withSelf = (variants: Variant[], path: string) =>
  variants.map((v) => ({ ...v, refs: new Map([...v.refs, [v.value, path]]) }))

/** How a row tells a choice: its literal, or the kind of value ("$object", "$string", "$number"). */
function chosen(choice: Template): unknown {
  if (choice === null || typeof choice !== 'object') return choice
  if ('$data' in choice) return `$${String(choice.$data)}`
  return '$object'
}

function product(entries: [string, Template][], path: string, array: boolean): Variant[] {
  let out: Variant[] = [{ value: array ? [] : {}, when: {}, refs: new Map() }]
  for (const [key, child] of entries) {
    const options = expand(child, path ? `${path}.${key}` : key)
    out = out.flatMap((done) =>
      options.map((o) => ({
        value: array
          ? [...(done.value as unknown[]), o.value]
          : { ...(done.value as object), [key]: o.value },
        when: { ...done.when, ...o.when },
        refs: new Map([...done.refs, ...o.refs]),
      })),
    )
  }
  return out
}

function toRefs(node: unknown, refs: Map<unknown, string>, where: string): unknown {
  if (refs.has(node)) return { $ref: refs.get(node)! }
  if (typeof node === 'string' && node.includes(MARK))
    throw new Error(
      `${where}: the context makes text from data; it cannot be shown before the machine runs`,
    )
  if (Array.isArray(node)) return node.map((n) => toRefs(n, refs, where))
  if (node !== null && typeof node === 'object') {
    if (Object.getPrototypeOf(node) !== Object.prototype)
      throw new Error(`${where}: the context holds a ${node.constructor.name}, not plain data`)
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, toRefs(v, refs, where)]))
  }
  if (typeof node === 'function' || typeof node === 'undefined')
    throw new Error(`${where}: the context holds ${typeof node}`)
  return node
}

/** Whether any active state handles the event type (its own, a wildcard, or a prefix wildcard). */
function handles(nodes: AnyStateNode[], type: string) {
  return nodes.some((node) =>
    [...node.transitions.keys()].some(
      (key) =>
        key === type || key === '*' || (key.endsWith('.*') && type.startsWith(key.slice(0, -1))),
    ),
  )
}

/**
 * Whether the snapshot takes an event of this type (its guards included), asked as a connect
 * asks: by type, without a payload. A guard that cannot answer without one says no.
 */
function accepts(snapshot: AnyMachineSnapshot, type: string) {
  try {
    return snapshot.can({ type })
  } catch {
    return false
  }
}

export function buildPreload(flow: Flow): Preload {
  const start = flow.start ?? {}
  // A flow whose first snapshot runs something (an actor, a delay) that may not wait starts
  // with the page; any other on its first use. Read from the machine, never declared.
  let on: Preload['start']['on'] = 'interaction'
  const types = [
    ...new Set([
      ...flow.spec.events,
      ...allTransitions(flow.machine)
        .map((t) => t.eventType)
        .filter((t) => !t.startsWith('xstate.') && t !== '*'),
    ]),
  ].sort()
  const startEvents = (start.events ?? []).flatMap((t) => expand(t, 'event'))
  const startTypes = [...new Set(startEvents.map((e) => (e.value as AnyEventObject).type))]
  // Every flow's input carries its view's id (src/flow-wiring/use-flow.ts).
  const template = start.input as Record<string, Template> | undefined
  const inputs = expand({ id: data.string, ...template }, 'input')
  const rows: (PreloadRow & { whenOne: Record<string, unknown> })[] = []
  for (const input of inputs) {
    for (const event of [null, ...startEvents]) {
      const where = `${flow.key} (${event ? JSON.stringify(event.when) : 'start'})`
      const actor = createActor(withHeldActors(flow.machine), { input: input.value })
      actor.start()
      if (event) actor.send(event.value as AnyEventObject)
      const snapshot = actor.getSnapshot()
      actor.stop()
      const nodes = activeNodes(snapshot)
      // Anything that runs in the first snapshot must start with the page, unless it may wait.
      const deferrable = start.defer?.running ?? []
      const running = nodes.flatMap((n) => [
        ...n.invoke.map((i) => String(i.src)),
        ...n.after.map((a) => String(a.delay)),
      ])
      if (running.some((r) => !deferrable.includes(r))) on = 'mount'
      const refs = new Map([...input.refs, ...(event?.refs ?? [])])
      rows.push({
        event: event ? (event.value as AnyEventObject).type : null,
        when: [],
        whenOne: { ...input.when, ...(event?.when ?? {}) },
        value: snapshot.value,
        context: toRefs(snapshot.context, refs, where) as PreloadRow['context'],
        inert: types.filter((t) => !startTypes.includes(t) && !handles(nodes, t)),
        refused: types.filter(
          (t) => !startTypes.includes(t) && handles(nodes, t) && !accepts(snapshot, t),
        ),
      })
    }
  }
  // Rows that show the same for different choices are one row, matched by any of them.
  const merged: PreloadRow[] = []
  for (const { whenOne, ...row } of rows) {
    const same = merged.find(
      (m) =>
        m.event === row.event &&
        JSON.stringify([m.value, m.context, m.inert, m.refused]) ===
          JSON.stringify([row.value, row.context, row.inert, row.refused]),
    )
    if (same) same.when.push(whenOne as PreloadRow['when'][number])
    else merged.push({ ...row, when: [whenOne as PreloadRow['when'][number]] })
  }
  // Every choice a path can take (per start event), so a row may leave out a path whose every
  // choice it stands for.
  for (const row of merged) {
    const domains = new Map<string, Set<string>>()
    for (const r of rows.filter((r) => r.event === row.event))
      for (const [path, choice] of Object.entries(r.whenOne)) {
        if (!domains.has(path)) domains.set(path, new Set())
        domains.get(path)!.add(JSON.stringify(choice))
      }
    row.when = simplify(row.when, domains)
  }
  return {
    key: flow.key,
    start: {
      on,
      warm: start.warm ?? false,
      whenCookie: start.defer?.cookie ?? null,
      events: startTypes,
      wakeOn: start.defer?.wakeOn ?? [],
      wakeBefore: start.defer?.wakeBefore ?? null,
    },
    rows: merged,
  }
}

type Choice = PreloadRow['when'][number]

/**
 * Fewer alternatives for the same choices: those that agree but on one path and between them
 * take every choice it has become one without it (until none do).
 */
function simplify(alternatives: Choice[], domains: Map<string, Set<string>>): Choice[] {
  let alts = alternatives
  for (;;) {
    let merged = false
    outer: for (const alt of alts)
      for (const path of Object.keys(alt)) {
        const rest = (a: Choice) =>
          JSON.stringify(
            Object.entries(a)
              .filter(([p]) => p !== path)
              .sort(),
          )
        const group = alts.filter(
          (a) =>
            Object.keys(a).length === Object.keys(alt).length && path in a && rest(a) === rest(alt),
        )
        const taken = new Set(group.map((a) => JSON.stringify(a[path])))
        if (taken.size !== domains.get(path)?.size) continue
        const { [path]: _, ...without } = alt
        alts = [...alts.filter((a) => !group.includes(a)), without]
        merged = true
        break outer
      }
    if (!merged) return alts
  }
}

/** The committed file's text: stable, readable, one row per line group. */
export const preloadText = (flow: Flow) => `${JSON.stringify(buildPreload(flow), null, 2)}\n`
