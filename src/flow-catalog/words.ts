/**
 * Plain words for the /flows pages (issue 32): states and events as a product owner reads
 * them, never raw JSON. Machine ids and payload keys are split into words ("oneTimeChosen" →
 * "one time chosen"), a payload reads as a short list ("the check answers: subscribable, no
 * active subscription"); the raw event stays one click away on the page.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate'

/** "oneTimeChosen", "my-box", "popular_loading" → "one time chosen", "my box", "popular loading". */
export function words(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .toLowerCase()
    .trim()
}

const MAX_PARTS = 4
const MAX_TEXT = 40

/** A value as a few words: booleans by their name, lists by their length, text quoted. */
export function sayValue(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return 'nothing'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string')
    return `“${value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value}”`
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`
  if (value instanceof Error) return value.message ? `an error (${value.message})` : 'an error'
  if (typeof value !== 'object') return typeof value
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return 'nothing'
  if (depth > 0) return `${entries.length} details`
  const parts = entries.slice(0, MAX_PARTS).map(([key, v]) => sayField(key, v))
  if (entries.length > MAX_PARTS) parts.push(`${entries.length - MAX_PARTS} more`)
  return parts.join(', ')
}

/** One field: `isSubscribable: true` → "subscribable", `hasActiveSubscription: false` → "no active subscription". */
function sayField(key: string, value: unknown): string {
  if (typeof value === 'boolean') {
    const is = /^is([A-Z].*)$/.exec(key)
    if (is) return value ? words(is[1]!) : `not ${words(is[1]!)}`
    const has = /^has([A-Z].*)$/.exec(key)
    if (has) return value ? words(has[1]!) : `no ${words(has[1]!)}`
    return value ? words(key) : `not ${words(key)}`
  }
  // "products: [3 of them]" → "3 products".
  if (Array.isArray(value)) return `${value.length} ${words(key)}`
  if (value !== null && typeof value === 'object') {
    // One level down reads as its own list: "check: subscribable, no active subscription".
    const inner = Object.entries(value as Record<string, unknown>)
    if (inner.length === 0) return `no ${words(key)}`
    return `${words(key)}: ${inner
      .slice(0, MAX_PARTS)
      .map(([k, v]) => (typeof v === 'object' && v !== null ? words(k) : sayField(k, v)))
      .join(', ')}${inner.length > MAX_PARTS ? ', …' : ''}`
  }
  return `${words(key)} ${sayValue(value, 1)}`
}

/**
 * An event as a sentence: the shopper's or a service's, a timer's, or an actor's answer. The
 * flow's prefix is left out of the event's type ("purchase.oneTimeChosen" → "one time chosen").
 */
export function sayEvent(event: AnyEventObject): string {
  const { type, ...rest } = event
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return `after the ${words(after[1]!)}`
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) {
    const output = (rest as { output?: unknown }).output
    const what = `${words(done[1]!)} answers`
    return output === undefined ? what : `${what}: ${sayValue(output)}`
  }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (error) return `${words(error[1]!)} fails`
  const name = words(type.includes('.') ? type.slice(type.indexOf('.') + 1) : type)
  return Object.keys(rest).length ? `${name}: ${sayValue(rest)}` : name
}

/**
 * A guard as a condition: "isQueryBlank" → "query blank", "hasQuery" → "has query",
 * "and(isShown, hasRoomAbove)" → "shown and has room above", "not(isX)" → "not x".
 */
export function sayGuard(guard: string): string {
  const combined = /^(and|or|not)\((.*)\)$/.exec(guard)
  if (combined) {
    const parts = splitTop(combined[2]!).map(sayGuard)
    return combined[1] === 'not' ? `not ${parts.join(', ')}` : parts.join(` ${combined[1]} `)
  }
  return words(guard.replace(/^is(?=[A-Z])/, ''))
}

/** "a, and(b, c), d" → ["a", "and(b, c)", "d"]. */
function splitTop(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++
    else if (list[i] === ')') depth--
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts.filter(Boolean)
}

/**
 * A transition in the simulator's words, for the chart's edges: its event said as the
 * simulator's buttons say it, then its guard ("typed, if query blank", "after the debounce").
 */
export function sayTransition(t: { eventType: string; guard: string | null }): string {
  const event = sayEvent({ type: t.eventType })
  return t.guard ? `${event}, if ${sayGuard(t.guard)}` : event
}

/**
 * Where a machine stands, a line per region's state (the active state ids, e.g.
 * "product-purchase.box.ready.idle" → "box › ready › idle"), each with its description.
 */
export function sayState(machine: AnyStateMachine, active: Iterable<string>) {
  const ids = [...active]
  return ids
    .filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))
    .map((id) => ({
      line: id.split('.').slice(1).map(words).join(' › '),
      description: machine.getStateNodeById(id).description ?? null,
    }))
}

/** A step of a replayed walk (spec-harness's trace): a sent event, an answer, or time passing. */
export function sayStep(event: AnyEventObject | null | undefined): string {
  if (!event) return 'start'
  if (event.type === 'tick') return `${String((event as { ms?: unknown }).ms)} ms later`
  if (event.type.startsWith('settle.'))
    return `${words(event.type.slice(7))} ${'error' in event ? 'fails' : 'answers'}`
  return sayEvent(event)
}
