/**
 * The content contract: every query the specs name, with its semantics, checked the same way
 * for each source. Expectations are derived from the embedded entries.
 */
import { describe, expect, it } from 'vitest'
import type { ContentService } from '~/content/service'
import { embeddedModels } from '~/content/sources/embedded'

const NOW = Date.parse('2026-11-21T12:00:00Z')
export const CONTRACT_NOW = NOW

/**
 * The shipped entries plus one post carrying the sanitiser's test payload: a fixture of these
 * tests, never shipped content (a shopper would see it). Both sources are made from these.
 */
const shipped = embeddedModels['blog-post']!
const base = shipped.find((p) => p.published === 'published' && p.data?.category)!
export const contractModels: typeof embeddedModels = {
  ...embeddedModels,
  'blog-post': [
    ...shipped,
    {
      ...base,
      id: 'contract-payload-post',
      name: 'Sanitiser payload',
      data: {
        ...base.data,
        title: 'Sanitiser payload',
        slug: '/contract-sanitiser-payload',
        content:
          '<p>Kept text.</p>\n<script>alert(\'x\')</script>\n<p>More <img src=x onerror="alert(1)"> <a href="javascript:alert(1)">text</a>.</p>',
      },
    },
  ],
}
const posts = contractModels['blog-post']!
const visible = posts
  .filter((p) => p.published === 'published' && (p.startDate === undefined || p.startDate <= NOW))
  .sort((a, b) => String(b.data!.date).localeCompare(String(a.data!.date)))
const hidden = posts.filter((p) => !visible.includes(p))
const fixture = posts.find((p) => String(p.data!.content).includes('<script>'))!
const jobs = embeddedModels['job-listing']!.filter((j) => j.published === 'published')

