import { describe, expect, it, vi } from 'vitest'
import {
  blogCategoryPath,
  blogPostPath,
  blogSearchTerm,
  isBlogSearchable,
  RELATED_POSTS,
  relatedPosts,
} from '~/domain/blog'
import { parseFaults } from '~/server/store-faults'

const post = (id: string) => ({ id })

// The mutation run credits code that runs when a module loads (the id pattern, the date
// formatter) only to tests that load it, so the tests of those import a fresh copy.
async function freshBlog() {
  vi.resetModules()
  return import('~/domain/blog')
}

describe('blog rules', () => {
  it('post links: /blog{slug}, the slug already beginning with a slash [Catalogue §2.6]', () => {
    expect(blogPostPath('/how-to-clean-grout')).toBe('/blog/how-to-clean-grout')
    expect(blogPostPath('no-slash')).toBe('/blog/no-slash')
    expect(blogCategoryPath('laundry lab')).toBe('/blog/category/laundry%20lab')
  })

  it.each([
    ['', false],
    ['ab', false],
    ['  ab   ', false],
    ['\tab\n', false],
    ['abc', true],
    [' 🧼ab ', true],
    ['🧼🧼', false],
  ])('search term %j searchable: %s', (raw, searchable) => {
    expect(isBlogSearchable(raw)).toBe(searchable)
  })

  it('the term is trimmed, control characters read as spaces', () => {
    expect(blogSearchTerm('  GROUT\t ')).toBe('GROUT')
    expect(blogSearchTerm('so\u0000ap')).toBe('so ap')
  })

  it('related posts: the category list first, topped up from 5 fetched, up to 7, never the post itself or twice [Catalogue §9.28, §2.76]', () => {
    const curated = ['a', 'b', 'c'].map(post)
    const fetched = ['x', 'b', 'y', 'z', 'w', 'v', 'u'].map(post)
    expect(relatedPosts(curated, fetched, 'c').map((p) => p.id)).toEqual([
      'a',
      'b',
      'x',
      'y',
      'z',
      'w',
    ])
    const many = Array.from({ length: 12 }, (_, i) => post(`p${i}`))
    expect(relatedPosts(many, [], null)).toHaveLength(RELATED_POSTS.shown)
    expect(relatedPosts([], many, null)).toHaveLength(RELATED_POSTS.fetched)
    expect(relatedPosts([], [], 'a')).toEqual([])
  })

  it('related posts: 7 shown, the eighth left out; of the fetched, 5 used, the sixth left out [Catalogue §2.76]', () => {
    const ids = (list: { id: string }[]) => list.map((p) => p.id)
    const posts = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => post(`${prefix}${i + 1}`))
    expect(ids(relatedPosts(posts('c', 7), [], null))).toEqual(ids(posts('c', 7)))
    expect(ids(relatedPosts(posts('c', 8), [], null))).toEqual(ids(posts('c', 7)))
    expect(ids(relatedPosts([], posts('f', 5), null))).toEqual(ids(posts('f', 5)))
    expect(ids(relatedPosts([], posts('f', 6), null))).toEqual(ids(posts('f', 5)))
    expect(ids(relatedPosts(posts('c', 3), posts('f', 6), null))).toEqual([
      ...ids(posts('c', 3)),
      ...ids(posts('f', 4)),
    ])
  })

  it('related posts: the post being read is left out wherever it appears', () => {
    const ids = (list: { id: string }[]) => list.map((p) => p.id)
    expect(ids(relatedPosts(['a', 'b'].map(post), ['b', 'c'].map(post), 'a'))).toEqual(['b', 'c'])
    expect(ids(relatedPosts(['a'].map(post), ['c', 'b'].map(post), 'b'))).toEqual(['a', 'c'])
    expect(ids(relatedPosts(['a'].map(post), ['b'].map(post), null))).toEqual(['a', 'b'])
  })

  it('post dates in words, in UTC; none for a missing or unreadable date', async () => {
    const { postDate } = await freshBlog()
    expect(postDate('2025-01-14T12:00:00.000Z')).toEqual({
      text: 'January 14, 2025',
      iso: '2025-01-14T12:00:00.000Z',
    })
    expect(postDate('2025-12-31T23:30:00-05:00')?.text).toBe('January 1, 2026')
    expect(postDate(null)).toBeNull()
    expect(postDate(undefined)).toBeNull()
    expect(postDate('')).toBeNull()
    expect(postDate('not a date')).toBeNull()
  })

  // Builder entry ids: 32 hex digits, or the longer ids of embedded entries; never a path.
  it.each([
    ['0123456789abcdef0123456789abcdef', true],
    ['0123456789abcdef0123456789abcdef_1-2', true],
    ['a', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['', false],
    ['ab cd', false],
    ['../abc', false],
    ['abc/..', false],
    ['abc?x=1', false],
  ])('content id %j valid: %s', async (id, valid) => {
    const { CONTENT_ID } = await freshBlog()
    expect(CONTENT_ID.test(id)).toBe(valid)
  })

  it('content faults: content:{model} with empty and take:N, only for content', () => {
    expect(parseFaults('content:blog-post=take:30, content:blog-category=500')).toEqual([
      { prefix: 'content:blog-post', kind: 'take:30' },
      { prefix: 'content:blog-category', kind: 500 },
    ])
    expect(parseFaults('/rest/auth/products=empty, /rest=take:3, content:x y=500')).toEqual([])
  })
})
