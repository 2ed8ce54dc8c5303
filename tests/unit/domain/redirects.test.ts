/**
 * Redirect helpers under random input (issue 18): each is idempotent, and what it returns stays
 * on the site (or an allow-listed host) however many times a browser or proxy normalises it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AFTER_LOGIN, safeLink, safeNextPath } from '~/domain/navigation'
import { safeReferrerUrl } from '~/domain/visitor'

const SITE = 'https://shop.example'
// Pieces that have turned paths into other sites' URLs somewhere: dot segments, doubled and
// back slashes, encoded dots and slashes, control characters, schemes, hosts.
const piece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '\\',
  '%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  '\t',
  '\n',
  ' ',
  '@',
  ':',
  '?',
  '#',
  'evil.example',
  'https:',
  'javascript:',
  'checkout',
  'a',
)
const tricky = fc.oneof(
  fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')),
  fc.string({ maxLength: 40 }),
)

/** Where a browser goes with `path` on the site, after `times` normalisations. */
function landsOn(path: string, times: number): string {
  let current = path
  for (let i = 0; i < times; i++) {
    const url = new URL(current, SITE)
    if (url.origin !== SITE) return url.origin
    current = `${url.pathname}${url.search}${url.hash}`
  }
  return new URL(current, SITE).origin
}

describe('safeNextPath', () => {
  it('is idempotent and never leaves the site, even normalised again', () => {
    fc.assert(
      fc.property(tricky, (raw) => {
        const once = safeNextPath(raw)
        expect(safeNextPath(once)).toBe(once)
        expect(once).toMatch(/^\/(?![/\\])/)
        expect(landsOn(once, 3)).toBe(SITE)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps an ordinary path as it is', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 5 }), (parts) => {
        const path = `/${parts.join('/')}`
        expect(safeNextPath(path)).toBe(path)
      }),
    )
    expect(safeNextPath('/.//evil.example')).toBe(AFTER_LOGIN)
  })
})

describe('safeLink', () => {
  it('is idempotent, and a path it keeps stays on the site', () => {
    fc.assert(
      fc.property(tricky, (raw) => {
        const once = safeLink(raw)
        if (once === null) return
        expect(safeLink(once)).toBe(once)
        if (once.startsWith('/')) expect(landsOn(once, 3)).toBe(SITE)
        expect(once).not.toMatch(/^(javascript|data|vbscript):/i)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('safeReferrerUrl', () => {
  const allowed = ['partner.example']
  it('is idempotent and only ever answers the site or an allow-listed host', () => {
    fc.assert(
      fc.property(tricky, (raw) => {
        const once = safeReferrerUrl(raw, SITE, allowed)
        if (once === null) return
        expect(safeReferrerUrl(once, SITE, allowed)).toBe(once)
        const { host, protocol } = new URL(once)
        expect(['shop.example', 'partner.example']).toContain(host)
        expect(['https:', 'http:']).toContain(protocol)
      }),
      { numRuns: 2000 },
    )
  })
})