export function contentContract(name: string, make: () => ContentService) {
  describe(`content contract — ${name}`, () => {
    const service = make()

    it('menus by name with label, url and separate-tab flag', async () => {
      const main = await service.getMenu('Main Menu')
      expect(main?.links).toContainEqual({ label: 'Shop', url: '/products', newTab: false })
      for (const footer of ['Footer Menu 1', 'Footer Menu 2', 'Footer Menu 3']) {
        expect((await service.getMenu(footer))?.links.length).toBeGreaterThan(0)
      }
      expect(await service.getMenu('No Such Menu')).toBeNull()
    })

    it('symbols by name and pages by URL path', async () => {
      const banner = await service.getSymbol('Top Banner')
      expect(banner?.data?.blocks).toEqual(expect.any(Array))
      expect((await service.getSymbol('PDP'))?.name).toBe('PDP')
      const home = await service.getPage('/')
      expect(home?.data?.url).toBe('/')
      expect((home?.data?.blocks as unknown[]).length).toBeGreaterThan(3)
      expect(await service.getPage('/no-such-page')).toBeNull()
    })

    it('blog pages: 10 published, already-started posts, newest first, with a next-page probe', async () => {
      const first = await service.getBlogPosts(1)
      expect(first.posts.map((p) => p.id)).toEqual(visible.slice(0, 10).map((p) => p.id))
      expect(first.hasNext).toBe(true)
      expect(first.posts[0]).toEqual({
        id: visible[0]!.id,
        title: visible[0]!.data!.title,
        slug: visible[0]!.data!.slug,
        date: visible[0]!.data!.date,
        author: expect.stringMatching(/\w+ \w+/),
        shortDescription: visible[0]!.data!.shortDescription,
        thumbnail: visible[0]!.data!.postThumbnail,
      })
      const lastPage = Math.ceil(visible.length / 10)
      const last = await service.getBlogPosts(lastPage)
      expect(last.posts).toHaveLength(visible.length - (lastPage - 1) * 10)
      expect(last.hasNext).toBe(false)
      expect((await service.getBlogPosts(lastPage + 1)).posts).toEqual([])
      const all = (
        await Promise.all(Array.from({ length: lastPage }, (_, i) => service.getBlogPosts(i + 1)))
      ).flatMap((r) => r.posts)
      for (const h of hidden) expect(all.map((p) => p.id)).not.toContain(h.id)
    })

    it('a post by slug, sanitised; hidden posts are not found', async () => {
      const post = await service.getBlogPost(String(fixture.data!.slug))
      expect(post?.content).not.toMatch(/<script|onerror|javascript:/i)
      expect(post?.content).toContain('<p>')
      expect(post?.category?.title).toEqual(expect.any(String))
      expect(await service.getBlogPost(String(fixture.data!.slug).slice(1))).not.toBeNull()
      for (const h of hidden) expect(await service.getBlogPost(String(h.data!.slug))).toBeNull()
      expect(await service.getBlogPost('/no-such-post')).toBeNull()
    })

    it('blog categories by id and by slug, enriched; entries without a post are skipped', async () => {
      const all = await service.getBlogCategories()
      expect(all.length).toBeGreaterThanOrEqual(4)
      expect(all.every((c) => c.published)).toBe(true)
      for (const category of all) {
        const byId = await service.getBlogCategoryById(category.id)
        const bySlug = await service.getBlogCategoryBySlug(category.slug)
        expect(byId).toEqual(category)
        expect(bySlug).toEqual(category)
        const raw = embeddedModels['blog-category']!.find((c) => c.id === category.id)!
        const refIds = (raw.data!.posts as Array<{ post?: { id: string } }>).flatMap((p) =>
          p.post ? [p.post.id] : [],
        )
        const expected = visible.filter((p) => refIds.includes(p.id)).map((p) => p.id)
        expect(category.posts.map((p) => p.id)).toEqual(expected)
      }
      const draft = embeddedModels['blog-category']!.find((c) => c.published !== 'published')!
      expect(await service.getBlogCategoryBySlug(String(draft.data!.slug))).toBeNull()
    })

    it('for the sitemap: every visible post and every category, a page of entries at a time', async () => {
      for (const pageSize of [100, 7]) {
        const posts = await service.listVisiblePosts(pageSize)
        expect(posts.map((p) => p.id).sort()).toEqual(visible.map((p) => p.id).sort())
        const grout = posts.find((p) => p.slug === '/how-to-clean-grout')!
        const raw = visible.find((p) => p.id === grout.id)!
        expect(grout).toEqual({
          id: raw.id,
          slug: raw.data!.slug,
          date: raw.data!.date,
          startDate: raw.startDate,
          lastUpdated: raw.lastUpdated,
        })
        const categories = await service.listBlogCategories(pageSize)
        const published = embeddedModels['blog-category']!.filter(
          (c) => c.published === 'published',
        )
        expect(categories.map((c) => c.slug).sort()).toEqual(
          published.map((c) => String(c.data!.slug)).sort(),
        )
        for (const category of categories) {
          expect(category.published).toBe(true)
          const listed = (await service.getBlogCategoryById(category.id))!.posts.map((p) => p.id)
          for (const id of listed) expect(category.postIds).toContain(id)
        }
      }
    })

    it('title search is case-insensitive, literal and capped at 100', async () => {
      const word = String(visible[0]!.data!.title).split(' ')[1]!
      const found = await service.searchBlogPosts(word.toUpperCase())
      expect(found.map((p) => p.id)).toContain(visible[0]!.id)
      expect(found.every((p) => p.title.toLowerCase().includes(word.toLowerCase()))).toBe(true)
      expect(await service.searchBlogPosts('(((')).toEqual([])
      expect((await service.searchBlogPosts('e')).length).toBeLessThanOrEqual(100)
    })

    it('latest posts: 4, optionally in a category', async () => {
      expect((await service.getLatestPosts()).map((p) => p.id)).toEqual(
        visible.slice(0, 4).map((p) => p.id),
      )
      const category = (await service.getBlogCategories())[0]!
      const latest = await service.getLatestPosts(category.id)
      expect(latest.length).toBeLessThanOrEqual(4)
    })

    it('a picked post by id; its related posts: up to 7 of its category, never itself', async () => {
      const post = await service.getBlogPostById(fixture.id)
      expect(post?.slug).toBe(fixture.data!.slug)
      for (const h of hidden) expect(await service.getBlogPostById(h.id)).toBeNull()
      const withCategory = visible.find((p) => p.data!.category)!
      const picked = (await service.getBlogPostById(withCategory.id))!
      const { category, posts } = await service.getRelatedPosts(picked)
      expect(category?.id).toBe(picked.category!.id)
      expect(posts.length).toBeGreaterThan(0)
      expect(posts.length).toBeLessThanOrEqual(7)
      expect(posts.map((p) => p.id)).not.toContain(picked.id)
      expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length)
      const inCategory = visible
        .filter((p) => (p.data!.category as { id?: string } | undefined)?.id === category!.id)
        .map((p) => p.id)
      for (const p of posts) expect(inCategory).toContain(p.id)
      expect(await service.getRelatedPosts({ id: 'x', category: null })).toEqual({
        category: null,
        posts: [],
      })
    })

    it('job listings filtered by published and position type', async () => {
      const all = await service.getJobListings()
      expect(all.map((j) => j.id).sort()).toEqual(jobs.map((j) => j.id).sort())
      for (const type of ['Full Time', 'Part Time'] as const) {
        const some = await service.getJobListings(type)
        expect(some.length).toBeGreaterThan(0)
        expect(some.every((j) => j.positionType === type)).toBe(true)
      }
      expect(all[0]!.description).not.toMatch(/<script/i)
    })
  })
}
