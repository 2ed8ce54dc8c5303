// @vitest-environment jsdom
/**
 * The blog's page-builder blocks in the spec's words (catalogue §2 "Blog blocks", §8, §9;
 * shell §9): "The Latest in {category title}" with one large card, three small ones and
 * "SEE ALL POSTS"; the post search's region and heading; the category slider's cards (title,
 * description cut at 67 characters, picture, link to /blog/category/{slug}) and its static row
 * for 5 or fewer; the single post with "More from {category}"; and the placeholders "Pick a
 * Blog Category!", "Pick a post!", "This post not published!" and "No posts available". The
 * content reads are seeded in the page's query cache, as the server renders them: no network.
 */
import { readFileSync } from 'node:fs'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  BlogCategorySliderBlock,
  BlogSearchBlock,
  BlogSinglePostBlock,
  LatestInCategoryBlock,
} from '~/components/blog/BlogBlocks'
import { BlogCategoryFailed, BlogCategoryView } from '~/components/blog/BlogCategory'
import { BlogList } from '~/components/blog/BlogList'
import carouselStyles from '~/components/carousel/Carousel.module.css'
import blogStyles from '~/components/blog/Blog.module.css'
import {
  blogCategoriesQuery,
  blogPostByIdQuery,
  latestInCategoryQuery,
  relatedPostsQuery,
} from '~/content/query-options'
import type { BlogCategory, BlogPost, BlogPostCard } from '~/content/types'
import type { SanitizedHtml } from '~/lib/sanitize'
import { renderShell, seededQueryClient } from '../../model/shell-harness'

const post = (n: number, over: Partial<BlogPostCard> = {}): BlogPostCard => ({
  id: `post-${n}`,
  title: `Post number ${n}`,
  slug: `/post-${n}`,
  date: null,
  author: `Author ${n}`,
  shortDescription: `About post ${n}.`,
  thumbnail: null,
  ...over,
})

const category = (id: string, over: Partial<BlogCategory> = {}): BlogCategory => ({
  id,
  title: `Category ${id}`,
  slug: id,
  shortDescription: '',
  thumbnail: null,
  published: true,
  posts: [],
  ...over,
})

type Seed = (client: ReturnType<typeof seededQueryClient>) => void

/** Renders a block inside the page frame (a router for the post links, the seeded cache). */
async function renderBlock(ui: () => React.ReactNode, seed: Seed = () => {}) {
  const queryClient = seededQueryClient()
  seed(queryClient)
  await renderShell(() => <div data-testid="block">{ui()}</div>, { queryClient })
  return screen.getByTestId('block')
}

type Latest = { title: string; slug: string; posts: BlogPostCard[] }
const seedLatest =
  (id: string, data: Latest | null): Seed =>
  (client) => {
    client.setQueryData(latestInCategoryQuery(id).queryKey, data)
  }

const articles = (within_: HTMLElement) => within(within_).queryAllByRole('article')

