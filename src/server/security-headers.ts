/**
 * The security headers every response carries (ADR 0018), and the Content-Security-Policy of
 * documents: scripts only with the response's nonce (and what those load: 'strict-dynamic'),
 * no inline script, no plugins, no framing except by Builder's editor on a preview request.
 */
import { isBuilderPreview } from '~/content/preview'

/** Builder's visual editor frames the page it edits; nothing else may frame the shop. */
export const BUILDER_EDITOR_ORIGINS = ['https://builder.io', 'https://*.builder.io']

export interface SecuritySources {
  siteUrl: string
  /** Where the browser itself calls the store (STORE_API_URL, or this server). */
  storeApiUrl: string
  imageCdnUrl: string
  videoThumbnailUrl: string
  videoEmbedUrl: string
  /** The Builder SDK runs in the browser (preview) only with a key. */
  builder: boolean
}

const originOf = (url: string) => {
  try {
    return new URL(url.replace(/\{id\}/g, 'x')).origin
  } catch {
    return null
  }
}

const unique = (values: Array<string | null>) => [
  ...new Set(values.filter((v): v is string => !!v)),
]

/** Headers for every response, pages, APIs and files alike. */
export function baselineHeaders(siteUrl: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Nothing in the shop uses these; an injected script or frame cannot ask for them either.
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    // Browsers ignore HSTS over http; sent only where the site is served over https.
    ...(siteUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  }
}

/**
 * A fresh nonce per document: 128 random bits in hex (no character HTML or JSON escapes, so a
 * kept page's nonce is found and replaced wherever it appears).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The document policy for one response. */
export function documentPolicy(nonce: string, sources: SecuritySources, preview: boolean): string {
  const self = "'self'"
  const builder =
    preview && sources.builder ? ['https://cdn.builder.io', 'https://*.builder.io'] : []
  const directives: Record<string, string[]> = {
    'default-src': [self],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    // React's style attributes and the editor's inlined styles: styles cannot run script.
    'style-src': [self, "'unsafe-inline'"],
    'img-src': unique([
      self,
      'data:',
      'blob:',
      originOf(sources.imageCdnUrl),
      originOf(sources.videoThumbnailUrl),
      ...(sources.builder ? ['https://cdn.builder.io'] : []),
    ]),
    'font-src': [self, 'data:'],
    'connect-src': unique([self, originOf(sources.storeApiUrl), ...builder]),
    'frame-src': unique([originOf(sources.videoEmbedUrl), ...builder]),
    'media-src': unique([self, originOf(sources.imageCdnUrl)]),
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': preview ? [self, ...BUILDER_EDITOR_ORIGINS] : ["'none'"],
  }
  return Object.entries(directives)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/** What a non-document response may do: nothing (an API answer opened as a page runs nothing). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Whether a request is Builder's editor or preview asking for a page. */
export function isPreviewRequest(url: URL): boolean {
  return isBuilderPreview(Object.fromEntries(url.searchParams))
}

/**
 * Sets the baseline headers on a response and the policy its type calls for. Responses from
 * the framework may have immutable headers: those are copied into a new response.
 */
export function withSecurityHeaders(
  response: Response,
  headers: Record<string, string>,
  policy: string | null,
): Response {
  let target = response
  try {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value)
  } catch {
    target = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value)
  }
  const type = target.headers.get('content-type') ?? ''
  if (policy && type.startsWith('text/html')) target.headers.set('content-security-policy', policy)
  else if (!target.headers.has('content-security-policy'))
    target.headers.set('content-security-policy', API_POLICY)
  if (!type.startsWith('text/html') || !policy?.includes("frame-ancestors 'none'")) return target
  // Older browsers without frame-ancestors.
  target.headers.set('x-frame-options', 'DENY')
  return target
}

// TanStack Router writes the document's nonce into a meta tag the browser reads it back from.
const NONCE_MARK = Buffer.from('<meta property="csp-nonce" content="')
const NONCE_LENGTH = 32

/** Where a kept page's nonce sits (bytes), found once per kept body. */
const nonceSites = new WeakMap<Uint8Array, { old: string; at: number[] } | null>()

function sitesOf(body: Uint8Array): { old: string; at: number[] } | null {
  const known = nonceSites.get(body)
  if (known !== undefined) return known
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const mark = bytes.indexOf(NONCE_MARK)
  const old =
    mark < 0
      ? ''
      : bytes.toString('latin1', mark + NONCE_MARK.length, mark + NONCE_MARK.length + NONCE_LENGTH)
  let found: { old: string; at: number[] } | null = null
  if (/^[0-9a-f]{32}$/.test(old)) {
    const at: number[] = []
    for (let i = bytes.indexOf(old); i >= 0; i = bytes.indexOf(old, i + NONCE_LENGTH)) at.push(i)
    found = { old, at }
  }
  nonceSites.set(body, found)
  return found
}

/**
 * A kept page with `nonce` in place of the one it was rendered with (every attribute of its
 * HTML), so no two responses share a nonce however they were served; the response's policy
 * names the new one. The nonce is ASCII hex of a fixed length, so it is written over the old
 * one's bytes in a copy of the page: no decoding or re-encoding per response.
 */
export function renewNonce<T extends { body: Uint8Array }>(page: T, nonce: string | undefined): T {
  if (!nonce || nonce.length !== NONCE_LENGTH) return page
  const sites = sitesOf(page.body)
  if (!sites || sites.old === nonce) return page
  const body = Buffer.allocUnsafe(page.body.byteLength)
  body.set(page.body)
  for (const at of sites.at) body.write(nonce, at, 'latin1')
  return { ...page, body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength) }
}
