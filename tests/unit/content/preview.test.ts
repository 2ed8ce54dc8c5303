import { describe, expect, it } from 'vitest'
import { blogCategoryScope, isBuilderPreview, slugForBlock } from '~/content/preview'

describe('editor preview rules', () => {
  it('recognises Builder preview and editing requests', () => {
    expect(isBuilderPreview({ 'builder.preview': 'page' })).toBe(true)
    expect(isBuilderPreview({ __builder_editing__: 'true' })).toBe(true)
    expect(isBuilderPreview({ page: '2' })).toBe(false)
    expect(isBuilderPreview(null)).toBe(false)
  })
  it('/symbol paths use the block default slug; others the route slug (first if an array)', () => {
    expect(slugForBlock('/symbol/product-detail', 'ignored', 'citrus-dish-soap')).toBe(
      'citrus-dish-soap',
    )
    expect(slugForBlock('/symbol/product-detail', 'x', undefined)).toBeNull()
    expect(slugForBlock('/products/soap', 'soap', 'default')).toBe('soap')
    expect(slugForBlock('/products/soap', ['soap', 'extra'] as unknown as string, 'default')).toBe(
      'soap',
    )
    expect(slugForBlock('/products/', '  ', 'default')).toBeNull()
  })
  it('the blog category template loads all categories in /symbol preview', () => {
    expect(blogCategoryScope('/symbol/blog-category', 'x')).toEqual({ all: true })
    expect(blogCategoryScope('/blog/category/laundry-lab', 'laundry-lab')).toEqual({
      slug: 'laundry-lab',
    })
    expect(blogCategoryScope('/blog/category/', '')).toBeNull()
  })
})
