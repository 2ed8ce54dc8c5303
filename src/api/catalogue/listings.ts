/**
 * The listing pages' data (ADR 0012): declared once as `listingCalls` (./listings.server.ts) and
 * read the one way every page reads from this server (ADR 0022): directly while it renders, and
 * GET /api/listings/{call} after a client navigation.
 */
import { createIsomorphicFn } from '@tanstack/react-start'
import type { CardProduct } from '~/components/catalogue/ProductCard'
import type { GridPage } from '~/domain/listing'
import type { SortMode } from '~/domain/sort'
import { readOwnCall, searchOf } from '~/api/base'
import type { Category } from '~/api/catalogue/reads.server'
import type { listingCalls } from '~/api/catalogue/listings.server'

export type Template = 'v1' | 'v2'

/** A section of a sectioned listing: its tile, its first cards and how many there are. */
export interface ListingSection {
  id: number
  name: string
  slug: string
  image: string
  products: CardProduct[]
  total: number
}

export type AllProductsView =
  | { template: 'v1'; status: 'Success' | 'Error'; message: string; sections: ListingSection[] }
  | { template: 'v2'; status: 'Success' | 'Error'; message: string; grid: GridPage<CardProduct> }

export interface CategoryHead {
  id: number
  name: string
  pageTitle: string
  description: string
  slug: string
  images: Category['images']
  meta: Category['meta']
}

export type CategoryView =
  | {
      kind: 'found'
      template: Template
      category: CategoryHead
      /** V1 with subcategories: a section each (possibly empty); otherwise null. */
      sections: ListingSection[] | null
      /** The flat grid (V2, or V1 without subcategories); otherwise null. */
      grid: GridPage<CardProduct> | null
    }
  | { kind: 'missing'; template: Template }
  | { kind: 'failed'; template: Template; message: string }

export type ListedProduct = Category['products'][number]

/** Only what a card shows travels to the page. */

type ListingParams = { sort?: SortMode; page?: number; template?: Template; slug?: string }

const read = createIsomorphicFn()
  .server(async (call: keyof typeof listingCalls, p: ListingParams): Promise<unknown> => {
    const { listingCalls } = await import('~/api/catalogue/listings.server')
    return listingCalls[call](searchOf(p))
  })
  .client((call: keyof typeof listingCalls, p: ListingParams) =>
    readOwnCall<unknown>('listings', 'Listing', call, p),
  )

/** /products (the settings' template) or a listing block (its own): sorted, one page. */
export const readAllProductsView = async (p: ListingParams) =>
  (await read('all', p)) as AllProductsView

/** /products/category/{slug}: found, missing (a 404) or failed, in the settings' template. */
export const readCategoryView = async (p: ListingParams) =>
  (await read('category', p)) as CategoryView
