/**
 * The headers every response carries and the documents' policy (ADR 0018).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  API_POLICY,
  baselineHeaders,
  createNonce,
  documentPolicy,
  isPreviewRequest,
  renewedNonceParts,
  withSecurityHeaderList,
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
  const renew = (body: Uint8Array, nonce: string | undefined) =>
    new TextDecoder().decode(Buffer.concat(renewedNonceParts(body, nonce)))

  it('is sent with the new nonce wherever the old one was', () => {
    const old = 'a'.repeat(32)
    const html = `<meta property="csp-nonce" content="${old}"/><script nonce="${old}">1</script><link nonce="${old}">`
    const body = new TextEncoder().encode(html)
    const fresh = createNonce()
    const renewed = renew(body, fresh)
    expect(renewed).not.toContain(old)
    expect(renewed.split(fresh)).toHaveLength(4)
    // A page without a nonce, or no request nonce: sent as it is.
    const plain = new TextEncoder().encode('<p>')
    expect(renewedNonceParts(plain, fresh)).toEqual([plain])
    expect(renewedNonceParts(body, undefined)).toEqual([body])
  })

  it('leaves the kept page as it was: each response gets its own nonce, text around intact', () => {
    const old = 'b'.repeat(32)
    const html = `<meta property="csp-nonce" content="${old}"/><p>Café – ✓</p><script nonce="${old}"></script>`
    const body = new TextEncoder().encode(html)
    const [one, two] = [createNonce(), createNonce()]
    expect(renew(body, one)).toBe(html.replaceAll(old, one))
    expect(renew(body, two)).toBe(html.replaceAll(old, two))
    expect(new TextDecoder().decode(body)).toBe(html)
  })

  it('any page, nonces dense or sparse: the same bytes with only the nonce changed', () => {
    const old = 'c'.repeat(32)
    const text = fc.string({ unit: fc.constantFrom('x', '<', '"', 'é', ' ', '\n'), maxLength: 900 })
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 40 }), (gaps) => {
        const html = `<meta property="csp-nonce" content="${old}"/>` + gaps.join(`nonce="${old}"`)
        const body = new TextEncoder().encode(html)
        const fresh = createNonce()
        const parts = renewedNonceParts(body, fresh)
        expect(new TextDecoder().decode(Buffer.concat(parts))).toBe(html.replaceAll(old, fresh))
        expect(parts.reduce((n, p) => n + p.byteLength, 0)).toBe(body.byteLength)
        expect(new TextDecoder().decode(body)).toBe(html)
      }),
    )
  })

  it('nonces are 32 hex characters, and differ', () => {
    const nonces = new Set(Array.from({ length: 600 }, () => createNonce()))
    expect(nonces.size).toBe(600)
    for (const n of nonces) expect(n).toMatch(/^[0-9a-f]{32}$/)
  })

  it("its headers get what a rendered page's get, once each", () => {
    const policy = documentPolicy(createNonce(), sources, false)
    const kept: Array<[string, string]> = [
      ['content-type', 'text/html; charset=utf-8'],
      ['x-content-type-options', 'stale'],
      ['cache-control', 'public, s-maxage=60'],
    ]
    const list = withSecurityHeaderList(kept, baselineHeaders(sources.siteUrl), policy)
    const rendered = withSecurityHeaders(
      new Response('<p>', { headers: kept.filter(([n]) => n !== 'x-content-type-options') }),
      baselineHeaders(sources.siteUrl),
      policy,
    )
    expect([...new Headers(list)]).toEqual([...rendered.headers])
    expect(list.map(([n]) => n)).toContain('x-frame-options')
    expect(list.filter(([n]) => n === 'x-content-type-options')).toEqual([
      ['x-content-type-options', 'nosniff'],
    ])
  })
})
