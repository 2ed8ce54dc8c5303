/**
 * The blog (shell §2 "Blog list", §7, §8; catalogue §2 "Blog blocks", §8) in the running app:
 * paging with the id-only probe, the post and category pages, the blog blocks on /learn, and
 * the failure states with the content service failing at its boundary (a request-scoped fault,
 * src/server/store-faults.ts). Expectations come from the embedded content files.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, reveal, test } from './fixtures'

interface Entry {
  id: string
  published?: string
  startDate?: number
  data: Record<string, unknown> & {
    title: string
    slug: string
    date?: string
    shortDescription?: string
    category?: { id: string }
    posts?: Array<{ post?: { id: string } }>
  }
}
const read = (model: string) =>
  JSON.parse(readFileSync(`src/content/embedded/${model}.json`, 'utf8')) as Entry[]
const now = Date.now()
const posts = read('blog-post')
  .filter((p) => p.published === 'published' && (p.startDate === undefined || p.startDate <= now))
  .sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)))
const categories = read('blog-category').filter((c) => c.published === 'published')
const laundryLab = categories.find((c) => c.data.slug === 'laundry-lab')!
const grout = posts.find((p) => p.data.slug === '/how-to-clean-grout')!
const lastPage = Math.ceil(posts.length / 10)

async function withContentFault(page: Page, path: string, faults: string) {
  await page.setExtraHTTPHeaders({ 'x-test-store-fault': faults })
  const response = await page.goto(path)
  await page.setExtraHTTPHeaders({})
  return response
}

/** The blog list as a shopper reads it. */
const blogList = (page: Page) => {
  const cards = page.getByRole('list', { name: 'Blog' }).getByRole('article')
  const pager = page.getByRole('navigation', { name: 'Blog pages' })
  return {
    cards,
    previous: pager.getByRole('link', { name: 'Previous' }),
    next: pager.getByRole('link', { name: 'Next' }),
    titles: () => cards.getByRole('heading').allTextContents(),
  }
}

