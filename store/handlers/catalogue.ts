/** Catalogue endpoints: categories, products, recommendations, reviews. */
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { parseSortMode, type SortMode } from '~/domain/sort'
import type { StoreDb } from '../db'
import { cacheFor300s, json, jsonText, notFound, success, successText } from '../http'
import { memoised } from '../catalogue-memo'
import { defineRoute } from '../router'
import { dbId, dbIdParam, sessionIdField } from '../validation'
import { productViews, products } from '../schema'
import {
  bestSellers,
  categoryBySlug,
  categoryShape,
  categoryTree,
  pairings,
  productBySlug,
  productDetail,
  publishedCategories,
  relatedProducts,
  reviewsBySku,
  youMayLike,
} from '../services/catalogue'
import { productCard } from '../services/products'

const slugParam = z
  .string()
  .trim()
  .min(1, 'No slug provided')
  .max(200)
  .regex(/^[\w-]+$/, 'is not a valid slug')

function parseParam<T extends z.ZodType>(
  schema: T,
  value: string | undefined,
  label: string,
): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw notFound(`No ${label} matches "${value ?? ''}": ${parsed.error.issues[0]!.message}`)
  return parsed.data
}

const recommendationBody = z.object({
  product_id: dbId,
  authenticated: z.boolean().optional().default(false),
  tf_order_id: z.string().max(100).nullable().optional(),
  trulyfree_session_id: sessionIdField.nullable().optional(),
})
const viewBody = z.object({ id: dbId, trulyfree_session_id: sessionIdField })

