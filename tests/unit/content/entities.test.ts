/**
 * The content entities as the storefront reads them (catalogue §3): menus, blog categories,
 * blog post cards and job listings, from Builder-shaped entries.
 */
import { describe, expect, it } from 'vitest'
import { ContentService } from '~/content/service'
import { createEmbeddedSource } from '~/content/sources/embedded'
import type { BuilderEntry } from '~/content/types'

const NOW = Date.UTC(2026, 0, 1)
const ref = (model: string, id: string) => ({ '@type': '@builder.io/core:Reference', id, model })

const post = (id: string, over: Record<string, unknown> = {}): BuilderEntry => ({
  id,
  published: 'published',
  data: {
    title: `Post ${id}`,
    slug: `/post-${id}`,
    shortDescription: `About ${id}.`,
    postThumbnail: `/media/blog/${id}.svg`,
    author: ref('blog-author', 'a1'),
    date: '2025-06-01T12:00:00.000Z',
    ...over,
  },
})

const models: Record<string, BuilderEntry[]> = {
  'blog-author': [{ id: 'a1', published: 'published', data: { fullName: 'Dana Reyes' } }],
  'blog-post': [post('p1'), post('p2', { date: '2025-07-01T12:00:00.000Z' })],
  'blog-category': [
    {
      id: 'c1',
      published: 'published',
      data: {
        title: 'Cleaning Tips',
        slug: 'cleaning-tips',
        shortDescription: 'Room by room.',
        categoryThumbnail: '/media/blog/cleaning-tips.svg',
        posts: [
          { post: ref('blog-post', 'p1') },
          {},
          { post: null },
          { post: ref('blog-post', 'p2') },
        ],
      },
    },
    {
      id: 'c2',
      published: 'draft',
      data: { title: 'Drafts', slug: 'drafts', posts: [] },
    },
  ],
  menu: [
    {
      id: 'm1',
      // Menus are found by their entry's name.
      name: 'Footer Menu 1',
      published: 'published',
      data: {
        menuTitle: 'Company',
        links: [
          { label: 'About', url: '/about', openInNewTab: false },
          { label: 'Careers', url: 'https://jobs.example', openInNewTab: true },
        ],
      },
    },
  ],
  'job-listing': [
    {
      id: 'j1',
      published: 'published',
      data: { positionName: 'Chemist', positionType: 'Full Time', location: 'Remote' },
    },
    {
      id: 'j2',
      published: 'published',
      data: { positionName: 'Packer', positionType: 'Part Time' },
    },
    {
      id: 'j3',
      published: 'draft',
      data: { positionName: 'Hidden', positionType: 'Full Time' },
    },
  ],
}
const service = () => new ContentService(createEmbeddedSource(models), () => NOW)

describe('content entities', () => {
  it('a menu: its title and links with label, url and the separate-tab flag [Catalogue §3.20]', async () => {
    expect(await service().getMenu('Footer Menu 1')).toEqual({
      name: 'Footer Menu 1',
      title: 'Company',
      links: [
        { label: 'About', url: '/about', newTab: false },
        { label: 'Careers', url: 'https://jobs.example', newTab: true },
      ],
    })
  })

  it('a blog post card: title, slug, short description, thumbnail, the author’s full name and date [Catalogue §3.17]', async () => {
    const { posts } = await service().getBlogPosts(1)
    expect(posts.find((p) => p.id === 'p1')).toEqual({
      id: 'p1',
      title: 'Post p1',
      slug: '/post-p1',
      shortDescription: 'About p1.',
      thumbnail: '/media/blog/p1.svg',
      author: 'Dana Reyes',
      date: '2025-06-01T12:00:00.000Z',
    })
  })

  it('a blog category: title, slug, short description, thumbnail, published state and the posts its entries reference [Catalogue §3.16]', async () => {
    const category = await service().getBlogCategoryBySlug('cleaning-tips')
    expect(category).toMatchObject({
      id: 'c1',
      title: 'Cleaning Tips',
      slug: 'cleaning-tips',
      shortDescription: 'Room by room.',
      thumbnail: '/media/blog/cleaning-tips.svg',
      published: true,
    })
    expect(category!.posts.map((p) => p.title)).toEqual(['Post p2', 'Post p1'])
    // A draft category is not published (embedded entries of a draft are not read at all).
    expect(await service().getBlogCategoryBySlug('drafts')).toBeNull()
  })

  it('in a blog category, entries without a post are skipped [Catalogue §5.16]', async () => {
    const category = await service().getBlogCategoryById('c1')
    // Four entries: an empty one and one whose post is null are left out.
    expect(category!.posts.map((p) => p.id).sort()).toEqual(['p1', 'p2'])
  })

  it('a job listing: position name and type, published ones only [Catalogue §3.18]', async () => {
    const all = await service().getJobListings()
    expect(all.map((j) => [j.positionName, j.positionType])).toEqual([
      ['Chemist', 'Full Time'],
      ['Packer', 'Part Time'],
    ])
    expect((await service().getJobListings('Part Time')).map((j) => j.positionName)).toEqual([
      'Packer',
    ])
  })
})