test.describe('blog list', () => {
  test('ten cards with title, Posted By, Posted On, description and Read More; Next only [Shell §2.8, §2.51; Catalogue §0.1]', async ({
    page,
  }) => {
    const response = await page.goto('/blog')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Blog | Clearhome')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    const list = blogList(page)
    expect(await list.titles()).toEqual(posts.slice(0, 10).map((p) => p.data.title))
    const first = list.cards.first()
    const post = posts[0]!
    await expect(first.getByRole('link', { name: post.data.title, exact: true })).toHaveAttribute(
      'href',
      `/blog${post.data.slug}`,
    )
    await expect(first.getByText('Posted By')).toBeVisible()
    await expect(first.getByText('Posted On')).toBeVisible()
    const date = new Date(post.data.date!).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    await expect(first.locator('time')).toHaveText(date)
    // Trimmed to 118 characters ("..." added when cut).
    const description = post.data.shortDescription!
    const shown = await first.locator('p').nth(1).textContent()
    if (description.length > 118) {
      expect(shown).toMatch(/\.\.\.$/)
      expect(shown!.length).toBeLessThanOrEqual(121)
      expect(description.startsWith(shown!.slice(0, -3))).toBe(true)
    } else expect(shown).toBe(description)
    // "Read More" is what shows; the post's title completes the link's name, visually hidden.
    const readMore = first.getByRole('link', { name: `Read More about ${post.data.title}` })
    await expect(readMore).toHaveText(`Read More about ${post.data.title}`)
    await expect(readMore.locator('.visually-hidden')).toHaveText(`about ${post.data.title}`)
    await expect(list.previous).toHaveCount(0)
    await expect(list.next).toHaveAttribute('href', '/blog?page=2')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
  })

  test('Previous from page 2, Next while the probe finds a post, none after the last [Shell §2.8, §2.53]', async ({
    page,
  }) => {
    await page.goto('/blog')
    await blogList(page).next.click()
    await expect(page).toHaveURL('/blog?page=2')
    const list = blogList(page)
    // A client navigation: the address can change before page 2's list has rendered.
    await expect.poll(() => list.titles()).toEqual(posts.slice(10, 20).map((p) => p.data.title))
    await expect(list.previous).toHaveAttribute('href', '/blog')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/)
    await page.goto(`/blog?page=${lastPage}`)
    expect(await blogList(page).titles()).toEqual(
      posts.slice((lastPage - 1) * 10).map((p) => p.data.title),
    )
    await expect(blogList(page).next).toHaveCount(0)
    await expect(blogList(page).previous).toBeVisible()
  })

  test('the probe decides Next on an exact multiple of 10', async ({ page }) => {
    // The blog as if it held exactly 30 posts: page 3 is full and is the last.
    await withContentFault(page, '/blog?page=3', 'content:blog-post=take:30')
    await expect(blogList(page).cards).toHaveCount(10)
    await expect(blogList(page).next).toHaveCount(0)
    await expect(blogList(page).previous).toHaveAttribute('href', '/blog?page=2')
    // One more post: the probe at offset 30 finds it, so Next appears.
    await withContentFault(page, '/blog?page=3', 'content:blog-post=take:31')
    await expect(blogList(page).next).toHaveAttribute('href', '/blog?page=4')
  })

  for (const bad of ['abc', '0', '-2', '1.5', '99999999']) {
    test(`?page=${bad} is page 1`, async ({ page }) => {
      const response = await page.goto(`/blog?page=${bad}`)
      expect(response?.status()).toBe(200)
      expect(await blogList(page).titles()).toEqual(posts.slice(0, 10).map((p) => p.data.title))
      await expect(blogList(page).previous).toHaveCount(0)
    })
  }

  test('past the last page: "No Blog Posts Found", Previous back, not indexed [Shell §2.52]', async ({
    page,
  }) => {
    await page.goto(`/blog?page=${lastPage + 1}`)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No Blog Posts Found')
    await expect(blogList(page).previous).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  for (const fault of ['500', 'network', 'malformed']) {
    test(`a failed read is the empty list (${fault})`, async ({ page }) => {
      const response = await withContentFault(page, '/blog', `content:blog-post=${fault}`)
      // The posts are the page's subject: their failure is an outage, the list with a 503.
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
      await expect(page.getByRole('status').filter({ hasText: 'No Blog' })).toHaveText(
        'No Blog Posts Found',
      )
      await expect(blogList(page).next).toHaveCount(0)
    })
  }

  test('is accessible', async ({ page, axe }) => {
    await page.goto('/blog')
    await axe.check()
  })
})

test.describe('blog post', () => {
  test('Read More opens the post: its text, byline, Article data and its category posts [Shell §2.9; Catalogue §2.6]', async ({
    page,
  }) => {
    await page.goto('/blog')
    const post = posts[0]!
    await blogList(page)
      .cards.first()
      .getByRole('link', { name: `Read More about ${post.data.title}` })
      .click()
    await expect(page).toHaveURL(`/blog${post.data.slug}`)
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.data.title)
    await expect(article.getByText('Posted By')).toBeVisible()
    await expect(page).toHaveTitle(`${post.data.title} | Clearhome`)
  })

  test('server-rendered with BlogPosting JSON-LD, Open Graph and up to 7 posts of its category', async ({
    page,
  }) => {
    await page.goto(`/blog${grout.data.slug}`)
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    ) as Record<string, unknown>
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: grout.data.title,
      datePublished: new Date(grout.data.date!).toISOString(),
      author: { '@type': 'Person', name: 'Hannah Lindqvist' },
    })
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      grout.data.title,
    )
    await expect(page.getByRole('article').first().locator('h2').first()).toBeVisible()
    const category = categories.find((c) => c.id === grout.data.category!.id)!
    const related = page.getByRole('region', { name: `More from ${category.data.title}` })
    await reveal(related)
    const cards = related.getByRole('article')
    const inCategory = posts.filter(
      (p) => p.data.category?.id === category.id && p.id !== grout.id,
    ).length
    await expect(cards).toHaveCount(Math.min(7, inCategory))
    // Never the post being read.
    await expect(related.getByRole('link', { name: grout.data.title })).toHaveCount(0)
  })

  test('an unknown slug is a 404, an over-long one too', async ({ page }) => {
    for (const slug of ['no-such-post', 'A'.repeat(306), 'A'.repeat(10_000)]) {
      const response = await page.goto(`/blog/${slug}`)
      expect(response?.status(), `${slug.length} characters`).toBe(404)
    }
  })

  test('a post scheduled for later is a 404 until it starts', async ({ page }) => {
    const later = read('blog-post').find((p) => p.startDate !== undefined && p.startDate > now)
    test.skip(!later, 'no scheduled post in the embedded content')
    const response = await page.goto(`/blog${later!.data.slug}`)
    expect(response?.status()).toBe(404)
  })

  test('is accessible', async ({ page, axe }) => {
    await page.goto(`/blog${grout.data.slug}`)
    await axe.check()
  })
})

