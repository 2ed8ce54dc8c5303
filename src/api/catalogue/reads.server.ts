/**
 * Catalogue reads: categories, all products, category detail, product detail, featured
 * categories, best sellers, recommendations, reviews. Each failure is
 * logged with its spec code and mapped to the spec's fallback. The calls the specs list with
 * no payload or bearer (categories, all products, a category, best sellers) are sent without
 * one: the store has no session to look up for them.
 */
import { z } from 'zod/mini'
import { constants } from '~/config/constants'
import { uniqueProducts } from '~/domain/listing'
import { logError } from '~/lib/log'
import { MISSING_DATA, StoreApiError, envelope, storeRequest, successStatus } from '~/api/http'
import { productSchema } from '~/api/product/schema'
import { withToken } from '~/api/visitor/session'
import { flag, maybe, num } from '~/api/wire'

/** Product fetches are kept 300 s (catalogue §9); reviews and recommendations a minute. */
const STORE_CACHE_MS = constants.storeCacheSeconds * 1000
const SHORT_CACHE_MS = 60_000

const categoryFields = {
  id: z.int(),
  name: z.string(),
  page_title: maybe(z.string()),
  description: maybe(z.string()),
  slug: z.string(),
  published: z.optional(flag),
  order: maybe(num),
  image_path: maybe(z.string()),
  banner_image: maybe(z.string()),
  seo_image: maybe(z.string()),
  meta_title: maybe(z.string()),
  meta_keywords: maybe(z.string()),
  meta_description: maybe(z.string()),
  products: z._default(z.array(productSchema), []),
}

type CategoryWire = z.output<z.ZodMiniObject<typeof categoryFields>>

function toCategory(c: CategoryWire, subcategories: Category[]): Category {
  return {
    id: c.id,
    name: c.name,
    pageTitle: c.page_title || c.name,
    description: c.description ?? '',
    slug: c.slug,
    published: c.published ?? true,
    order: c.order ?? 0,
    image: c.image_path ?? '',
    images: {
      banner: c.banner_image ?? c.image_path ?? '',
      seo: c.seo_image ?? c.image_path ?? '',
    },
    meta: {
      title: c.meta_title ?? c.name,
      keywords: c.meta_keywords ?? '',
      description: c.meta_description ?? '',
    },
    // Only published products are shown in category lists (catalogue spec §5).
    products: c.products.filter((p) => p.published),
    subcategories,
  }
}

// Categories nest one or two levels (shell spec §7).
const subcategorySchema = z.pipe(
  z.object(categoryFields),
  z.transform((c) => toCategory(c, [])),
)
const categorySchema = z.pipe(
  z.object({ ...categoryFields, subcategories: z._default(z.array(subcategorySchema), []) }),
  z.transform((c) => toCategory(c, c.subcategories)),
)

export interface Category {
  id: number
  name: string
  pageTitle: string
  description: string
  slug: string
  published: boolean
  order: number
  image: string
  images: { banner: string; seo: string }
  meta: { title: string; keywords: string; description: string }
  products: z.output<typeof productSchema>[]
  subcategories: Category[]
}

// Answers' schemas are built once: built per call, each read paid for their construction, and
// each parse of a new object schema for its compilation (issue 51).
const categoriesResponse = z.object({
  status: successStatus,
  message: z.optional(z.string()),
  data: z.array(categorySchema),
})

export interface CategoriesResult {
  status: 'Success' | 'Error'
  message: string
  data: Category[]
}

/**
 * GET /rest/auth/categories (no cache), failure logged 13601.01. The shell's helper reads a
 * failure as an empty list (shell §8); the all-products screen tells it apart, to show "Error
 * Loading Categories" (catalogue §8 "Listings": the page being built decides).
 */
export async function fetchCategoryListing(): Promise<CategoriesResult> {
  try {
    const body = await storeRequest('/rest/auth/categories', {
      schema: categoriesResponse,
      code: '13601.01',
    })
    return { status: 'Success', message: 'Categories fetched', data: body.data }
  } catch {
    return { status: 'Error', message: 'Failed to fetch categories', data: [] }
  }
}

export interface ProductsResult {
  status: 'Success' | 'Error'
  message: string
  data: z.output<typeof productSchema>[]
}

const allProductsResponse = z.object({
  status: successStatus,
  data: z.array(z.array(productSchema)),
})

