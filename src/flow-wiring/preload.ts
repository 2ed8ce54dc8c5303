/**
 * What a flow shows before its machine runs (ADR 0020): a row of its generated table
 * (machines/<flow>/preload.json, made from the machine by src/flow-catalog/preload.ts and
 * checked against it by tests/model/preload.test.ts). A row is picked by the start event's type
 * and the enumerated leaves of the input and event; `{ "$ref": "input.x" }` in its context
 * stands for the value that came in. Nothing here knows any machine.
 */
import type { StateValue } from 'xstate'
import { matchesValue } from '#machines/shared/matches'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export interface PreloadRow {
  /** The start event's type, or null before any. */
  event: string | null
  /**
   * The choices the row stands for (any one matches): enumerated leaves by path ("input.x",
   * "event.check.isMember"), each a value or the kind of one ("$object", "$string", "$number").
   */
  when: Record<string, Json>[]
  value: StateValue
  context: Json
  /** Event types no active state handles: sending one loads nothing. */
  inert: string[]
  /** Event types a state handles there but its guards refuse (asked by type, no payload). */
  refused: string[]
}

export interface Preload {
  /** The flow's folder (machines/<key>). */
  key: string
  start: {
    on: 'interaction' | 'mount'
    warm: boolean
    whenCookie: string | null
    /** The start events' types (server data from Query). */
    events: string[]
    /** Events that start the flow even where the first snapshot ignores them. */
    wakeOn: string[]
    /** Start `leadMs` before the input's `inputMs` ms after mount (a timed flow's first move). */
    wakeBefore: { inputMs: string; leadMs: number } | null
  }
  rows: PreloadRow[]
}

const at = (root: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      root,
    )

function fill(node: Json, sources: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((n) => fill(n, sources))
  if (node === null || typeof node !== 'object') return node
  if (typeof node.$ref === 'string' && Object.keys(node).length === 1) return at(sources, node.$ref)
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, fill(v, sources)]))
}

/** The row for this input and start event, or null when the table has none (the machine decides). */
export function preloadRow(
  preload: Preload,
  input: unknown,
  event: { type: string } | null,
): PreloadRow | null {
  const sources = { input, event }
  return (
    preload.rows.find(
      (row) =>
        row.event === (event?.type ?? null) &&
        row.when.some((choice) =>
          Object.entries(choice).every(([path, expected]) => {
            const actual = at(sources, path)
            if (expected === '$object') return actual !== null && typeof actual === 'object'
            if (expected === '$string') return typeof actual === 'string'
            if (expected === '$number') return typeof actual === 'number'
            return actual === expected
          }),
        ),
    ) ?? null
  )
}

/** A row as `connect` reads a snapshot: its state, its context and what it takes. */
export function preloadView(row: PreloadRow, input: unknown, event: { type: string } | null) {
  const value = row.value
  return {
    value,
    context: fill(row.context, { input, event }),
    matches: (test: StateValue) => matchesValue(test, value),
    can: (asked: { type: string }) =>
      !row.inert.includes(asked.type) && !row.refused.includes(asked.type),
  }
}
