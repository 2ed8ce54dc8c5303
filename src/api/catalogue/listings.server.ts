/**
 * The listing pages' data, shaped on the server (ADR 0012): the store's whole answer is read
 * here, filtered, sorted and cut to what one page shows, so the HTML, the loader data and a
 * client navigation's response stay the same size however large the catalogue grows. Reached
 * by ./listings.ts (server render) and GET /api/listings/{all,category} (a client navigation).
 */
import type { CardProduct } from '~/components/catalogue/ProductCard'
import { pageOf, productsOfCategory, SECTION_LIMIT } from '~/domain/listing'
import { parsePage } from '~/domain/paging'
import { parseSortMode, sortListing, type SortMode } from '~/domain/sort'
import type { Calls } from '~/api/calls.server'
import type {
  CategoriesResult,
  Category,
  CategoryPage,
  ProductsResult,
} from '~/api/catalogue/reads.server'
import type {
  AllProductsView,
  CategoryHead,
  CategoryView,
  ListingSection,
  ListedProduct,
  Template,
} from '~/api/catalogue/listings'

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

async function templates() {
  const { getSettings } = await import('~/server/settings')
  const settings = getSettings()
  return { allProducts: settings.ALL_PRODUCTS_TEMPLATE, category: settings.CATEGORY_TEMPLATE }
}

/** A listing's paging, sort and template, as they arrive (bad values fall back). */
export const listingInput = (params: URLSearchParams) => {
  const template = params.get('template')
  return {
    sort: parseSortMode(params.get('sort')),
    page: parsePage(params.get('page')),
    // A page-builder block names its template; the route follows the settings.
    template: template === 'v1' || template === 'v2' ? (template as Template) : undefined,
  }
}

/** /products (the settings' template) or a listing block (its own): sorted, one page. */
export async function loadAllProductsView(params: URLSearchParams): Promise<AllProductsView> {
  const { sort, page, template } = listingInput(params)
  const [{ allProducts }, api] = await Promise.all([
    templates(),
    import('~/api/catalogue/reads.server'),
  ])
  return (template ?? allProducts) === 'v2'
    ? shapeAllProductsV2(await api.fetchAllProducts(), sort, page)
    : shapeAllProductsV1(await api.fetchCategoryListing(), sort)
}

/** /products/category/{slug}: found, missing (a 404) or failed, in the settings' template. */
export async function loadCategoryView(params: URLSearchParams): Promise<CategoryView> {
  const { sort, page } = listingInput(params)
  const slug = (params.get('slug') ?? '').slice(0, 1000)
  const [{ category }, { fetchCategoryPage }] = await Promise.all([
    templates(),
    import('~/api/catalogue/reads.server'),
  ])
  return shapeCategory(await fetchCategoryPage(slug), category, sort, page)
}

/**
 * The listings' reads, declared once: the pages' render calls them directly, a client
 * navigation through GET /api/listings/{call} (src/api/catalogue/listings.ts).
 */
export const listingCalls = {
  all: loadAllProductsView,
  category: loadCategoryView,
} satisfies Calls
