// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { BlogSinglePostBlock, LatestInCategoryBlock } from '~/components/blog/BlogBlocks'
import { blogLatest, blogSinglePost, blogSlider } from '~/content/blocks/blog'
import { latestInCategoryQuery } from '~/content/query-options'
import { InputError } from '~/api/calls.server'
import { contentCalls } from '~/content/server-calls'
import { getContentService } from '~/content/server-service'

describe('blog content calls', () => {
  it('search needs a trimmed term of 3 characters', async () => {
    expect(() => contentCalls['blog-search'](new URLSearchParams({ q: '  ab ' }))).toThrow(
      InputError,
    )
    expect(() => contentCalls['blog-search'](new URLSearchParams())).toThrow(InputError)
    const found = await contentCalls['blog-search'](new URLSearchParams({ q: ' GROUT ' }))
    expect(found.map((p) => p.slug)).toContain('/how-to-clean-grout')
  })

  it('ids out of shape name no entry (400), not a query', async () => {
    for (const call of ['related', 'latest-in-category'] as const)
      await expect(
        contentCalls[call](new URLSearchParams({ post: '{"$ne":1}', category: 'a b' })),
      ).rejects.toThrow(InputError)
  })

  it('latest in category: an unknown category reads as unpublished (null)', async () => {
    expect(
      await contentCalls['latest-in-category'](new URLSearchParams({ category: 'nope' })),
    ).toBeNull()
  })
})

describe('latest in category: "This post not published!"', () => {
  const call = (category: string) =>
    contentCalls['latest-in-category'](new URLSearchParams({ category }))
  const DRAFT = '0f7c9ab1af0eeeaa59e3c8ec69746d38'
  const PUBLISHED = 'c4b273d544675a32a8c2a35a6d872fb4'

  it('an unpublished category, or one that fails to load, reads as none: the block says "This post not published!" [Catalogue §2.65]', async () => {
    expect(await call(PUBLISHED)).toMatchObject({ slug: 'cleaning-tips' })
    expect(await call(DRAFT)).toBeNull()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(getContentService(), 'getBlogCategoryById').mockRejectedValue(new Error('down'))
    expect(await call(PUBLISHED)).toBeNull()
    const client = new QueryClient()
    client.setQueryData(latestInCategoryQuery(PUBLISHED).queryKey, null)
    render(
      <QueryClientProvider client={client}>
        <LatestInCategoryBlock category={PUBLISHED} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('status')).toHaveTextContent(/^This post not published!$/)
  })
})

describe('blog block placeholders', () => {
  it('no category picked: "Pick a Blog Category!"', () => {
    render(<LatestInCategoryBlock {...blogLatest.parse({})} />)
    expect(screen.getByRole('status')).toHaveTextContent('Pick a Blog Category!')
  })

  it('no post picked: "Pick a post!"', () => {
    render(<BlogSinglePostBlock {...blogSinglePost.parse({ post: { model: 'blog-post' } })} />)
    expect(screen.getByRole('status')).toHaveTextContent('Pick a post!')
  })

  it('references by object or id; anything else is none', () => {
    const category = (value: unknown) => blogLatest.parse({ category: value }).category
    expect(category({ '@type': '@builder.io/core:Reference', id: 'abc123' })).toBe('abc123')
    expect(category('abc123')).toBe('abc123')
    expect(category({ id: 'a/../b' })).toBeNull()
    expect(category(42)).toBeNull()
    // The slider's picked categories: readable ones kept in order, the rest dropped.
    expect(
      blogSlider.parse({
        categories: [{ category: { id: 'c1' } }, { category: 'c/2' }, null, { category: 'c3' }],
      }).categories,
    ).toEqual(['c1', 'c3'])
  })
})
