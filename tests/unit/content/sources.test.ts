import { describe, expect, it } from 'vitest'
import { ContentService, LATEST_POSTS_LIMIT } from '~/content/service'
import { createBuilderSource } from '~/content/sources/builder'
import { createEmbeddedSource, embeddedModels } from '~/content/sources/embedded'
import { FOOTER_MENUS } from '~/components/shell/content'
import { contentContract, CONTRACT_NOW, contractModels } from './contract'
import { FAKE_BUILDER_HOST, fakeBuilderFetch } from './fake-builder-api'

const now = () => CONTRACT_NOW

contentContract(
  'embedded files',
  () => new ContentService(createEmbeddedSource(contractModels), now),
)

const api = fakeBuilderFetch(contractModels)
contentContract(
  'Builder SDK',
  () =>
    new ContentService(
      createBuilderSource('test-key', { apiHost: FAKE_BUILDER_HOST, fetch: api.fetch }),
      now,
    ),
)

describe('blog and job data from the content service (embedded files)', () => {
  const service = new ContentService(createEmbeddedSource(contractModels), now)
  const raw = (id: string) => contractModels['blog-post']!.find((p) => p.id === id)!.data!

  it('a blog post card carries its title, slug, date, shortDescription, postThumbnail and the author’s full name [Catalogue §2.77; Shell §1.3, §3.9]', async () => {
    const { posts } = await service.getBlogPosts(1)
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      const data = raw(post.id)
      const author = contractModels['blog-author']!.find(
        (a) => a.id === (data.author as { id: string }).id,
      )!
      expect(post).toEqual({
        id: post.id,
        title: data.title,
        slug: data.slug,
        date: data.date,
        shortDescription: data.shortDescription,
        thumbnail: data.postThumbnail,
        author: author.data!.fullName,
      })
      expect(post.author).toMatch(/^\S+ \S+/)
    }
  })

  it('latest posts: 4, of all posts or of one category, though more are there [Catalogue §2.78]', async () => {
    expect(LATEST_POSTS_LIMIT).toBe(4)
    const newest = (await service.getBlogPosts(1)).posts.map((p) => p.id)
    expect((await service.getLatestPosts()).map((p) => p.id)).toEqual(newest.slice(0, 4))
    for (const category of await service.getBlogCategories()) {
      const inCategory = contractModels['blog-post']!.filter(
        (p) => (p.data!.category as { id?: string } | undefined)?.id === category.id,
      )
      expect(inCategory.length).toBeGreaterThan(4)
      expect(await service.getLatestPosts(category.id)).toHaveLength(4)
    }
  })

  it('job listings: the published ones, with positionName and positionType, filtered by Full Time or Part Time [Catalogue §2.105]', async () => {
    const entries = contractModels['job-listing']!
    const published = entries.filter((j) => j.published === 'published')
    expect(published.length).toBeLessThan(entries.length)
    const all = await service.getJobListings()
    expect(all.map((j) => j.id).sort()).toEqual(published.map((j) => j.id).sort())
    for (const job of all) {
      const data = published.find((j) => j.id === job.id)!.data!
      expect(job).toMatchObject({
        positionName: data.positionName,
        positionType: data.positionType,
      })
    }
    for (const type of ['Full Time', 'Part Time'] as const) {
      const some = await service.getJobListings(type)
      expect(some.map((j) => j.id).sort()).toEqual(
        published
          .filter((j) => j.data!.positionType === type)
          .map((j) => j.id)
          .sort(),
      )
      expect(some.length).toBeGreaterThan(0)
    }
  })
})

