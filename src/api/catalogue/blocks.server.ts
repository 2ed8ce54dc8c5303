/**
 * The store data page-builder blocks show, shaped on the server (only what a card needs
 * travels): best sellers, featured categories, products picked by slug. Never throws: each
 * read says what happened, so a block can show the spec's placeholder for it.
 */
import type { CardProduct } from '~/components/catalogue/ProductCard'
import type { SanitizedHtml } from '~/lib/sanitize'
import {
  applyLimit,
  BEST_SELLERS_DEFAULT_LIMIT,
  SHOP_BY_CATEGORY_DEFAULT_LIMIT,
} from '~/domain/layout'
import { htmlToText, truncate, TRUNCATE } from '~/domain/text'
import { type Calls, InputError, intParam, matchParam } from '~/api/calls.server'
import {
  fetchBestSellers,
  fetchFeaturedCategories,
  fetchProductPage,
  fetchReviews,
  type ReviewSummary,
} from '~/api/catalogue/reads.server'
import { toCard } from '~/api/catalogue/listings.server'

export interface FeaturedCategoryCard {
  name: string
  image: string | null
  imageAlt: string
  url: string
  seoSubHeader: string
  tagLine: string
}

export type FeaturedCategoriesView =
  { status: 'ok'; categories: FeaturedCategoryCard[] } | { status: 'failed' }

/** A product picked in a block: its card and the description a pop-up shows (130 characters). */
export interface PickedProduct extends CardProduct {
  description: string
}

export type PickedProductView =
  | { slug: string; status: 'found'; product: PickedProduct }
  | { slug: string; status: 'missing' | 'failed' }

export async function loadBestSellers(limit: number): Promise<{ products: CardProduct[] }> {
  const products = await fetchBestSellers()
  const published = products.filter((p) => p.published)
  return { products: applyLimit(published, limit, BEST_SELLERS_DEFAULT_LIMIT).map(toCard) }
}

/** Featured categories, `limit` of them (0: all, catalogue §9). */
export async function loadFeaturedCategories(limit: number): Promise<FeaturedCategoriesView> {
  const categories = await fetchFeaturedCategories()
  if (!categories) return { status: 'failed' }
  const shown = applyLimit(categories, limit, SHOP_BY_CATEGORY_DEFAULT_LIMIT)
  return {
    status: 'ok',
    categories: shown.map((c) => ({
      name: c.category_name,
      image: c.category_image ?? null,
      imageAlt: c.category_image_alt ?? '',
      url: c.category_url,
      seoSubHeader: c.category_seo_sub_header ?? '',
      tagLine: c.category_tag_line ?? '',
    })),
  }
}

export async function loadPickedProducts(slugs: readonly string[]): Promise<PickedProductView[]> {
  return Promise.all(
    slugs.map(async (slug): Promise<PickedProductView> => {
      const page = await fetchProductPage(slug)
      if (page.kind !== 'found') return { slug, status: page.kind }
      const p = page.product
      const description = htmlToText(p.shortDescription || p.description)
      return {
        slug,
        status: 'found',
        product: {
          ...toCard(p),
          description: truncate(description, TRUNCATE.popupProductDescription),
        },
      }
    }),
  )
}

/** The store's reviews of a product by sku, for the reviews widget block; null when none can be had. */
export async function loadReviews(sku: string): Promise<ReviewSummary | null> {
  return fetchReviews(sku)
}

/** An ingredient as the ingredients page and the explorer show it: its HTML sanitised. */
export interface IngredientView {
  id: number
  name: string
  function: SanitizedHtml
  description: SanitizedHtml
  rating: number | null
  products: Array<{ name: string; slug: string }>
}

/** The store's ingredients with their HTML (function, description) sanitised. */
async function sanitizedIngredients(
  list: Promise<Array<Omit<IngredientView, 'function' | 'description'> & RawHtml>>,
): Promise<IngredientView[]> {
  const [{ sanitizeHtml }, ingredients] = await Promise.all([import('~/lib/sanitize'), list])
  return ingredients.map((i) => ({
    ...i,
    function: sanitizeHtml(i.function),
    description: sanitizeHtml(i.description),
  }))
}
type RawHtml = { function: string; description: string }

/** The explorer's product picker (catalogue §7), read with the shopper's token. */
export async function loadExplorerProducts(token: string) {
  const { fetchIngredientProducts } = await import('~/api/catalogue/ingredients.server')
  return fetchIngredientProducts(token)
}

/**
 * The explorer's list for a product or "all" (catalogue §7), read with the shopper's token and
 * sanitised here, so the browser needs no sanitiser (ADR 0006).
 */
export async function loadExplorerIngredients(productId: number | 'all', token: string) {
  const { fetchIngredients } = await import('~/api/catalogue/ingredients.server')
  return sanitizedIngredients(fetchIngredients(productId, token))
}

/** The ingredients page's full list (shell §2 "/ingredients#{id}"); null when it cannot be read. */
export async function loadIngredientsPage(): Promise<IngredientView[] | null> {
  const { fetchIngredientsPage } = await import('~/api/catalogue/ingredients.server')
  try {
    return await sanitizedIngredients(fetchIngredientsPage())
  } catch {
    return null // logged by the store client (11801.03)
  }
}

/** A product slug as a block names it (or the picker's "invalid" for one it could not read). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The blocks' reads, declared once: a block's server render calls them directly, a block a
 * client navigation mounts through GET /api/blocks/{call} (src/api/catalogue/blocks.ts). The limits are
 * the blocks' own fields' (src/content/blocks/catalogue.ts).
 */
export const blockCalls = {
  'best-sellers': (p: URLSearchParams) => loadBestSellers(intParam(p, 'limit', 1, 24)),
  'featured-categories': (p: URLSearchParams) =>
    loadFeaturedCategories(intParam(p, 'limit', 0, 48)),
  ingredients: () => loadIngredientsPage(),
  reviews: (p: URLSearchParams) => loadReviews(matchParam(p, 'sku', /^[\w.-]{1,40}$/)),
  products: (p: URLSearchParams) => {
    const slugs = (p.get('slugs') ?? '').split(',').filter(Boolean)
    if (
      slugs.length > 12 ||
      slugs.some((s) => s.length > 120 || (!SLUG.test(s) && s !== 'invalid'))
    )
      throw new InputError('Invalid "slugs"')
    return loadPickedProducts(slugs)
  },
} satisfies Calls
