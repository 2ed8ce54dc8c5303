/** Search query rules shared by the storefront and the store (shell spec §4, §5). */

/** Longest query the store searches; the results page cuts a longer one here. */
export const SEARCH_QUERY_MAX = 200

/**
 * A query as typed into a URL: control characters (a pasted NUL, a tab) read as spaces and
 * it is cut to the longest the store searches. Blankness is decided by trimming this.
 */
export function searchText(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, SEARCH_QUERY_MAX)
}

/** What is searched for: the query as text (above), trimmed. Empty means blank. */
export function searchQuery(raw: string): string {
  return searchText(raw).trim()
}
