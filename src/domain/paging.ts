/** Blog paging (shell spec §2, §7): 10 per page, offset (page-1)*10. */
export const BLOG_PAGE_SIZE = 10

/** ?page= from a URL: a positive whole number, anything else is page 1. */
export function parsePage(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim())
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

export function pageOffset(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return (parsePage(page) - 1) * pageSize
}

/** Offset of the id-only probe that decides whether "Next" appears. */
export function nextPageProbeOffset(page: number, pageSize = BLOG_PAGE_SIZE): number {
  return pageOffset(page, pageSize) + pageSize
}
