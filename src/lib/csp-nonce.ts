/**
 * The CSP nonce of the document being rendered (ADR 0018). The server entry runs each request
 * in a scope holding its nonce and registers that scope here, under a global key, so the router
 * (created per request) can read it without this module importing anything server-only. In the
 * browser the router reads it back from the page (TanStack's csp-nonce meta tag).
 */
const KEY = Symbol.for('clearhome.csp-nonce')

interface NonceScope {
  getStore(): string | undefined
}

export function registerNonceScope(scope: NonceScope): void {
  ;(globalThis as { [KEY]?: NonceScope })[KEY] = scope
}

/** The current request's nonce on the server; undefined in the browser or outside a request. */
export function requestNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  return (globalThis as { [KEY]?: NonceScope })[KEY]?.getStore()
}