export const catalogueRoutes = [
  defineRoute({
    method: 'GET',
    path: '/categories',
    auth: 'optional',
    summary:
      'Published categories, nested: top level → products and subcategories → products. No cache.',
    // Kept built per catalogue version (store/catalogue-memo.ts): the same for every caller.
    handler: async ({ db, url }) => {
      const sort = parseSortMode(url.searchParams.get('sort'))
      return jsonText(
        await memoised(db, `categories ${sort}`, async () =>
          successText(await categoryTree(db, sort), 'Categories fetched'),
        ),
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/categories/details',
    auth: 'optional',
    summary: 'All published categories with details, flat (parent_id tells the nesting).',
    handler: async ({ db }) =>
      success(
        (await publishedCategories(db)).map((c) => ({
          ...categoryShape(c),
          parent_id: c.parentId,
        })),
        'Categories fetched',
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/categories/slug/:slug',
    auth: 'optional',
    summary: 'A category by slug with its products and subcategories.',
    handler: async ({ db, params, url }) => {
      const slug = parseParam(slugParam, params.slug, 'category')
      const sort = parseSortMode(url.searchParams.get('sort'))
      // A slug with no category throws: nothing kept for it.
      return jsonText(
        await memoised(db, `category ${sort} ${slug}`, async () =>
          successText(await requireCategory(db, slug, sort), 'Category fetched'),
        ),
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/products/subcategory/:slug',
    auth: 'none',
    summary: 'Category detail as an array of categories (?filter=popular sorts by popularity).',
    handler: async ({ db, params, url }) => {
      const slug = parseParam(slugParam, params.slug, 'category')
      const sort = url.searchParams.get('filter') === 'popular' ? 'popular' : 'default'
      return jsonText(
        await memoised(db, `subcategory ${sort} ${slug}`, async () =>
          successText([await requireCategory(db, slug, sort)], 'Category fetched'),
        ),
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/all-products',
    auth: 'optional',
    summary:
      'Every published product, as an array of arrays (one per top-level category). No cache.',
    handler: async ({ db }) =>
      jsonText(
        await memoised(db, 'all-products', async () => {
          const tree = await categoryTree(db)
          return successText(
            tree
              .map((c) => [...c.products, ...c.subcategories.flatMap((s) => s.products)])
              .filter((list) => list.length > 0),
            'Products fetched',
          )
        }),
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/all-products/:slug',
    auth: 'optional',
    summary: 'A product by slug, as a one-element array.',
    handler: async ({ db, params }) => {
      const slug = parseParam(slugParam, params.slug, 'product')
      const product = await productBySlug(db, slug)
      if (!product) throw notFound(`Product not found. No product exists with slug: ${slug}`)
      return cacheFor300s(success([await productDetail(db, product)], 'Product fetched'))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/products/:slug',
    auth: 'optional',
    summary: 'Product detail by slug (optional bearer); cacheable for 300 s.',
    handler: async ({ db, params }) => {
      const slug = parseParam(slugParam, params.slug, 'product')
      const product = await productBySlug(db, slug)
      if (!product) throw notFound(`Product not found. No product exists with slug: ${slug}`)
      return cacheFor300s(success(await productDetail(db, product), 'Product fetched'))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/products/:id/related',
    auth: 'optional',
    summary: 'Related products (same categories) for the "You May Also Like" carousel.',
    params: z.object({ id: dbIdParam }),
    handler: async ({ db, params: { id } }) => {
      return success(
        (await relatedProducts(db, id, 12)).map((p) => productCard(p)),
        'Related products',
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/products/best-sellers',
    auth: 'optional',
    summary: 'Best sellers: highlighted products first, then by quantity sold.',
    handler: async ({ db }) =>
      success(
        (await bestSellers(db, 12)).map((p) => productCard(p)),
        'Best sellers',
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/fetch-featured-category',
    auth: 'none',
    summary: 'Featured categories for the "shop by category" block, as a bare array.',
    handler: async ({ db }) => {
      const rows = (await publishedCategories(db)).filter((c) => c.featured)
      // A bare JSON array, as the shell spec's call table gives it.
      return json(
        rows.map((c) => ({
          id: c.id,
          category_name: c.name,
          category_image: c.imagePath,
          category_image_alt: c.name,
          category_url: `/products/category/${c.slug}`,
          category_seo_sub_header: c.seoSubHeader ?? '',
          category_tag_line: c.tagLine ?? '',
        })),
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/fetch-sub-menu',
    auth: 'none',
    summary:
      'Sub-menu tiles of the Shop dropdown, as a bare array (the storefront adds Whole Home and Bundles).',
    handler: async ({ db }) => {
      const rows = (await publishedCategories(db)).filter(
        (c) => c.parentId === null && c.submenuLabel && c.slug !== 'starter-kits',
      )
      return json(
        rows.map((c) => ({
          submenu_label: c.submenuLabel,
          submenu_url: `/products/category/${c.slug}`,
          submenu_image: c.imagePath,
          submenu_image_alt: c.name,
        })),
      )
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/recommended-products',
    auth: 'bearer',
    summary:
      '"Perfect Pairings" for a product (product_id, authenticated, tf_order_id, trulyfree_session_id).',
    body: recommendationBody,
    handler: async ({ input, db }) => {
      const body = input
      await requireProduct(db, body.product_id)
      const rows = await pairings(db, body.product_id, 6)
      return success(
        rows.map((p) => ({
          id: p.id,
          name: p.name,
          slug: p.slug,
          excerpt: p.excerpt,
          price: p.msrp,
          discount_price: p.price,
          is_subscribable: p.isSubscribable,
          image_path: p.content.thumbnail.filePath,
          image_alt_text: p.content.thumbnail.altText,
        })),
        'Recommended products',
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/youmaylike-products/:productId',
    auth: 'bearer',
    summary:
      '"You may like" products for a product: viewed by the same shoppers, then new arrivals.',
    params: z.object({ productId: dbIdParam }),
    handler: async ({ db, params: { productId: id } }) => {
      await requireProduct(db, id)
      return success(
        (await youMayLike(db, id, 4)).map((p) => productCard(p)),
        'You may like',
      )
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/reviews/:sku',
    auth: 'optional',
    summary: 'Reviews of a product by sku, newest first, with the count and average rating.',
    handler: async ({ db, params }) => {
      const sku = parseParam(
        z
          .string()
          .min(1)
          .max(60)
          .regex(/^[\w-]+$/),
        params.sku,
        'product sku',
      )
      return success(await reviewsBySku(db, sku), 'Reviews fetched')
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/events/product-view',
    auth: 'bearer',
    rateLimit: 'productView',
    summary: 'Records a product view (id, trulyfree_session_id).',
    body: viewBody,
    handler: async ({ input, db }) => {
      const body = input
      await requireProduct(db, body.id)
      await db
        .insert(productViews)
        .values({ productId: body.id, sessionId: body.trulyfree_session_id })
      return success(undefined, 'View recorded')
    },
  }),
]

async function requireCategory(db: StoreDb, slug: string, sort: SortMode) {
  const category = await categoryBySlug(db, slug, sort)
  if (!category) throw notFound(`Category not found. No category exists with slug: ${slug}`)
  return category
}

async function requireProduct(db: Parameters<typeof productBySlug>[0], id: number) {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)))
    .limit(1)
  if (!p) throw notFound(`Product ${id} not found`)
}
