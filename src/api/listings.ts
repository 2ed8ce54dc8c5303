/**
 * The listing pages' data, shaped on the server (ADR 0012): the store's whole answer is read
 * there, filtered, sorted and cut to what one page shows, so the HTML, the loader data and a
 * client navigation's response stay the same size however large the catalogue grows.
 */
import { createServerFn } from '@tanstack/react-start'
import type { CardProduct } from '~/components/catalogue/ProductCard'
import { pageOf, productsOfCategory, SECTION_LIMIT, type GridPage } from '~/domain/listing'
import { parsePage } from '~/domain/paging'
import { parseSortMode, sortListing, type SortMode } from '~/domain/sort'
import type { CategoriesResult, Category, CategoryPage, ProductsResult } from './catalogue'

type Template = 'v1' | 'v2'

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

type ListedProduct = Category['products'][number]

/** Only what a card shows travels to the page. */
export const toCard = (p: ListedProduct): CardProduct => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  price: p.price,
  msrp: p.msrp,
  productTag: p.productTag,
  image: p.image,
  imageAlt: p.imageAlt,
})

function section(c: Category, products: readonly ListedProduct[], sort: SortMode): ListingSection {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    image: c.image,
    products: sortListing(products, sort).slice(0, SECTION_LIMIT).map(toCard),
    total: products.length,
  }
}

/** All products V1: a section per category that has products (its own and its subcategories'). */
export function shapeAllProductsV1(result: CategoriesResult, sort: SortMode): AllProductsView {
  const sections = result.data
    .map((c) => section(c, productsOfCategory(c), sort))
    .filter((s) => s.total > 0)
  return { template: 'v1', status: result.status, message: result.message, sections }
}

/** All products V2: one flat grid, a page at a time. */
export function shapeAllProductsV2(
  result: ProductsResult,
  sort: SortMode,
  page: number,
): AllProductsView {
  const sorted = sortListing(result.data, sort).map(toCard)
  return {
    template: 'v2',
    status: result.status,
    message: result.message,
    grid: pageOf(sorted, page),
  }
}

/** Category detail: V1 sections by subcategory (or a flat grid), V2 one flat grid. */
export function shapeCategory(
  page: CategoryPage,
  template: Template,
  sort: SortMode,
  pageNumber: number,
): CategoryView {
  if (page.kind !== 'found') return { ...page, template }
  const c = page.category
  const head: CategoryHead = {
    id: c.id,
    name: c.name,
    pageTitle: c.pageTitle,
    description: c.description,
    slug: c.slug,
    images: c.images,
    meta: c.meta,
  }
  if (template === 'v1' && c.subcategories.length > 0) {
    return {
      kind: 'found',
      template,
      category: head,
      sections: c.subcategories.map((sub) => section(sub, sub.products, sort)),
      grid: null,
    }
  }
  const products =
    template === 'v2'
      ? sortListing(productsOfCategory(c), sort, 'categoryV2')
      : sortListing(c.products, sort)
  return {
    kind: 'found',
    template,
    category: head,
    sections: null,
    grid: pageOf(products.map(toCard), pageNumber),
  }
}

const listingInput = (input: unknown) => {
  const { sort, page, template } = (input ?? {}) as {
    sort?: unknown
    page?: unknown
    template?: unknown
  }
  return {
    sort: parseSortMode(sort),
    page: parsePage(page),
    // A page-builder block names its template; the route follows the settings.
    template: template === 'v1' || template === 'v2' ? (template as Template) : undefined,
  }
}

async function templates() {
  const { getSettings } = await import('~/server/settings')
  const settings = getSettings()
  return { allProducts: settings.ALL_PRODUCTS_TEMPLATE, category: settings.CATEGORY_TEMPLATE }
}

/** /products (the settings' template) or a listing block (its own): sorted, one page. */
export const getAllProductsView = createServerFn({ method: 'GET' })
  .validator(listingInput)
  .handler(async ({ data: { sort, page, template } }): Promise<AllProductsView> => {
    const [{ allProducts }, api] = await Promise.all([templates(), import('./catalogue')])
    return (template ?? allProducts) === 'v2'
      ? shapeAllProductsV2(await api.fetchAllProducts(), sort, page)
      : shapeAllProductsV1(await api.fetchCategoryListing(), sort)
  })

/** /products/category/{slug}: found, missing (a 404) or failed, in the settings' template. */
export const getCategoryView = createServerFn({ method: 'GET' })
  .validator((input: unknown) => {
    const slug = (input as { slug?: unknown } | null)?.slug
    return { ...listingInput(input), slug: typeof slug === 'string' ? slug : '' }
  })
  .handler(async ({ data: { slug, sort, page } }): Promise<CategoryView> => {
    const [{ category }, { fetchCategoryPage }] = await Promise.all([
      templates(),
      import('./catalogue'),
    ])
    return shapeCategory(await fetchCategoryPage(slug), category, sort, page)
  })
