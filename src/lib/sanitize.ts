/**
 * HTML from the content service and the store API is sanitised with DOMPurify before it reaches
 * a page: no script, no event handler, no javascript: URL. The browser gives DOMPurify its own
 * window; the server registers a jsdom window at start-up (src/server/dom.ts), so jsdom never
 * reaches the client bundle.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'

let purifier: DOMPurify | undefined

export function registerSanitizerWindow(win: unknown): void {
  purifier = createDOMPurify(win as Window & typeof globalThis)
}

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ADD_ATTR: ['target'],
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  if (!purifier && typeof window !== 'undefined') purifier = createDOMPurify(window)
  if (!purifier)
    throw new Error('sanitizeHtml: no DOM registered on the server (import src/server/dom.ts)')
  return purifier.sanitize(html, OPTIONS)
}
