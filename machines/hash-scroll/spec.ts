/** Spec properties of the hash scroll (catalogue §2 "Ingredient page", §9). */
import { invokedOf, last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

/**
 * The element a URL hash names, as the URL standard reads it (written here, not taken from the
 * machine): the text after "#", percent-decoded; none when empty or undecodable.
 */
function named(hash: string): string | null {
  try {
    return decodeURIComponent(hash.startsWith('#') ? hash.slice(1) : hash) || null
  } catch {
    return null
  }
}

const RETRY_MS = 100
const OFFSET_PX = 120

/** The id the latest hash names (null: none). */
const currentTarget = (trace: Observation[]) => {
  const changed = trace.findLast((o) => sent(o, 'hash.changed'))
  return changed ? named(String((changed.event as { hash?: unknown }).hash ?? '')) : null
}
const misses = (trace: Observation[]) =>
  trace.flatMap((o, step) => {
    const e = o.event as { type: string; output?: unknown; error?: unknown } | null
    return e?.type === 'settle.scrollToTarget' && (e.output === false || 'error' in e)
      ? [{ step, at: o.at }]
      : []
  })

export const hashScrollSpec: FlowSpec = {
  events: ['hash.changed'],
  delays: { retry: RETRY_MS },
  ticks: [50, 99, 100, 250],
  samples: [
    { type: 'hash.changed', hash: '#12' },
    { type: 'hash.changed', hash: '' },
    { type: 'hash.changed', hash: '#%E0%A4%A' },
  ],
  outputs: { scrollToTarget: [true, false] },
  scenarios: [
    {
      name: 'the element appears on the third try, 100 ms apart',
      steps: [
        { send: { type: 'hash.changed', hash: '#12' } },
        { settle: 'scrollToTarget', output: false },
        { tick: 99 },
        { tick: 1 },
        { settle: 'scrollToTarget', output: false },
        { tick: 100 },
        { settle: 'scrollToTarget', output: true },
        { tick: 1000 },
      ],
    },
  ],
  properties: [
    {
      id: 'scrolls-to-the-hash',
      section: 'Catalogue §2 Ingredient page, §9 (offset 120 px)',
      text: "every scroll goes to the element the URL's hash names, 120 px above it",
      check: (trace) => {
        const now = last(trace)
        const call = now.invoked.find((c) => c.src === 'scrollToTarget')
        if (!call) return skip
        const input = call.input as { id: string; offset: number }
        const expected = currentTarget(trace)
        if (input.id !== expected) return `scrolled to "${input.id}", the hash names "${expected}"`
        return input.offset === OFFSET_PX ? null : `offset ${input.offset} px`
      },
    },
    {
      id: 'retries-every-100ms',
      section: 'Catalogue §2 Ingredient page, §9 (retry every 100 ms)',
      text: 'an element not there yet is looked for again once 100 ms have passed, and not before',
      check: (trace) => {
        const missed = misses(trace)
        if (!missed.length) return skip
        const tries = invokedOf(trace, 'scrollToTarget')
        for (const miss of missed) {
          const changedSince = trace.slice(miss.step + 1).some((o) => sent(o, 'hash.changed'))
          if (changedSince) continue
          const next = tries.find((t) => t.step > miss.step)
          // Observed at the end of the step that passed the time: not before 100 ms.
          if (next && next.at - miss.at < RETRY_MS)
            return `tried again ${next.at - miss.at} ms after a miss`
          if (!next && last(trace).at - miss.at >= RETRY_MS)
            return `not tried again ${last(trace).at - miss.at} ms after a miss`
        }
        return null
      },
    },
    {
      id: 'stops-once-found',
      section: 'Catalogue §2 Ingredient page',
      text: 'once the element is found and scrolled to, nothing scrolls again until the hash changes',
      check: (trace) => {
        const found = trace.findLastIndex(
          (o) =>
            o.event?.type === 'settle.scrollToTarget' &&
            (o.event as { output?: unknown }).output === true,
        )
        if (found < 0) return skip
        const after = trace.slice(found + 1)
        const changed = after.findIndex((o) => sent(o, 'hash.changed'))
        const quiet = changed < 0 ? after : after.slice(0, changed)
        return quiet.some((o) => o.invoked.some((c) => c.src === 'scrollToTarget'))
          ? 'scrolled again after the element was found'
          : null
      },
    },
    {
      id: 'no-hash-no-scroll',
      section: 'Catalogue §2 Ingredient page',
      text: 'a page without a hash (or an unreadable one) does not scroll',
      check: (trace) => {
        if (currentTarget(trace) !== null) return skip
        const now = last(trace)
        return now.invoked.some((c) => c.src === 'scrollToTarget')
          ? 'scrolled without a hash'
          : null
      },
    },
  ],
}
