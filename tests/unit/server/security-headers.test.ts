/**
 * The headers every response carries and the documents' policy (ADR 0018).
 */
import { describe, expect, it } from 'vitest'
import {
  API_POLICY,
  baselineHeaders,
  createNonce,
  documentPolicy,
  isPreviewRequest,
  renewNonce,
  withSecurityHeaders,
} from '~/server/security-headers'

const sources = {
  siteUrl: 'https://shop.example',
  storeApiUrl: 'https://api.shop.example',
  imageCdnUrl: 'https://cdn.shop.example/media',
  videoThumbnailUrl: 'https://i.ytimg.com/vi/{id}/hqdefault.jpg',
  videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/{id}',
  builder: false,
}

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name!, values]
    }),
  )

describe('document policy', () => {
  it('runs scripts only with the nonce (and what they load), never inline', () => {
    const nonce = createNonce()
    const policy = directives(documentPolicy(nonce, sources, false))
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('frames nothing but the video host, and no one frames it outside Builder preview', () => {
    const policy = directives(documentPolicy(createNonce(), sources, false))
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com'])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://cdn.shop.example', 'https://i.ytimg.com']),
    )
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.shop.example'])
  })

  it("Builder's editor may frame a preview, and the SDK may reach Builder then", () => {
    const preview = directives(documentPolicy(createNonce(), { ...sources, builder: true }, true))
    expect(preview.get('frame-ancestors')).toEqual([
      "'self'",
      'https://builder.io',
      'https://*.builder.io',
    ])
    expect(preview.get('connect-src')).toContain('https://cdn.builder.io')
    expect(isPreviewRequest(new URL('https://shop.example/about?builder.preview=page'))).toBe(true)
    expect(isPreviewRequest(new URL('https://shop.example/about?preview=1'))).toBe(false)
  })

  it('nonces are 128 random bits, never repeated', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const n of nonces) expect(n).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('baseline headers', () => {
  it('nosniff, referrer and permissions policy everywhere; HSTS only over https', () => {
    const https = baselineHeaders('https://shop.example')
    expect(https).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    })
    expect(https['permissions-policy']).toContain('camera=()')
    expect(baselineHeaders('http://127.0.0.1:3000')).not.toHaveProperty('strict-transport-security')
  })

  it('a document gets its policy and DENY framing; anything else a policy that runs nothing', () => {
    const policy = documentPolicy('0'.repeat(32), sources, false)
    const html = withSecurityHeaders(
      new Response('<p>x</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      baselineHeaders(sources.siteUrl),
      policy,
    )
    expect(html.headers.get('content-security-policy')).toBe(policy)
    expect(html.headers.get('x-frame-options')).toBe('DENY')
    const json = withSecurityHeaders(Response.json({}), baselineHeaders(sources.siteUrl), policy)
    expect(json.headers.get('content-security-policy')).toBe(API_POLICY)
    expect(json.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('a response with immutable headers (a redirect) is copied, not left bare', () => {
    const redirect = withSecurityHeaders(
      Response.redirect('https://shop.example/', 302),
      baselineHeaders(sources.siteUrl),
      null,
    )
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('https://shop.example/')
    expect(redirect.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('a kept page', () => {
  it('is sent with the new nonce wherever the old one was', () => {
    const old = 'a'.repeat(32)
    const html = `<meta property="csp-nonce" content="${old}"/><script nonce="${old}">1</script><link nonce="${old}">`
    const page = { body: new TextEncoder().encode(html), status: 200 }
    const fresh = createNonce()
    const renewed = new TextDecoder().decode(renewNonce(page, fresh).body)
    expect(renewed).not.toContain(old)
    expect(renewed.split(fresh)).toHaveLength(4)
    // A page without a nonce, or no request nonce: left as it is.
    expect(renewNonce({ body: new TextEncoder().encode('<p>') }, fresh).body).toBeInstanceOf(
      Uint8Array,
    )
    expect(renewNonce(page, undefined)).toBe(page)
  })

  it('leaves the kept page as it was: each response gets its own copy, text around intact', () => {
    const old = 'b'.repeat(32)
    const html = `<meta property="csp-nonce" content="${old}"/><p>Café – ✓</p><script nonce="${old}"></script>`
    const page = { body: new TextEncoder().encode(html) }
    const [one, two] = [createNonce(), createNonce()]
    const first = new TextDecoder().decode(renewNonce(page, one).body)
    const second = new TextDecoder().decode(renewNonce(page, two).body)
    expect(first).toBe(html.replaceAll(old, one))
    expect(second).toBe(html.replaceAll(old, two))
    expect(new TextDecoder().decode(page.body)).toBe(html)
  })
})