test.describe('blog category page [Catalogue §2.69]', () => {
  test('title, short description and the posts, descriptions cut at 67 [Shell §2.10; Catalogue §2.70, §1.6, §2.5, §2.12]', async ({
    page,
  }) => {
    const response = await page.goto('/blog/category/laundry-lab')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(laundryLab.data.title)
    await expect(page.getByText(laundryLab.data.shortDescription!)).toBeVisible()
    const ids = new Set(laundryLab.data.posts!.map((p) => p.post?.id).filter(Boolean))
    const expected = posts.filter((p) => ids.has(p.id))
    const cards = page.getByRole('list', { name: laundryLab.data.title }).getByRole('article')
    await expect(cards).toHaveCount(expected.length)
    for (const text of await cards.locator('p:not([class*="byline"])').allTextContents())
      expect(text.length).toBeLessThanOrEqual(70)
  })

  test('no posts: "No Blog Posts Found" and the sentence [Catalogue §2.71]', async ({ page }) => {
    await withContentFault(page, '/blog/category/laundry-lab', 'content:blog-post=empty')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      "No Blog Posts FoundThis category doesn't have any blog posts yet.",
    )
  })

  for (const fault of ['500', 'network']) {
    test(`a failed read: "Error Loading Category Data" (${fault}) [Catalogue §2.72]`, async ({
      page,
    }) => {
      await withContentFault(page, '/blog/category/laundry-lab', `content:blog-category=${fault}`)
      await expect(page.getByRole('alert')).toHaveText(
        'Error Loading Category DataFailed to fetch category data',
      )
    })
  }

  test('an unknown or unpublished category is a 404', async ({ page }) => {
    expect((await page.goto('/blog/category/no-such-category'))?.status()).toBe(404)
    expect((await page.goto('/blog/category/sustainability-notes'))?.status()).toBe(404)
    expect((await page.goto(`/blog/category/${'A'.repeat(306)}`))?.status()).toBe(404)
  })

  test('/symbol (the editor preview) shows every category [Catalogue §2.13]', async ({ page }) => {
    await page.goto('/blog/category/symbol')
    for (const c of categories)
      await expect(page.getByRole('heading', { level: 2, name: c.data.title })).toBeVisible()
  })

  test('is accessible', async ({ page, axe }) => {
    await page.goto('/blog/category/laundry-lab')
    await axe.check()
  })
})

