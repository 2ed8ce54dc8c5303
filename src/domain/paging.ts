/** Paging (shell spec §2): the ?page= parameter. */

/** ?page= from a URL: a positive whole number up to 10 000 (past any real blog), else page 1. */
export function parsePage(value: unknown): number {
  // Number() ignores surrounding spaces; String() first, as Number() throws on a symbol.
  const n = Number(String(value))
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1
}