describe('Builder source wiring', () => {
  it('sends the SDK query to the content API with the key, paging, fields and no tracking', async () => {
    const service = new ContentService(
      createBuilderSource('test-key', { apiHost: FAKE_BUILDER_HOST, fetch: api.fetch }),
      now,
    )
    api.requests.length = 0
    await service.getBlogPosts(2)
    const [list, probe] = api.requests
    expect(list!.pathname).toBe('/api/v3/content/blog-post')
    expect(list!.searchParams.get('apiKey')).toBe('test-key')
    expect(list!.searchParams.get('limit')).toBe('10')
    expect(list!.searchParams.get('offset')).toBe('10')
    expect(list!.searchParams.get('includeRefs')).toBe('true')
    expect(probe!.searchParams.get('fields')).toBe('id')
    expect(probe!.searchParams.get('offset')).toBe('20')
  })

  it('an API failure is an error the callers map to their fallback', async () => {
    const failing = createBuilderSource('test-key', {
      apiHost: FAKE_BUILDER_HOST,
      fetch: async () => ({ ok: false, status: 500, json: async () => ({ message: 'down' }) }),
    })
    const errors: unknown[] = []
    const spy = (await import('vitest')).vi
      .spyOn(console, 'error')
      .mockImplementation((...a) => errors.push(a))
    await expect(new ContentService(failing, now).getMenu('Main Menu')).rejects.toBeTruthy()
    spy.mockRestore()
  })
})

describe('content-platform queries, as sent to the content API [Catalogue §7.21]', () => {
  const recorded = fakeBuilderFetch(contractModels)
  const service = new ContentService(
    createBuilderSource('test-key', { apiHost: FAKE_BUILDER_HOST, fetch: recorded.fetch }),
    now,
  )
  /** The requests `run` makes: model, query (dotted keys and JSON merged), limit, fields. */
  async function sent<T>(run: () => Promise<T>) {
    recorded.requests.length = 0
    const result = await run()
    const requests = recorded.requests.map((u) => {
      const query: Record<string, unknown> = {}
      for (const [key, value] of u.searchParams) {
        if (key === 'query') Object.assign(query, JSON.parse(value))
        if (key.startsWith('query.')) query[key.slice(6)] = JSON.parse(value)
      }
      return {
        model: u.pathname.split('/').pop(),
        query,
        limit: u.searchParams.get('limit'),
        fields: u.searchParams.get('fields'),
        includeRefs: u.searchParams.get('includeRefs'),
      }
    })
    return { result, requests }
  }
  const categoryId = String(embeddedModels['blog-category']![0]!.id)

  it('a blog category by id, enriched with its posts’ card fields; a category by data.slug [Catalogue §7.22]', async () => {
    const byId = await sent(() => service.getBlogCategoryById(categoryId))
    expect(byId.requests[0]).toMatchObject({
      model: 'blog-category',
      query: { id: categoryId },
      limit: '1',
      includeRefs: 'true',
    })
    // The enrichment: the category's posts, read with the card's fields only.
    expect(byId.requests[1]).toMatchObject({ model: 'blog-post', includeRefs: 'true' })
    expect(byId.requests[1]!.fields!.split(',')).toEqual(
      expect.arrayContaining(['id', 'data.title', 'data.slug', 'data.date']),
    )
    expect(byId.result?.posts.length).toBeGreaterThan(0)
    const slug = byId.result!.slug
    const bySlug = await sent(() => service.getBlogCategoryBySlug(slug))
    expect(bySlug.requests[0]).toMatchObject({
      model: 'blog-category',
      query: { 'data.slug': slug },
    })
    expect(bySlug.result).toEqual(byId.result)
  })

  it('blog-post search by title: a case-insensitive match, limit 100 [Catalogue §7.23]', async () => {
    const { result, requests } = await sent(() => service.searchBlogPosts(' GROUT '))
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      model: 'blog-post',
      query: { 'data.title': { $regex: 'GROUT', $options: 'i' } },
      limit: '100',
    })
    expect(result.map((p) => p.slug)).toContain('/how-to-clean-grout')
  })

  it('the symbol named PDP [Catalogue §7.24]', async () => {
    const { result, requests } = await sent(() => service.getSymbol('PDP'))
    expect(requests).toEqual([expect.objectContaining({ model: 'symbol', query: { name: 'PDP' } })])
    expect(result?.name).toBe('PDP')
  })

  it('the footer reads the menus "Footer Menu 1", "Footer Menu 2" and "Footer Menu 3" [Catalogue §7.25]', async () => {
    expect(FOOTER_MENUS).toEqual(['Footer Menu 1', 'Footer Menu 2', 'Footer Menu 3'])
    for (const name of FOOTER_MENUS) {
      const { result, requests } = await sent(() => service.getMenu(name))
      expect(requests).toEqual([expect.objectContaining({ model: 'menu', query: { name } })])
      expect(result?.links.length).toBeGreaterThan(0)
    }
  })

  it('job listings: published only, filtered by positionType [Catalogue §7.26]', async () => {
    const published = embeddedModels['job-listing']!.filter((j) => j.published === 'published')
    const draft = embeddedModels['job-listing']!.find((j) => j.published !== 'published')!
    const partTime = await sent(() => service.getJobListings('Part Time'))
    expect(partTime.requests[0]).toMatchObject({
      model: 'job-listing',
      query: { 'data.positionType': 'Part Time' },
    })
    expect(partTime.result.map((j) => j.id).sort()).toEqual(
      published
        .filter((j) => j.data!.positionType === 'Part Time')
        .map((j) => j.id)
        .sort(),
    )
    const all = await sent(() => service.getJobListings())
    expect(all.requests[0]!.query).toEqual({})
    expect(all.result.map((j) => j.id).sort()).toEqual(published.map((j) => j.id).sort())
    expect(all.result.map((j) => j.id)).not.toContain(draft.id)
  })

  it('a blog post and a blog category by slug, with enrichment; latest posts limited to 4 [Catalogue §7.27, §9.29]', async () => {
    const post = await sent(() => service.getBlogPost('/how-to-clean-grout'))
    expect(post.requests[0]).toMatchObject({
      model: 'blog-post',
      query: { 'data.slug': '/how-to-clean-grout' },
      includeRefs: 'true',
    })
    expect(post.result?.slug).toBe('/how-to-clean-grout')
    const latest = await sent(() => service.getLatestPosts())
    expect(latest.requests[0]).toMatchObject({ model: 'blog-post', limit: '4' })
    // More than 4 are published: 4 are shown, not a fifth.
    expect(
      contractModels['blog-post']!.filter((p) => p.published === 'published').length,
    ).toBeGreaterThan(4)
    expect(latest.result).toHaveLength(4)
    const inCategory = await sent(() => service.getLatestPosts(categoryId))
    expect(inCategory.requests[0]).toMatchObject({ model: 'blog-post', limit: '4' })
  })
})

