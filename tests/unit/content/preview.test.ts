import { QueryClient } from '@tanstack/react-query'
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { isBuilderPreview } from '~/content/preview'
import {
  blogCategoriesQuery,
  blogCategoryQuery,
  pageQuery,
  pageViewQuery,
} from '~/content/query-options'
import type { PageView } from '~/content/tree'
import type { BlogCategory } from '~/content/types'
import { Route as PageRoute } from '../../../routes/$'
import { Route as BlogCategoryRoute } from '../../../routes/blog/category/$slug'

/** A route's loader, with the content it reads already in the cache. */
function loaderOf(
  route: { options: { loader?: unknown } },
  seed: Array<[readonly unknown[], unknown]>,
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  for (const [key, data] of seed) queryClient.setQueryData(key, data)
  const loader = route.options.loader as (ctx: unknown) => Promise<unknown>
  return (params: Record<string, string>, search: Record<string, string> = {}) =>
    loader({ context: { queryClient }, params, location: { search } })
}

/** The page-builder route's loader for a path, its content already read (null: none). */
const loadPage = (path: string, view: PageView | null, search: Record<string, string>) =>
  loaderOf(PageRoute, [
    [pageViewQuery(path).queryKey, view],
    [pageQuery(path).queryKey, null],
  ])({ _splat: path.slice(1) }, search)

const blogCategory = (slug: string): BlogCategory => ({
  id: slug,
  title: slug,
  slug,
  shortDescription: '',
  thumbnail: null,
  published: true,
  posts: [],
})

describe('editor preview rules', () => {
  it('recognises Builder preview and editing requests', () => {
    expect(isBuilderPreview({ 'builder.preview': 'page' })).toBe(true)
    expect(isBuilderPreview({ __builder_editing__: 'true' })).toBe(true)
    expect(isBuilderPreview({ page: '2' })).toBe(false)
    expect(isBuilderPreview(null)).toBe(false)
  })
  it('a page without content is a 404 unless the editor is active [Catalogue §2.15]', async () => {
    const failure = await loadPage('/no-such-page', null, {}).catch((e: unknown) => e)
    expect(isNotFound(failure)).toBe(true)
    const editors: Array<Record<string, string>> = [
      { 'builder.preview': 'page' },
      { __builder_editing__: 'true' },
    ]
    for (const editor of editors)
      await expect(loadPage('/no-such-page', null, editor)).resolves.toMatchObject({
        path: '/no-such-page',
        preview: true,
      })
    const about: PageView = {
      title: 'About',
      description: null,
      header: [],
      body: { nodes: [], css: '' },
    }
    await expect(loadPage('/about', about, {})).resolves.toMatchObject({
      path: '/about',
      preview: false,
      title: 'About',
    })
  })

  it('the blog category page reads its route parameter as the category slug [Catalogue §2.12]', async () => {
    const load = loaderOf(BlogCategoryRoute, [
      [blogCategoryQuery('laundry-lab').queryKey, blogCategory('laundry-lab')],
      [blogCategoryQuery('kitchen').queryKey, blogCategory('kitchen')],
    ])
    await expect(load({ slug: 'laundry-lab' })).resolves.toMatchObject({
      kind: 'found',
      category: { slug: 'laundry-lab' },
    })
    await expect(load({ slug: 'kitchen' })).resolves.toMatchObject({
      kind: 'found',
      category: { slug: 'kitchen' },
    })
  })

  it('the blog category page at /symbol loads every category (the editor preview) [Catalogue §2.13]', async () => {
    const all = [blogCategory('laundry-lab'), blogCategory('kitchen')]
    const load = loaderOf(BlogCategoryRoute, [[blogCategoriesQuery().queryKey, all]])
    await expect(load({ slug: 'symbol' })).resolves.toEqual({ kind: 'preview', categories: all })
  })
})
