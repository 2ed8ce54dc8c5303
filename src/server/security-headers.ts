/**
 * The security headers every response carries (ADR 0018), and the Content-Security-Policy of
 * documents: scripts only with the response's nonce (and what those load: 'strict-dynamic'),
 * no inline script, no plugins, no framing except by Builder's editor on a preview request.
 */
import { randomBytes } from 'node:crypto'
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
  // Random bytes drawn 4 KB at a time: one system call per 256 documents, not one each.
  if (noncePoolAt + 16 > noncePool.length) {
    noncePool = randomBytes(4096)
    noncePoolAt = 0
  }
  noncePoolAt += 16
  return noncePool.toString('hex', noncePoolAt - 16, noncePoolAt)
}
let noncePool = Buffer.alloc(0)
let noncePoolAt = 0

/** Each configuration's policy, split where the nonce goes: built once, not per response. */
const policyParts = new WeakMap<SecuritySources, Map<boolean, [string, string]>>()
const NONCE_SLOT = '\u0000nonce\u0000'

/** The document policy for one response. */
export function documentPolicy(nonce: string, sources: SecuritySources, preview: boolean): string {
  let bySources = policyParts.get(sources)
  if (!bySources) policyParts.set(sources, (bySources = new Map()))
  let parts = bySources.get(preview)
  if (!parts) {
    const [before = '', after = ''] = buildPolicy(NONCE_SLOT, sources, preview).split(NONCE_SLOT)
    bySources.set(preview, (parts = [before, after]))
  }
  return parts[0] + nonce + parts[1]
}

function buildPolicy(nonce: string, sources: SecuritySources, preview: boolean): string {
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
  const add = securityHeaderList(
    target.headers.get('content-type') ?? '',
    target.headers.has('content-security-policy'),
    headers,
    policy,
  )
  try {
    for (const [name, value] of add) target.headers.set(name, value)
  } catch {
    target = new Response(response.body, response)
    for (const [name, value] of add) target.headers.set(name, value)
  }
  return target
}

/**
 * The same headers on a list about to become a response (a kept page's): set once, without
 * the validation and copies of setting them one by one on a Headers object.
 */
export function withSecurityHeaderList(
  list: Array<[string, string]>,
  headers: Record<string, string>,
  policy: string | null,
): Array<[string, string]> {
  const type = list.find(([name]) => name === 'content-type')?.[1] ?? ''
  const add = securityHeaderList(
    type,
    list.some(([name]) => name === 'content-security-policy'),
    headers,
    policy,
  )
  const replaced = new Set(add.map(([name]) => name))
  return [...list.filter(([name]) => !replaced.has(name)), ...add]
}

/** What a response of this type gets: the baseline, its policy, and the framing ban. */
function securityHeaderList(
  type: string,
  hasPolicy: boolean,
  headers: Record<string, string>,
  policy: string | null,
): Array<[string, string]> {
  const list = Object.entries(headers)
  const html = type.startsWith('text/html')
  if (policy && html) list.push(['content-security-policy', policy])
  else if (!hasPolicy) list.push(['content-security-policy', API_POLICY])
  // Older browsers without frame-ancestors.
  if (html && policy?.includes("frame-ancestors 'none'")) list.push(['x-frame-options', 'DENY'])
  return list
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
 * names the new one. The nonce is ASCII hex of a fixed length, so no decoding or re-encoding:
 * the kept bytes are returned as views around each old nonce with the new one between them,
 * for the server to write in turn. (Copying every page sent was most of a kept page's cost,
 * in garbage collection.) The kept bytes are never written to.
 */
export function renewedNonceParts(body: Uint8Array, nonce: string | undefined): Uint8Array[] {
  if (!nonce || nonce.length !== NONCE_LENGTH) return [body]
  const sites = sitesOf(body)
  if (!sites || sites.old === nonce || sites.at.length === 0) return [body]
  const fresh = Buffer.from(nonce, 'latin1')
  const parts: Uint8Array[] = []
  // Nonces close together (the head's preload links) are written into one small copy: a
  // socket write of many tiny parts costs more than copying them.
  let run: Uint8Array[] = []
  let runBytes = 0
  const flush = () => {
    if (run.length) parts.push(run.length === 1 ? run[0]! : Buffer.concat(run, runBytes))
    run = []
    runBytes = 0
  }
  let from = 0
  for (const at of sites.at) {
    const before = body.subarray(from, at)
    if (before.byteLength > SMALL_PART) {
      flush()
      parts.push(before)
    } else {
      run.push(before)
      runBytes += before.byteLength
    }
    run.push(fresh)
    runBytes += NONCE_LENGTH
    from = at + NONCE_LENGTH
  }
  flush()
  parts.push(body.subarray(from))
  return parts
}
const SMALL_PART = 512