describe('latest in category', () => {
  const laundry = {
    title: 'Laundry Tips',
    slug: 'laundry-tips',
    posts: [
      post(1, { title: 'The Big Laundry Guide', shortDescription: 'Everything about laundry.' }),
      post(2, { title: 'Twelve Ways to Freshen Up Your Laundry Room Today' }),
      post(3, { title: 'Whites' }),
      post(4, { title: 'Wool' }),
      post(5, { title: 'A fifth post' }),
    ],
  }

  it('shows "Pick a Blog Category!" until a category is picked [Catalogue §2.64]', async () => {
    const block = await renderBlock(() => <LatestInCategoryBlock category="" />)
    expect(within(block).getByRole('status')).toHaveTextContent('Pick a Blog Category!')
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pick a Blog Category!',
    )
    expect(within(block).queryByText('SEE ALL POSTS')).toBeNull()
  })

  it('shows "The Latest in {title}", one large card, three small ones and SEE ALL POSTS [Catalogue §2.63, §2.5, §2.6]', async () => {
    const block = await renderBlock(
      () => <LatestInCategoryBlock category="cat-laundry" />,
      seedLatest('cat-laundry', laundry),
    )
    expect(within(block).queryByText('Pick a Blog Category!')).toBeNull()
    // The section is named by its heading.
    const section = within(block).getByRole('region', { name: 'The Latest in Laundry Tips' })
    expect(
      within(section).getByRole('heading', { level: 2, name: 'The Latest in Laundry Tips' }),
    ).toBeInTheDocument()

    // One large card and exactly three small ones: the fifth post is not shown.
    const cards = articles(section)
    expect(cards).toHaveLength(4)
    expect(within(section).queryByText('A fifth post')).toBeNull()
    const [large, ...small] = cards
    expect(
      within(large!).getByRole('heading', { level: 3, name: 'The Big Laundry Guide' }),
    ).toBeInTheDocument()
    expect(within(large!).getByText('Everything about laundry.')).toBeInTheDocument()
    expect(within(large!).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '/blog/post-1',
    )

    // The small cards are a list of three under the large one.
    const list = within(section).getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getAllByRole('article')).toEqual(small)
    // Compact cards: the title cut at 35 characters on screen, the full title as the name.
    const names = ['Twelve Ways to Freshen Up Your Laundry Room Today', 'Whites', 'Wool']
    small.forEach((card, i) =>
      expect(within(card).getByRole('heading', { level: 3, name: names[i] })).toBeInTheDocument(),
    )
    expect(within(small[0]!).getByText('Twelve Ways to Freshen Up Your Laun...')).toBeVisible()
    expect(within(small[1]!).getByRole('link', { name: 'Whites' })).toHaveAttribute(
      'href',
      '/blog/post-3',
    )
    for (const card of small) expect(within(card).queryByText('Read More')).toBeNull()

    // SEE ALL POSTS leads to the category page, named after the category.
    const seeAll = within(section).getByRole('link', { name: 'SEE ALL POSTS: Laundry Tips' })
    expect(seeAll).toHaveTextContent(/^SEE ALL POSTS$/)
    expect(seeAll).toHaveAttribute('href', '/blog/category/laundry-tips')
  })

  it('shows only the large card when the category has one post', async () => {
    const block = await renderBlock(
      () => <LatestInCategoryBlock category="cat-one" />,
      seedLatest('cat-one', {
        title: 'Kitchen',
        slug: 'kitchen',
        posts: [post(7, { title: 'Only one' })],
      }),
    )
    const section = within(block).getByRole('region', { name: 'The Latest in Kitchen' })
    expect(articles(section)).toHaveLength(1)
    expect(within(section).getByRole('heading', { level: 3, name: 'Only one' })).toBeVisible()
    // No empty list of small cards.
    expect(within(section).queryByRole('list')).toBeNull()
    expect(within(section).getByRole('link', { name: 'SEE ALL POSTS: Kitchen' })).toHaveAttribute(
      'href',
      '/blog/category/kitchen',
    )
  })

  it('shows "No posts available" and SEE ALL POSTS for a category without posts', async () => {
    const block = await renderBlock(
      () => <LatestInCategoryBlock category="cat-empty" />,
      seedLatest('cat-empty', {
        title: 'Garden',
        slug: 'garden',
        posts: [],
      }),
    )
    const section = within(block).getByRole('region', { name: 'The Latest in Garden' })
    expect(within(section).getByRole('status')).toHaveTextContent(/^No posts available$/)
    expect(articles(section)).toHaveLength(0)
    expect(within(section).getByRole('link', { name: 'SEE ALL POSTS: Garden' })).toHaveAttribute(
      'href',
      '/blog/category/garden',
    )
  })

  it('shows "This post not published!" for a missing, unpublished or failed category [Catalogue §8.14, §2.65]', async () => {
    const block = await renderBlock(
      () => <LatestInCategoryBlock category="cat-gone" />,
      seedLatest('cat-gone', null),
    )
    expect(within(block).getByRole('status')).toHaveTextContent(/^This post not published!$/)
    expect(
      within(block).getByRole('heading', { level: 2, name: 'This post not published!' }),
    ).toBeInTheDocument()
    expect(within(block).queryByText('SEE ALL POSTS')).toBeNull()
  })

  it('holds its place, busy, while the category is read (nothing of it shown yet) [Catalogue §4.1]', async () => {
    // A read in flight that never answers: the block waits on it as a page without the post
    // data in its cache would.
    const block = await renderBlock(
      () => <LatestInCategoryBlock category="cat-slow" />,
      (client) => {
        void client.prefetchQuery({
          queryKey: latestInCategoryQuery('cat-slow').queryKey,
          queryFn: () => new Promise<never>(() => {}),
        })
      },
    )
    const placeholder = block.querySelector('[aria-busy]')
    expect(placeholder).toHaveAttribute('aria-busy', 'true')
    expect(within(block).queryByRole('heading')).toBeNull()
    expect(within(block).queryByRole('status')).toBeNull()
    expect(within(block).queryByText('SEE ALL POSTS')).toBeNull()
  })
})

