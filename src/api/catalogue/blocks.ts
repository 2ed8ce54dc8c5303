/**
 * Page-builder blocks' store reads, as the blocks make them: declared once as `blockCalls`
 * (./blocks.server.ts), called directly while the server renders and through
 * GET /api/blocks/{call} for a block a client navigation mounts.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { blockCalls } from '~/api/catalogue/blocks.server'
import { type CallParams, readOwnCall, searchOf } from '~/api/base'
import { ownQuery } from '~/api/own-query'

export type {
  FeaturedCategoryCard,
  IngredientView,
  PickedProduct,
} from '~/api/catalogue/blocks.server'

const read = createIsomorphicFn()
  .server(async (call: keyof typeof blockCalls, params: CallParams): Promise<unknown> => {
    const { blockCalls } = await import('~/api/catalogue/blocks.server')
    return blockCalls[call](searchOf(params))
  })
  .client((call: keyof typeof blockCalls, params: CallParams) =>
    readOwnCall<unknown>('blocks', 'Block', call, params),
  )

const query = ownQuery<typeof blockCalls>('blocks', read)

export const bestSellersQuery = (limit: number) => query('best-sellers', { limit })

export const featuredCategoriesQuery = (limit: number) => query('featured-categories', { limit })

export const pickedProductsQuery = (slugs: readonly string[]) =>
  query('products', { slugs: slugs.join(',') })

export const blockReviewsQuery = (sku: string) => query('reviews', { sku })

/** The ingredients page's list (every ingredient); null when the store cannot give it. */
export const ingredientsPageQuery = query('ingredients', {}, 300_000)
