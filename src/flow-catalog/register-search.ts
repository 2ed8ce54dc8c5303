/**
 * /flows/spec's address: a sentence's anchor, and the search.
 * The search: `?status=` filters the register; anything else shows every sentence.
 * Apart from the page's component, which the route's own chunk must not pull into every page.
 */
export const STATUSES = ['checked', 'waived', 'unchecked'] as const
export type RegisterStatus = (typeof STATUSES)[number]

// An unknown status is set to undefined, not left out: the router keeps the search's raw keys
// that a route's result does not replace.
export const readRegisterSearch = (
  search: Record<string, unknown>,
): { status?: RegisterStatus } => ({
  status: STATUSES.includes(search.status as RegisterStatus)
    ? (search.status as RegisterStatus)
    : undefined,
})

/** A sentence's anchor on /flows/spec ("Shell §4.12" → "Shell-4-12"). */
export const registerAnchor = (id: string) => id.replace(' §', '-').replace('.', '-')