test.describe('blog blocks on a page-builder page', () => {
  test('latest in category: one large card, three small, SEE ALL POSTS', async ({ page }) => {
    await page.goto('/learn')
    const block = page.getByRole('region', { name: 'The Latest in Laundry Lab' })
    await reveal(block)
    const newest = posts.filter((p) => p.data.category?.id === laundryLab.id).slice(0, 4)
    await expect(block.getByRole('article')).toHaveCount(newest.length)
    await expect(block.getByRole('article').first().getByRole('heading')).toHaveText(
      newest[0]!.data.title,
    )
    await expect(block.getByRole('link', { name: /^SEE ALL POSTS/ })).toHaveAttribute(
      'href',
      '/blog/category/laundry-lab',
    )
    // Compact titles are cut at 35 characters on screen.
    for (const title of await block.locator('li h3 [aria-hidden="true"]').allTextContents())
      expect(title.length).toBeLessThanOrEqual(38)
  })

  test('a category that fails to load: "This post not published!"', async ({ page }) => {
    await withContentFault(page, '/learn', 'content:blog-category=500')
    await expect(page.getByRole('status').filter({ hasText: 'not published' }).first()).toHaveText(
      'This post not published!',
    )
  })

  test('single post: the picked post and up to 7 more from its category [Catalogue §2.75, §2.76]', async ({
    page,
  }) => {
    await page.goto('/learn')
    const block = page.getByRole('region', { name: grout.data.title })
    await reveal(block)
    await expect(block.getByRole('heading', { level: 2, name: grout.data.title })).toBeVisible()
    // The list is read by the browser once the block wakes (a server call that may be the
    // server's first of its kind while the suite starts): given longer than a render.
    await expect(block.getByRole('heading', { name: /^More from / })).toBeVisible({
      timeout: 15_000,
    })
    const more = block.getByRole('region', { name: /^More from / }).getByRole('article')
    expect(await more.count()).toBeGreaterThan(0)
    expect(await more.count()).toBeLessThanOrEqual(7)
  })

  test('single post whose category fails: "More posts" and "No posts available"', async ({
    page,
  }) => {
    // The fault stays on for the page's own reads: the list loads in the browser.
    await page.setExtraHTTPHeaders({ 'x-test-store-fault': 'content:blog-category=500' })
    await page.goto('/learn')
    const block = page.getByRole('region', { name: grout.data.title })
    await reveal(block)
    // Read by the browser once the block wakes, like the list above: given longer.
    await expect(block.getByRole('region', { name: 'More posts' }).getByRole('status')).toHaveText(
      'No posts available',
      { timeout: 15_000 },
    )
  })

  test(
    'category slider: every published category, a row on wide pages [Catalogue §2.74]',
    { tag: '@narrow' },
    async ({ page }, testInfo) => {
      await page.goto('/learn')
      const slider = page.getByRole('region', { name: 'Browse by topic' }).last()
      await reveal(slider)
      for (const c of categories)
        await expect(slider.getByRole('link', { name: new RegExp(c.data.title) })).toHaveAttribute(
          'href',
          `/blog/category/${c.data.slug}`,
        )
      const arrows = slider.getByRole('button', { name: /^Next: / })
      // 4 categories: static over 1000 px, a carousel (one slide at 375 px) below.
      if (testInfo.project.name === 'desktop') await expect(arrows).toHaveCount(0)
      else await expect(arrows).toBeVisible()
    },
  )

  test('search finds posts by title, whatever the case', async ({ page }) => {
    await page.goto('/learn')
    const block = page.getByRole('region', { name: 'Search the guides' })
    await reveal(block)
    const box = block.getByRole('searchbox', { name: 'Search blog posts' })
    await expect(async () => {
      await box.fill('')
      await box.fill('CLEAN')
      await expect(block.getByRole('button', { name: 'Clear search' })).toBeVisible({
        timeout: 500,
      })
    }).toPass()
    const expected = posts.filter((p) => /clean/i.test(p.data.title))
    expect(expected.length).toBeGreaterThan(1)
    await expect(block.getByRole('status')).toHaveText(`Found ${expected.length} result(s)`)
    await expect(block.getByRole('article')).toHaveCount(expected.length)
    await block.getByRole('button', { name: 'Clear search' }).click()
    await expect(box).toHaveValue('')
    await expect(block.getByRole('status')).toHaveText('Type at least 3 characters to search')
  })

  test('is accessible', async ({ page, axe }) => {
    await page.goto('/learn')
    await axe.check()
  })
})
