/**
 * Page-builder blocks' store reads, as the blocks make them: on the server they shape the data
 * directly (./block-data.ts); in the browser (a block mounted by a client navigation) they
 * fetch the same JSON from GET /api/blocks/{call} (src/server/block-http.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { CardProduct } from '~/components/catalogue/ProductCard'
import type { FeaturedCategoriesView, IngredientView, PickedProductView } from './block-data.server'
import type { ReviewSummary } from './catalogue.server'
import { readOwnApi } from './base'

export type {
  FeaturedCategoriesView,
  FeaturedCategoryCard,
  IngredientView,
  PickedProduct,
  PickedProductView,
} from './block-data.server'

type Params = Record<string, string>

const read = createIsomorphicFn()
  .server(async (call: string, params: Params): Promise<unknown> => {
    const data = await import('./block-data.server')
    switch (call) {
      case 'best-sellers':
        return data.loadBestSellers(Number(params.limit))
      case 'featured-categories':
        return data.loadFeaturedCategories(Number(params.limit))
      case 'ingredients':
        return data.loadIngredientsPage()
      case 'reviews':
        return data.loadReviews(params.sku ?? '')
      default:
        return data.loadPickedProducts(params.slugs ? params.slugs.split(',') : [])
    }
  })
  .client((call: string, params: Params): Promise<unknown> =>
    readOwnApi(`/api/blocks/${call}?${new URLSearchParams(params)}`, 'Block'),
  )

const STALE = 60_000

export const bestSellersQuery = (limit: number) =>
  queryOptions({
    queryKey: ['blocks', 'best-sellers', limit],
    queryFn: async () =>
      (await read('best-sellers', { limit: String(limit) })) as { products: CardProduct[] },
    staleTime: STALE,
  })

export const featuredCategoriesQuery = (limit: number) =>
  queryOptions({
    queryKey: ['blocks', 'featured-categories', limit],
    queryFn: async () =>
      (await read('featured-categories', { limit: String(limit) })) as FeaturedCategoriesView,
    staleTime: STALE,
  })

export const pickedProductsQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: ['blocks', 'products', slugs],
    queryFn: async () =>
      (await read('products', { slugs: slugs.join(',') })) as PickedProductView[],
    staleTime: STALE,
  })

export const blockReviewsQuery = (sku: string) =>
  queryOptions({
    queryKey: ['blocks', 'reviews', sku],
    queryFn: async () => (await read('reviews', { sku })) as ReviewSummary | null,
    staleTime: STALE,
  })

/** The ingredients page's list (every ingredient); null when the store cannot give it. */
export const ingredientsPageQuery = queryOptions({
  queryKey: ['blocks', 'ingredients'],
  queryFn: async () => (await read('ingredients', {})) as IngredientView[] | null,
  staleTime: 300_000,
})
