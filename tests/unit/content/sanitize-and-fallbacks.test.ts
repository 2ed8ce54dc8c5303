import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ContentService, orFallback } from '~/content/service'
import type { ContentSource } from '~/content/types'
import { sanitizeHtml } from '~/lib/sanitize'

describe('sanitizeHtml', () => {
  // The first sanitise loads jsdom (seconds, more under load): not the first test's 5 s to spend.
  beforeAll(() => void sanitizeHtml('<p>warm</p>'), 60_000)

  it('removes scripts, event handlers and javascript: URLs, keeps formatting', () => {
    const dirty =
      '<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="/ok" target="_blank">ok</a></p><style>body{}</style>'
    const clean = sanitizeHtml(dirty)
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<style/i)
    expect(clean).toContain('<strong>there</strong>')
    expect(clean).toContain('<a href="/ok" target="_blank" rel="noopener noreferrer">ok</a>')
    expect(sanitizeHtml(null)).toBe('')
  })

  it('gives the same clean HTML when asked again (kept, never the raw input)', () => {
    const dirty = '<p>Again<img src=x onerror="alert(2)"></p>'
    const first = sanitizeHtml(dirty)
    expect(first).toBe('<p>Again<img src="x"></p>')
    expect(sanitizeHtml(dirty)).toBe(first)
    // Past what is kept (500 entries), and for inputs too large to keep, still sanitised.
    for (let i = 0; i < 600; i++) sanitizeHtml(`<p onclick="x">${i}</p>`)
    expect(sanitizeHtml(dirty)).toBe(first)
    const huge = `<p onclick="x">${'a'.repeat(20_000)}</p>`
    expect(sanitizeHtml(huge)).toBe(`<p>${'a'.repeat(20_000)}</p>`)
    expect(sanitizeHtml(huge)).toBe(`<p>${'a'.repeat(20_000)}</p>`)
  })
})

describe('content failures map to the spec', () => {
  const failing: ContentSource = {
    kind: 'builder',
    getEntries: async () => {
      throw new Error('content API down')
    },
  }
  const service = new ContentService(failing)

  it('a menu or banner failure is omitted and logged; a blog failure is an empty list [Catalogue §8.18]', async () => {
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation(
      (...a: unknown[]) => void logged.push(a.map(String).join(' ')),
    )
    expect(
      await orFallback('Menu "Footer Menu 1"', () => service.getMenu('Footer Menu 1'), null),
    ).toBeNull()
    expect(
      await orFallback('Symbol "Top Banner"', () => service.getSymbol('Top Banner'), null),
    ).toBeNull()
    expect(
      await orFallback('Blog posts', () => service.getBlogPosts(1), { posts: [], hasNext: false }),
    ).toEqual({
      posts: [],
      hasNext: false,
    })
    expect(logged.join('\n')).toContain('Menu "Footer Menu 1" failed')
  })
})