/** GET /rest/auth/all-products (an array of arrays). Failure (13601.03): status Error, "Failed to fetch products". */
export async function fetchAllProducts(): Promise<ProductsResult> {
  try {
    const body = await storeRequest('/rest/auth/all-products', {
      schema: allProductsResponse,
      code: '13601.03',
    })
    const data = uniqueProducts(body.data.flat().filter((p) => p.published))
    return { status: 'Success', message: 'Products fetched', data }
  } catch {
    return { status: 'Error', message: 'Failed to fetch products', data: [] }
  }
}

export class CategoryError extends Error {
  override name = 'CategoryError'
}

const categoryResponse = z.object({ status: successStatus, data: z.array(categorySchema) })

/** Category detail via /products/subcategory/{slug}; "Category slug is required", "No category data found". */
export async function fetchCategory(slug: string, popular = false): Promise<Category> {
  if (!slug.trim()) throw new CategoryError('Category slug is required')
  const body = await storeRequest(
    `/rest/auth/products/subcategory/${encodeURIComponent(slug)}${popular ? '?filter=popular' : ''}`,
    { schema: categoryResponse, code: '13601.01' },
  )
  const [category] = body.data
  if (!category) throw new CategoryError('No category data found')
  return category
}

export type CategoryPage =
  { kind: 'found'; category: Category } | { kind: 'missing' } | { kind: 'failed'; message: string }

/**
 * A category page's data: found, missing (an unknown slug: the page is a 404) or failed (the
 * store could not answer: "Error Loading Category Data" with its message). Never throws.
 */
export async function fetchCategoryPage(slug: string): Promise<CategoryPage> {
  // Nothing a store slug can be (control characters, a slash, a page of text): no call, no log.
  // eslint-disable-next-line no-control-regex
  if (slug.length > 200 || /[\u0000-\u001f\u007f/]/.test(slug)) return { kind: 'missing' }
  try {
    return { kind: 'found', category: await fetchCategory(slug) }
  } catch (error) {
    if (error instanceof CategoryError) return { kind: 'missing' }
    if (error instanceof StoreApiError && error.details.status === 404) return { kind: 'missing' }
    return { kind: 'failed', message: 'Failed to fetch category data' }
  }
}

const listOf = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), [])

const productDetailSchema = z.looseObject({
  short_description: maybe(z.string()),
  description: maybe(z.string()),
  web_sku: maybe(z.string()),
  why_it_works: maybe(z.string()),
  whyYouLoveIt: maybe(z.object({ title: z.string(), sub_title: maybe(z.string()) })),
  whyYouLoveItIcons: listOf(z.object({ file_path: z.string(), icon_text: z.string() })),
  ingredients: listOf(z.object({ id: z.number(), name: z.string(), rating: z.optional(num) })),
  faq: listOf(z.object({ title: z.string(), description: z.string() })),
  content: maybe(
    z.object({ howToUse: maybe(z.string()), whatsNotInIt: maybe(z.array(z.string())) }),
  ),
  htw_video: maybe(z.string()),
  features: maybe(z.object({ video: maybe(z.string()) })),
  gallery: listOf(
    z.object({
      type: z.catch(z.enum(['image', 'video']), 'image'),
      src: z.string(),
      alt_text: maybe(z.string()),
      video_url: maybe(z.string()),
    }),
  ),
  categories: listOf(z.object({ id: z.number(), name: z.string(), slug: z.optional(z.string()) })),
})

const productDetail = z.pipe(
  productDetailSchema,
  z.transform((d, ctx) => {
    const parsed = z.safeParse(productSchema, d)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: d })
      return z.NEVER
    }
    const card = parsed.data
    return {
      ...card,
      webSku: d.web_sku ?? '',
      shortDescription: d.short_description ?? '',
      description: d.description ?? '',
      whyItWorks: d.why_it_works ?? '',
      whyYouLoveIt: {
        title: d.whyYouLoveIt?.title ?? '',
        subTitle: d.whyYouLoveIt?.sub_title ?? '',
      },
      whyYouLoveItIcons: d.whyYouLoveItIcons.map((i) => ({
        image: i.file_path,
        text: i.icon_text,
      })),
      ingredients: d.ingredients.map((i) => ({ id: i.id, name: i.name, rating: i.rating ?? null })),
      faq: d.faq,
      howToUse: d.content?.howToUse ?? '',
      whatsNotInIt: d.content?.whatsNotInIt ?? [],
      howToVideoId: d.htw_video ?? null,
      reviewVideoId: d.features?.video ?? null,
      gallery: d.gallery.map((g) => ({
        type: g.type,
        src: g.src,
        alt: g.alt_text ?? card.name,
        videoUrl: g.video_url ?? null,
      })),
      categories: d.categories,
    }
  }),
)

