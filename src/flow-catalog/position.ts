/**
 * A /flows page's search parameters, read from anything a URL may hold: a walk to replay and
 * the simulator's position (components/flows/useSimulator.ts). What cannot be read is dropped.
 */
export interface FlowSearch {
  walk?: string
  input?: number
  at?: string
  path?: string
  step?: number
}

// Dashes, not dots: "0.4" would read back as a number from the router's JSON search.
const AT = /^\d{1,3}(?:-\d{1,3}){0,399}$/
const PATH_ID = /^[a-z0-9-]{1,80}$/

const smallInt = (value: unknown, max: number) => {
  const n = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max ? n : undefined
}

export function readFlowSearch(search: Record<string, unknown>): FlowSearch {
  const { walk, path } = search
  // One press is a number to the router's search parser.
  const at = typeof search.at === 'number' ? String(search.at) : search.at
  const input = smallInt(search.input, 99)
  // Every key named, unreadable ones as undefined: the router lays what this returns over what
  // the URL held, so a key left out would reach the page raw (?at=1e20, a number, was a 500).
  return {
    walk: typeof walk === 'string' && walk.length <= 8000 ? walk : undefined,
    input: input || undefined,
    at: typeof at === 'string' && AT.test(at) ? at : undefined,
    path: typeof path === 'string' && PATH_ID.test(path) ? path : undefined,
    step: smallInt(search.step, 10_000),
  }
}

/** The position as a query string for a link ("" at the start). */
export function flowSearchString(search: FlowSearch): string {
  const entries = Object.entries(search).filter(([, v]) => v !== undefined && v !== '')
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : ''
}