describe('blog post search block', () => {
  it('is a region named by its title, with the title as its heading and no results yet', async () => {
    const block = await renderBlock(() => <BlogSearchBlock title="Search the guides" />)
    const region = within(block).getByRole('region', { name: 'Search the guides' })
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Search the guides$/,
    )
    expect(within(region).getByRole('searchbox', { name: 'Search blog posts' })).toBeVisible()
    expect(within(region).getByRole('button', { name: 'Search' })).toBeVisible()
    expect(within(region).getByText('Type at least 3 characters to search')).toBeVisible()
    // No results list before a search.
    expect(within(region).queryByRole('list')).toBeNull()
    expect(articles(region)).toHaveLength(0)
  })

  it('without a title: named "Search blog posts" and no heading', async () => {
    const block = await renderBlock(() => <BlogSearchBlock title="" />)
    expect(within(block).getByRole('region', { name: 'Search blog posts' })).toBeInTheDocument()
    expect(within(block).queryByRole('heading')).toBeNull()
    expect(within(block).queryByRole('list')).toBeNull()
  })
})

describe('blog category slider', () => {
  const LONG =
    'Stain guides, wash-day routines and fabric care for every kind of load you run at home.'
  const laundry = category('c-laundry', {
    title: 'Laundry',
    slug: 'laundry',
    shortDescription: LONG,
    thumbnail: '/media/blog/laundry.svg',
  })
  const kitchen = category('c-kitchen', {
    title: 'Kitchen',
    slug: 'kitchen',
    shortDescription: 'Short and sweet.',
  })
  const drafts = category('c-drafts', { title: 'Drafts', slug: 'drafts', published: false })
  const seedCategories =
    (categories: BlogCategory[]): Seed =>
    (client) =>
      client.setQueryData(blogCategoriesQuery().queryKey, categories)

  const cardLinks = (scope: HTMLElement) =>
    within(scope)
      .getAllByRole('link')
      .map((a) => ({ href: a.getAttribute('href'), text: a.textContent }))

  it('none picked: every published category, as a card linking to its page', async () => {
    const block = await renderBlock(
      () => <BlogCategorySliderBlock title="" categories={[]} />,
      seedCategories([laundry, kitchen, drafts]),
    )
    const regions = within(block).getAllByRole('region', { name: 'Blog categories' })
    // The section and its carousel, both named "Blog categories".
    expect(regions).toHaveLength(2)
    const section = regions[0]!
    expect(within(section).queryByRole('heading')).toBeNull()
    expect(cardLinks(section)).toEqual([
      {
        href: '/blog/category/laundry',
        text: 'LaundryStain guides, wash-day routines and fabric care for every kind of l...',
      },
      { href: '/blog/category/kitchen', text: 'KitchenShort and sweet.' },
    ])
    expect(within(section).queryByText('Drafts')).toBeNull()
    // The description is cut at 67 characters with "...".
    expect(
      within(section).getByText(
        'Stain guides, wash-day routines and fabric care for every kind of l...',
      ),
    ).toBeVisible()
    expect(within(section).queryByText(LONG)).toBeNull()
    // Each card's picture: the category's, or the blog placeholder.
    const [laundryCard, kitchenCard] = within(section).getAllByRole('link')
    expect(laundryCard!.querySelector('img')).toHaveAttribute('src', '/media/blog/laundry.svg')
    expect(kitchenCard!.querySelector('img')).toHaveAttribute('src', '/media/blog/placeholder.svg')
    // Two slides: arrows named after the slider.
    expect(within(section).getByRole('button', { name: 'Previous: Blog categories' })).toBeVisible()
    expect(within(section).getByRole('button', { name: 'Next: Blog categories' })).toBeVisible()
  })

  it('picked: those categories in the order picked, under the title as heading', async () => {
    const block = await renderBlock(
      () => (
        <BlogCategorySliderBlock title="Browse by topic" categories={['c-kitchen', 'c-laundry']} />
      ),
      seedCategories([laundry, kitchen, drafts]),
    )
    const section = within(block).getAllByRole('region', { name: 'Browse by topic' })[0]!
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Browse by topic$/,
    )
    expect(cardLinks(section).map((l) => l.href)).toEqual([
      '/blog/category/kitchen',
      '/blog/category/laundry',
    ])
    expect(within(block).queryByRole('region', { name: 'Blog categories' })).toBeNull()
  })

  it('a static row for 5 or fewer categories, a carousel for more [Catalogue §2.74, §9.27]', async () => {
    const five = Array.from({ length: 5 }, (_, i) => category(`c${i}`))
    const first = await renderBlock(
      () => <BlogCategorySliderBlock title="" categories={[]} />,
      seedCategories(five),
    )
    const carousel = () => within(first).getAllByRole('region', { name: 'Blog categories' })[1]!
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(carousel()).getAllByRole('link')).toHaveLength(5)
    expect(carousel()).toHaveClass(carouselStyles.staticWide!)
  })

  it('slides per view: 5, 4 under 1200 px, 3 under 850, 2 under 700, 1 under 400 [Catalogue §2.73, §9.27]', async () => {
    const block = await renderBlock(
      () => <BlogCategorySliderBlock title="" categories={[]} />,
      seedCategories([laundry, kitchen]),
    )
    const carousel = within(block).getAllByRole('region', { name: 'Blog categories' })[1]!
    expect(carousel).toHaveClass(blogStyles.sliderPerView!)
    // jsdom lays nothing out: the slider's stylesheet sets --per-view by min-width, in order.
    const css = readFileSync('src/components/blog/Blog.module.css', 'utf8')
    const rules = [
      ...css.matchAll(
        /(?:@media \(min-width: ([\d.]+)px\) \{\s*)?\.sliderPerView \{\s*--per-view: (\d+);\s*\}/g,
      ),
    ].map((m) => ({ from: Number(m[1] ?? 0), perView: Number(m[2]) }))
    const perView = (width: number) => rules.filter((r) => width >= r.from).at(-1)?.perView
    const widths = [320, 399, 400, 699, 700, 849, 850, 1199, 1200, 1600]
    expect(widths.map((w) => [w, perView(w)])).toEqual([
      [320, 1],
      [399, 1],
      [400, 2],
      [699, 2],
      [700, 3],
      [849, 3],
      [850, 4],
      [1199, 4],
      [1200, 5],
      [1600, 5],
    ])
  })

  it('the static row of 5 or fewer is laid out only over 1000 px: 1000 px is a carousel, 1001 a row [Catalogue §2.74, §9.27]', () => {
    const css = readFileSync('src/components/carousel/Carousel.module.css', 'utf8')
    const from = [
      ...css.matchAll(/@media \(min-width: ([\d.]+)px\) \{\s*\.staticWide \.track \{([^}]*)\}/g),
    ]
    expect(from).toHaveLength(1)
    const [, min, rule] = from[0]!
    expect(rule).toMatch(/display: grid/)
    expect(Number(min)).toBeGreaterThan(1000)
    expect(Number(min)).toBeLessThanOrEqual(1001)
  })

  it('six categories are a carousel at every width [Catalogue §2.74, §9.27]', async () => {
    const six = Array.from({ length: 6 }, (_, i) => category(`c${i}`))
    const block = await renderBlock(
      () => <BlogCategorySliderBlock title="" categories={[]} />,
      seedCategories(six),
    )
    const carousel = within(block).getAllByRole('region', { name: 'Blog categories' })[1]!
    expect(within(carousel).getAllByRole('link')).toHaveLength(6)
    expect(carousel).not.toHaveClass(carouselStyles.staticWide!)
  })

  it('is left out when no category is published or none picked exists', async () => {
    const none = await renderBlock(
      () => <BlogCategorySliderBlock title="Topics" categories={[]} />,
      seedCategories([drafts]),
    )
    expect(none).toBeEmptyDOMElement()
  })

  it('is left out when the picked categories do not exist', async () => {
    const none = await renderBlock(
      () => <BlogCategorySliderBlock title="Topics" categories={['c-missing']} />,
      seedCategories([laundry, kitchen]),
    )
    expect(none).toBeEmptyDOMElement()
  })
})

