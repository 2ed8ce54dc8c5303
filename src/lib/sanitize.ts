/**
 * HTML from the content service and the store API is sanitised with DOMPurify before it reaches
 * a page: no script, no event handler, no javascript: URL. The browser gives DOMPurify its own
 * window; the server registers a jsdom window at start-up (src/server/dom.ts), so jsdom never
 * reaches the client bundle.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'

declare const sanitized: unique symbol
/**
 * HTML that went through `sanitizeHtml` (usually on the server): `<SafeHtml>` renders only this
 * type, so a page can show server-sanitised HTML without loading the sanitiser itself.
 */
export type SanitizedHtml = string & { readonly [sanitized]: true }

let purifier: DOMPurify | undefined
let serverWindow: (() => unknown) | undefined

function create(win: Window & typeof globalThis): DOMPurify {
  const instance = createDOMPurify(win)
  // A link that opens a new tab gets no handle on this page (window.opener) and no referrer.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('target')) return
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    else node.removeAttribute('target')
  })
  return instance
}

/**
 * The server's DOM for the sanitiser: a window, or a function that makes one at the first
 * sanitise (the tests' setup: jsdom takes seconds to load, and most test files never sanitise).
 */
export function registerSanitizerWindow(win: object | (() => unknown)): void {
  purifier = undefined
  serverWindow = typeof win === 'function' ? (win as () => unknown) : () => win
}

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  ADD_ATTR: ['target'],
}

/**
 * Sanitising is a pure function of its input and costly on the server (a jsdom parse): the same
 * product and content HTML comes on every render, so recent results are kept, in insertion
 * order, bounded in count and in the size of what they hold.
 */
const MEMO_ENTRIES = 500
const MEMO_MAX_INPUT = 16 * 1024
const memo = new Map<string, SanitizedHtml>()

export function sanitizeHtml(html: string | null | undefined): SanitizedHtml {
  if (!html) return '' as SanitizedHtml
  const known = memo.get(html)
  if (known !== undefined) return known
  if (!purifier && serverWindow) purifier = create(serverWindow() as Window & typeof globalThis)
  if (!purifier && typeof window !== 'undefined') purifier = create(window)
  if (!purifier)
    throw new Error('sanitizeHtml: no DOM registered on the server (import src/server/dom.ts)')
  const clean = purifier.sanitize(html, OPTIONS) as SanitizedHtml
  if (html.length <= MEMO_MAX_INPUT) {
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!)
    memo.set(html, clean)
  }
  return clean
}
