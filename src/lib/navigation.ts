/** Full-page navigation (to the store host, or a referrer URL); one seam for tests to replace. */
export function assignLocation(url: string): void {
  window.location.assign(url)
}