describe('blog category page [Catalogue §2.69]', () => {
  const laundry = category('c-laundry', {
    title: 'Laundry Lab',
    slug: 'laundry-lab',
    shortDescription: 'Stain guides and wash-day routines.',
    posts: [post(1, { title: 'Whites, brighter' }), post(2, { title: 'Wool care' })],
  })

  it('the category’s title, its short description and a grid of its posts [Catalogue §2.70]', async () => {
    const block = await renderBlock(() => <BlogCategoryView category={laundry} />)
    expect(within(block).getByRole('heading', { level: 1 })).toHaveTextContent(/^Laundry Lab$/)
    expect(within(block).getByText('Stain guides and wash-day routines.')).toBeVisible()
    const grid = within(block).getByRole('list', { name: 'Laundry Lab' })
    expect(
      within(grid)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Whites, brighter', 'Wool care'])
    expect(within(block).queryByRole('status')).toBeNull()
  })

  it('no posts: "No Blog Posts Found" and "This category doesn\'t have any blog posts yet." [Catalogue §2.71]', async () => {
    const block = await renderBlock(() => <BlogCategoryView category={{ ...laundry, posts: [] }} />)
    expect(within(block).getByRole('status')).toHaveTextContent(
      /^No Blog Posts FoundThis category doesn't have any blog posts yet\.$/,
    )
    expect(within(block).getByRole('heading', { level: 1 })).toHaveTextContent('Laundry Lab')
    expect(within(block).queryByRole('article')).toBeNull()
  })

  it('a failed read: "Error Loading Category Data" with the message [Catalogue §2.72]', async () => {
    const block = await renderBlock(() => <BlogCategoryFailed message="Content API answered 500" />)
    expect(within(block).getByRole('alert')).toHaveTextContent(
      /^Error Loading Category DataContent API answered 500$/,
    )
    expect(
      within(block).getByRole('heading', { level: 1, name: 'Error Loading Category Data' }),
    ).toBeVisible()
  })
})

describe('blog list', () => {
  const renderList = (posts: BlogPostCard[], page: number, hasNext: boolean) =>
    renderBlock(() => <BlogList posts={posts} page={page} hasNext={hasNext} />)

  it('cards show thumbnail, title, "Posted By" author, "Posted On" date, the description trimmed to 118 and "Read More" [Shell §2.51]', async () => {
    const exact = `${'k'.repeat(117)}L`
    const over = `${'m'.repeat(118)}N`
    const block = await renderList(
      [
        post(1, {
          title: 'Wash day',
          author: 'Avery Stone',
          date: '2025-03-04T10:00:00Z',
          thumbnail: 'https://cdn.test/blog/wash.jpg',
          shortDescription: exact,
        }),
        post(2, { shortDescription: over }),
      ],
      1,
      false,
    )
    const [first, second] = within(block).getAllByRole('article')
    expect(first!.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/blog/wash.jpg')
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent(/^Wash day$/)
    expect(within(first!).getByText('Posted By').textContent).toBe('Posted By Avery Stone')
    expect(within(first!).getByText('Posted On').textContent).toBe('Posted On March 4, 2025')
    // 118 characters: whole; 119: the first 118 and "...".
    expect(within(first!).getByText(exact)).toBeVisible()
    expect(within(second!).getByText(`${'m'.repeat(118)}...`)).toBeVisible()
    expect(within(second!).queryByText(over)).toBeNull()
    const readMore = within(first!).getByRole('link', { name: /^Read More/ })
    expect(readMore).toHaveAttribute('href', '/blog/post-1')
    expect(readMore.firstChild?.textContent).toBe('Read More')
  })

  it('an empty list shows "No Blog Posts Found" [Shell §2.52]', async () => {
    const block = await renderList([], 1, false)
    expect(within(block).getByRole('status')).toHaveTextContent(/^No Blog Posts Found$/)
    expect(within(block).queryByRole('article')).toBeNull()
  })

  it.each([
    [1, true, [['Next', '/blog?page=2']]],
    [1, false, []],
    [
      2,
      true,
      [
        ['Previous', '/blog'],
        ['Next', '/blog?page=3'],
      ],
    ],
    [3, false, [['Previous', '/blog?page=2']]],
  ])(
    'page %i, another page %s: Previous and Next links %j [Shell §2.8, §2.53]',
    async (page, hasNext, links) => {
      const block = await renderList([post(1)], page, hasNext)
      const pager = within(block).queryByRole('navigation', { name: 'Blog pages' })
      expect(
        pager
          ? within(pager)
              .getAllByRole('link')
              .map((a) => [a.textContent, a.getAttribute('href')])
          : [],
      ).toEqual(links)
    },
  )
})

describe('blog single post', () => {
  const picked: BlogPost = {
    ...post(9, {
      title: 'How We Make Dish Soap',
      slug: '/how-we-make-dish-soap',
      shortDescription: 'From plants to your sink.',
      author: 'Dana Lee',
    }),
    content: '<p>Body</p>' as SanitizedHtml,
    category: { id: 'c-kitchen', title: 'Kitchen', slug: 'kitchen' },
  }

  it('shows "Pick a post!" until a post is picked [Catalogue §2.110]', async () => {
    const block = await renderBlock(() => <BlogSinglePostBlock post="" />)
    expect(within(block).getByRole('status')).toHaveTextContent(/^Pick a post!$/)
    expect(within(block).getByRole('heading', { level: 2, name: 'Pick a post!' })).toBeVisible()
  })

  it('shows the post as a large card and "More from {category}" with its posts [Catalogue §2.75]', async () => {
    const block = await renderBlock(
      () => <BlogSinglePostBlock post="post-9" />,
      (client) => {
        client.setQueryData(blogPostByIdQuery('post-9').queryKey, picked)
        client.setQueryData(relatedPostsQuery('post-9').queryKey, {
          category: { title: 'Kitchen', slug: 'kitchen' },
          posts: [post(10, { title: 'Rinse aid explained' }), post(11, { title: 'Sponges' })],
        })
      },
    )
    expect(within(block).queryByText('Pick a post!')).toBeNull()
    const section = within(block).getByRole('region', { name: 'How We Make Dish Soap' })
    const title = within(section).getByRole('heading', { level: 2, name: 'How We Make Dish Soap' })
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/blog/how-we-make-dish-soap')
    expect(within(section).getByText('From plants to your sink.')).toBeVisible()
    expect(within(section).getByText('Dana Lee')).toBeVisible()

    const more = within(section).getByRole('region', { name: 'More from Kitchen' })
    expect(within(more).getByRole('heading', { level: 3 })).toHaveTextContent(/^More from Kitchen$/)
    expect(
      within(more)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Rinse aid explained', 'Sponges'])
    expect(within(more).getByRole('link', { name: 'Sponges' })).toHaveAttribute(
      'href',
      '/blog/post-11',
    )
  })

  it('shows "More posts" and "No posts available" when nothing is related [Catalogue §2.110]', async () => {
    const block = await renderBlock(
      () => <BlogSinglePostBlock post="post-9" />,
      (client) => {
        client.setQueryData(blogPostByIdQuery('post-9').queryKey, picked)
        client.setQueryData(relatedPostsQuery('post-9').queryKey, { category: null, posts: [] })
      },
    )
    const more = within(block).getByRole('region', { name: 'More posts' })
    expect(within(more).getByRole('heading', { level: 3 })).toHaveTextContent(/^More posts$/)
    expect(within(more).getByRole('status')).toHaveTextContent(/^No posts available$/)
  })

  it('shows "More posts" and "No posts available" when the list fails to load in the browser', async () => {
    const key = relatedPostsQuery('post-9').queryKey
    const block = await renderBlock(
      () => <BlogSinglePostBlock post="post-9" />,
      (client) => {
        client.setQueryData(blogPostByIdQuery('post-9').queryKey, picked)
        // The read has failed already (the page mounts on its error, without asking again).
        client.setQueryDefaults(key, { retryOnMount: false })
        void client.prefetchQuery({
          queryKey: key,
          queryFn: () => Promise.reject(new Error('503')),
        })
      },
    )
    const more = await within(block).findByRole('region', { name: 'More posts' })
    expect(within(more).getByRole('status')).toHaveTextContent(/^No posts available$/)
    expect(block.querySelector('[aria-busy]')).toBeNull()
  })

  it('shows "This post not published!" for a missing or unpublished post [Catalogue §2.110]', async () => {
    const block = await renderBlock(
      () => <BlogSinglePostBlock post="post-gone" />,
      (client) => client.setQueryData(blogPostByIdQuery('post-gone').queryKey, null),
    )
    expect(within(block).getByRole('status')).toHaveTextContent(/^This post not published!$/)
    expect(
      within(block).getByRole('heading', { level: 2, name: 'This post not published!' }),
    ).toBeVisible()
    expect(within(block).queryByRole('article')).toBeNull()
  })
})