export type ProductDetail = z.output<typeof productDetail>

export class ProductError extends Error {
  override name = 'ProductError'
  constructor(
    message: string,
    /** The store's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message)
  }
}

export const PRODUCT_ERROR_TEXT = {
  noSlug: 'No slug provided',
  /** 14001.01 */
  http: (status: number, statusText: string) =>
    `Failed to fetch product: ${status} ${statusText}`.trim(),
  /** 14001.03 */
  exception: (message: string) => `Error fetching product details: ${message}`,
  /** The store answered, but not with a product. */
  api: (message: string) => `API Error: ${message}`,
} as const

const productResponse = z.object({
  status: z.optional(z.string()),
  message: z.optional(z.string()),
  data: z.optional(productDetail),
})

/** GET /rest/auth/products/{slug} (optional bearer, cached 300 s); 14001.01 / 14001.03. */
export async function fetchProduct(slug: string): Promise<ProductDetail> {
  if (!slug.trim()) throw new ProductError(PRODUCT_ERROR_TEXT.noSlug)
  let body: { status?: string; message?: string; data?: ProductDetail }
  try {
    body = await withToken((token) =>
      storeRequest(`/rest/auth/products/${encodeURIComponent(slug)}`, {
        token,
        schema: productResponse,
        code: '14001.01',
        cacheMs: STORE_CACHE_MS,
      }),
    )
  } catch (error) {
    if (error instanceof StoreApiError && error.details.status) {
      const { status, statusText = '' } = error.details
      // A 2xx that is not a product: the store's own words (or the parse failure's).
      if (status < 300) throw new ProductError(PRODUCT_ERROR_TEXT.api(error.message), status)
      throw new ProductError(PRODUCT_ERROR_TEXT.http(status, statusText), status)
    }
    const message = error instanceof Error ? error.message : String(error)
    logError('14001.03', PRODUCT_ERROR_TEXT.exception(message))
    throw new ProductError(PRODUCT_ERROR_TEXT.exception(message))
  }
  // "Success" in any letter case (catalogue §5); otherwise the store's own words.
  if (body.status?.toLowerCase() !== 'success')
    throw new ProductError(PRODUCT_ERROR_TEXT.api(body.message || 'status is not Success'), 200)
  if (!body.data) throw new ProductError(PRODUCT_ERROR_TEXT.api(MISSING_DATA), 200)
  return body.data
}

export type ProductPage =
  | { kind: 'found'; product: ProductDetail }
  | { kind: 'missing'; message: string }
  | { kind: 'failed'; message: string }

/**
 * A product page's data: found, missing (404 or no possible slug: the page is a real 404) or
 * failed (the store could not answer). Never throws. A slug that arrives as an array uses its
 * first element (catalogue §5).
 */
export async function fetchProductPage(slug: string | readonly string[]): Promise<ProductPage> {
  const value = (Array.isArray(slug) ? slug[0] : slug) ?? ''
  if (!String(value).trim()) return { kind: 'missing', message: PRODUCT_ERROR_TEXT.noSlug }
  // eslint-disable-next-line no-control-regex
  if (value.length > 200 || /[\u0000-\u001f\u007f/]/.test(value))
    return { kind: 'missing', message: PRODUCT_ERROR_TEXT.http(404, 'Not Found') }
  try {
    const product = await fetchProduct(value)
    // Unpublished products are not for sale anywhere (catalogue §5).
    return product.published
      ? { kind: 'found', product }
      : { kind: 'missing', message: PRODUCT_ERROR_TEXT.http(404, 'Not Found') }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return error instanceof ProductError && error.status === 404
      ? { kind: 'missing', message }
      : { kind: 'failed', message }
  }
}

const productList = envelope(z.array(productSchema))

/** A list call whose failure or non-array data is an empty list (the code says which). */
async function listOrEmpty<T>(run: () => Promise<T[]>, code: string): Promise<T[]> {
  try {
    const list = await run()
    return Array.isArray(list) ? list : []
  } catch (error) {
    logError(code, 'List fetch failed; showing none', error)
    return []
  }
}

/** POST /rest/auth/products/best-sellers; failure or non-array (10002.xx): empty. */
export const fetchBestSellers = () =>
  listOrEmpty(
    () =>
      storeRequest('/rest/auth/products/best-sellers', {
        method: 'POST',
        schema: productList,
        code: '10002.01',
        cacheMs: SHORT_CACHE_MS,
      }),
    '10002.02',
  )

const featuredCategorySchema = z.object({
  category_name: z.string(),
  category_image: maybe(z.string()),
  category_image_alt: maybe(z.string()),
  category_url: z.string(),
  category_seo_sub_header: maybe(z.string()),
  category_tag_line: maybe(z.string()),
})

const featuredCategoriesSchema = z.array(featuredCategorySchema)

export type FeaturedCategory = z.output<typeof featuredCategorySchema>

/**
 * GET /rest/auth/fetch-featured-category, logged 10602.xx. The shell's helper reads a failure
 * or non-array data as an empty list (shell §8); the shop-by-category block, its only user,
 * tells them apart to show "Failed to load categories" (catalogue §2: the block decides).
 */
export async function fetchFeaturedCategories(): Promise<FeaturedCategory[] | null> {
  try {
    // A bare array (shell spec §7); anything else is the 10602.xx failure.
    return await storeRequest('/rest/auth/fetch-featured-category', {
      schema: featuredCategoriesSchema,
      code: '10602.01',
      cacheMs: SHORT_CACHE_MS,
    })
  } catch {
    return null // storeRequest logged it (10602.01)
  }
}

export type YouMayLike =
  | { products: Array<z.output<typeof productSchema>>; statusText: null }
  | { products: []; statusText: string }

/**
 * GET /rest/auth/youmaylike-products/{productId} (bearer). A failure (13101.01) shows its
 * status text in place of the list (shell §8): the HTTP reason, or what went wrong.
 */
export async function fetchYouMayLike(productId: number): Promise<YouMayLike> {
  try {
    const products = await withToken((token) =>
      storeRequest(`/rest/auth/youmaylike-products/${productId}`, {
        token,
        schema: productList,
        code: '13101.01',
        cacheMs: SHORT_CACHE_MS,
      }),
    )
    return { products: products.filter((p) => p.published), statusText: null }
  } catch (error) {
    const statusText =
      error instanceof StoreApiError && error.details.statusText
        ? error.details.statusText
        : error instanceof Error
          ? error.message
          : String(error)
    return { products: [], statusText }
  }
}

/** Related products (path documented in the README); error default text per spec. */
export async function fetchRelatedProducts(productId: number) {
  try {
    return {
      data: await storeRequest(`/rest/auth/products/${productId}/related`, {
        schema: productList,
        code: '13701.01',
        cacheMs: SHORT_CACHE_MS,
      }),
      error: null,
    }
  } catch (error) {
    return {
      data: [],
      error:
        error instanceof Error && error.message
          ? error.message
          : 'An error occurred while fetching the data.',
    }
  }
}

const reviewsSchema = envelope(
  z.object({
    count: z.int().check(z.minimum(0)),
    average: z.number().check(z.minimum(0), z.maximum(5)),
    reviews: z.array(
      z.object({
        id: z.number(),
        rating: z.int().check(z.minimum(1), z.maximum(5)),
        title: z.string(),
        description: z.string(),
        author: z.string(),
        date: z.string(),
      }),
    ),
  }),
)

export type ReviewSummary = z.output<typeof reviewsSchema>

/** Reviews of a product by sku (path documented in the README); failure logged 13401.01: none. */
export async function fetchReviews(sku: string): Promise<ReviewSummary | null> {
  if (!/^[\w-]{1,60}$/.test(sku)) return null
  try {
    return await storeRequest(`/rest/auth/reviews/${encodeURIComponent(sku)}`, {
      schema: reviewsSchema,
      code: '13401.01',
      cacheMs: SHORT_CACHE_MS,
    })
  } catch {
    return null
  }
}
