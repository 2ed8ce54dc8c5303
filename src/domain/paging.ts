/** Blog paging (shell spec §2, §7): 10 per page, offset (page-1)*10. */
export const BLOG_PAGE_SIZE = 10

/** ?page= from a URL: a positive whole number up to 10 000 (past any real blog), else page 1. */
export function parsePage(value: unknown): number {
  // Number() ignores surrounding spaces; String() first, as Number() throws on a symbol.
  const n = Number(String(value))
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : 1
}

export function pageOffset(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return (parsePage(page) - 1) * pageSize
}

/** Offset of the id-only probe that decides whether "Next" appears. */
export function nextPageProbeOffset(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return pageOffset(page, pageSize) + pageSize
}
