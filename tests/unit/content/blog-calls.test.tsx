// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BlogSinglePostBlock, LatestInCategoryBlock } from '~/components/blog/BlogBlocks'
import { blogLatest, blogSinglePost, blogSlider } from '~/content/blocks/blog'
import { ContentInputError, contentCalls } from '~/content/server-calls'

describe('blog content calls', () => {
  it('search needs a trimmed term of 3 characters', async () => {
    expect(() => contentCalls['blog-search'](new URLSearchParams({ q: '  ab ' }))).toThrow(
      ContentInputError,
    )
    expect(() => contentCalls['blog-search'](new URLSearchParams())).toThrow(ContentInputError)
    const found = await contentCalls['blog-search'](new URLSearchParams({ q: ' GROUT ' }))
    expect(found.map((p) => p.slug)).toContain('/how-to-clean-grout')
  })

  it('ids out of shape name no entry (400), not a query', async () => {
    for (const call of ['related', 'latest-in-category'] as const)
      await expect(
        contentCalls[call](new URLSearchParams({ post: '{"$ne":1}', category: 'a b' })),
      ).rejects.toThrow(ContentInputError)
  })

  it('latest in category: an unknown category reads as unpublished (null)', async () => {
    expect(
      await contentCalls['latest-in-category'](new URLSearchParams({ category: 'nope' })),
    ).toBeNull()
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