describe('the shell’s content service calls', () => {
  const NOW = CONTRACT_NOW
  const template = embeddedModels['blog-post']!.find((p) => p.published === 'published')!
  /** A blog post entry: newer posts have larger `day`s. */
  const post = (
    day: number,
    entry: { published?: 'published' | 'draft'; startDate?: number } = {},
  ) => {
    const made = {
      ...template,
      id: `post-${day}`,
      published: entry.published ?? 'published',
      data: {
        ...template.data,
        title: `Post ${day}`,
        slug: `/post-${day}`,
        date: `2026-01-${String(day).padStart(2, '0')}T10:00:00Z`,
      },
    }
    delete (made as { startDate?: number }).startDate
    return entry.startDate === undefined ? made : { ...made, startDate: entry.startDate }
  }
  // 11 visible posts (days 1-11: some already started, some without a startDate), and newer
  // ones that are not: a draft and one that starts in a minute.
  const models = {
    ...contractModels,
    'blog-post': [
      ...Array.from({ length: 11 }, (_, i) => post(i + 1, i % 2 ? { startDate: NOW - 1000 } : {})),
      post(20, { published: 'draft' }),
      post(21, { startDate: NOW + 60_000 }),
      post(22, { startDate: NOW }),
    ],
  }
  const api = fakeBuilderFetch(models)
  const service = new ContentService(
    createBuilderSource('test-key', { apiHost: FAKE_BUILDER_HOST, fetch: api.fetch }),
    () => NOW,
  )

  it('a blog page: published blog-post items whose startDate is not in the future or is absent, 10 from offset (page-1)*10, the card fields with references [Shell §3.9, §7.20, §9.2]', async () => {
    api.requests.length = 0
    const first = await service.getBlogPosts(1)
    // Newest first: day 22 (starting now), then 11 … 3; not the draft, not the future post.
    expect(first.posts.map((p) => p.title)).toEqual(
      [22, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((d) => `Post ${d}`),
    )
    const [list] = api.requests
    expect(list!.pathname).toBe('/api/v3/content/blog-post')
    expect(list!.searchParams.get('limit')).toBe('10')
    expect(list!.searchParams.get('offset')).toBe('0')
    expect(list!.searchParams.get('includeRefs')).toBe('true')
    expect(list!.searchParams.get('fields')!.split(',')).toEqual(
      expect.arrayContaining([
        'data.title',
        'data.slug',
        'data.date',
        'data.author',
        'data.shortDescription',
        'data.postThumbnail',
      ]),
    )
    expect(first.posts[0]).toMatchObject({
      title: 'Post 22',
      slug: '/post-22',
      date: '2026-01-22T10:00:00Z',
      shortDescription: template.data!.shortDescription,
      thumbnail: template.data!.postThumbnail,
      author: expect.stringMatching(/^\S+ \S+/),
    })
    api.requests.length = 0
    const second = await service.getBlogPosts(3)
    expect(api.requests[0]!.searchParams.get('offset')).toBe('20')
    expect(second.posts).toEqual([])
    const page2 = await service.getBlogPosts(2)
    expect(page2.posts.map((p) => p.title)).toEqual(['Post 2', 'Post 1'])
  })

  it('Next appears when a probe at the next offset, asking only for the id, finds a post [Shell §7.21]', async () => {
    api.requests.length = 0
    expect((await service.getBlogPosts(1)).hasNext).toBe(true)
    const probe = api.requests.find((u) => u.searchParams.get('fields') === 'id')!
    expect(probe.pathname).toBe('/api/v3/content/blog-post')
    expect(probe.searchParams.get('offset')).toBe('10')
    expect(probe.searchParams.get('limit')).toBe('1')
    expect((await service.getBlogPosts(2)).hasNext).toBe(false)
    // Page 3 reads 10 from offset 20; its probe asks at 30.
    api.requests.length = 0
    expect((await service.getBlogPosts(3)).hasNext).toBe(false)
    const offsets = (fields: (f: string | null) => boolean) =>
      api.requests
        .filter((u) => fields(u.searchParams.get('fields')))
        .map((u) => u.searchParams.get('offset'))
    expect(offsets((f) => f === 'id')).toEqual(['30'])
    expect(offsets((f) => f !== 'id')).toEqual(['20'])
  })

  it('a blog category: title, slug, shortDescription, categoryThumbnail and its posts [Shell §3.10]', async () => {
    const entry = embeddedModels['blog-category']!.find((c) => c.published === 'published')!
    const shipped = new ContentService(createEmbeddedSource(contractModels), now)
    const category = await shipped.getBlogCategoryBySlug(String(entry.data!.slug))
    expect(category).toMatchObject({
      title: entry.data!.title,
      slug: entry.data!.slug,
      shortDescription: entry.data!.shortDescription,
      thumbnail: entry.data!.categoryThumbnail,
    })
    expect(category!.posts.length).toBeGreaterThan(0)
  })

  it('the menu "Main Menu" and the symbol "Top Banner" are read by name [Shell §7.22]', async () => {
    api.requests.length = 0
    expect((await service.getMenu('Main Menu'))?.name).toBe('Main Menu')
    expect(await service.getSymbol('Top Banner')).not.toBeNull()
    const [menu, symbol] = api.requests
    expect(menu!.pathname).toBe('/api/v3/content/menu')
    expect(symbol!.pathname).toBe('/api/v3/content/symbol')
    expect(JSON.parse(menu!.searchParams.get('query.name')!)).toBe('Main Menu')
    expect(JSON.parse(symbol!.searchParams.get('query.name')!)).toBe('Top Banner')
  })
})
