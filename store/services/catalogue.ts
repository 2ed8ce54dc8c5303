/** Catalogue reads of the reference store: categories, product detail, kits, reviews, ingredients. */
import { and, asc, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm'
import { sortProducts, type SortMode } from '~/domain/sort'
import type { StoreDb } from '../db'
import { INT4_MAX } from '../validation'
import {
  categories,
  ingredients,
  offerBundleProducts,
  productCategories,
  productIngredients,
  products,
  productViews,
  reviews,
  starterKitProducts,
  starterKits,
} from '../schema'
import { cardColumns, productCard, type CardRow, type ProductRow } from './products'
import { ALL_LISTINGS, KIT_LISTING, kitKey, listingKey, productKey, touch } from '../keys'

export type CategoryRow = typeof categories.$inferSelect

export function categoryShape(c: CategoryRow) {
  return {
    id: c.id,
    name: c.name,
    page_title: c.pageTitle ?? c.name,
    description: c.description,
    slug: c.slug,
    published: c.published ? 1 : 0,
    order: c.displayOrder,
    image_path: c.imagePath,
    banner_image: c.imagePath,
    seo_image: c.imagePath,
    meta_title: c.metaTitle,
    meta_keywords: c.metaKeywords,
    meta_description: c.metaDescription,
    thumbnail: {
      id: c.id,
      file_path: c.imagePath,
      url: c.imagePath,
      alt_text: c.name,
      name: c.name,
    },
  }
}

async function publishedProductsByCategory(db: StoreDb, categoryIds: number[]) {
  touch(...categoryIds.map(listingKey))
  if (categoryIds.length === 0) return new Map<number, CardRow[]>()
  const rows = await db
    .select({ categoryId: productCategories.categoryId, product: cardColumns })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(and(inArray(productCategories.categoryId, categoryIds), eq(products.published, true)))
    .orderBy(asc(products.displayOrder), asc(products.id))
  const out = new Map<number, CardRow[]>()
  for (const r of rows) {
    const list = out.get(r.categoryId)
    if (list) list.push(r.product)
    else out.set(r.categoryId, [r.product])
  }
  return out
}

export async function publishedCategories(db: StoreDb) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.published, true))
    .orderBy(asc(categories.displayOrder), asc(categories.id))
}

/** Top-level categories, each with its products and subcategories (with theirs). */
export async function categoryTree(db: StoreDb, sort: SortMode = 'default') {
  const all = await publishedCategories(db)
  const byCategory = await publishedProductsByCategory(
    db,
    all.map((c) => c.id),
  )
  const withProducts = (c: CategoryRow) => ({
    ...categoryShape(c),
    products: sortProducts(byCategory.get(c.id) ?? [], sort).map((p) => productCard(p, c.name)),
  })
  return all
    .filter((c) => c.parentId === null)
    .map((top) => ({
      ...withProducts(top),
      subcategories: all.filter((c) => c.parentId === top.id).map(withProducts),
    }))
}

export async function categoryBySlug(db: StoreDb, slug: string, sort: SortMode = 'default') {
  const [category] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.published, true)))
    .limit(1)
  if (!category) return null
  const subs = await db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, category.id), eq(categories.published, true)))
    .orderBy(asc(categories.displayOrder))
  const byCategory = await publishedProductsByCategory(db, [category.id, ...subs.map((s) => s.id)])
  const variant = sort === 'popular' ? 'categoryV2' : 'standard'
  const list = (id: number, name: string) =>
    sortProducts(byCategory.get(id) ?? [], sort, variant).map((p) => productCard(p, name))
  return {
    ...categoryShape(category),
    products: list(category.id, category.name),
    subcategories: subs.map((s) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      image_path: s.imagePath,
      products: list(s.id, s.name),
    })),
  }
}

export async function productBySlug(db: StoreDb, slug: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.published, true)))
    .limit(1)
  return product ?? null
}

export async function productDetail(db: StoreDb, p: ProductRow) {
  const [cats, ings] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, p.id)),
    db
      .select({ id: ingredients.id, name: ingredients.name, rating: ingredients.rating })
      .from(productIngredients)
      .innerJoin(ingredients, eq(ingredients.id, productIngredients.ingredientId))
      .where(eq(productIngredients.productId, p.id))
      .orderBy(asc(productIngredients.position)),
  ])
  const c = p.content
  return {
    ...productCard(p, cats[0]?.name ?? null),
    web_sku: p.webSku,
    sale_price: p.discountPrice,
    is_container: p.isContainer,
    short_description: p.shortDescription,
    description: p.description,
    why_it_works: c.whyItWorks,
    whyYouLoveIt: { title: c.whyYouLoveIt.title, sub_title: c.whyYouLoveIt.subTitle },
    whyYouLoveItIcons: c.whyYouLoveItIcons.map((i) => ({
      file_path: i.filePath,
      icon_text: i.iconText,
    })),
    ingredients: ings,
    faq: c.faq,
    content: { howToUse: c.howToUse, whatsNotInIt: c.whatsNotInIt },
    htw_video: c.howToUseVideoId,
    features: {
      video: c.reviewVideoId,
      in_stock: p.inStock,
      subscribable: p.isSubscribable,
      published: p.published,
    },
    gallery: c.gallery.map((g) => ({
      type: g.type,
      src: g.src,
      alt_text: g.altText,
      video_url: g.videoUrl ?? null,
    })),
    categories: cats,
    thumbnail: {
      id: p.id,
      file_path: c.thumbnail.filePath,
      tiny_file_path: c.thumbnail.filePath,
      name: p.name,
      alt_text: c.thumbnail.altText,
      caption: p.subLine,
    },
    billing_model_id: p.billingModelId,
  }
}

/** Other published products sharing a category, best sellers first. */
export async function relatedProducts(db: StoreDb, productId: number, limit: number) {
  const catIds = db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId))
  const rows = await db
    .selectDistinct({ product: products })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(
      and(
        inArray(productCategories.categoryId, catIds),
        ne(products.id, productId),
        eq(products.published, true),
      ),
    )
    .orderBy(desc(products.qtySold), asc(products.id))
    .limit(limit)
  return rows.map((r) => r.product)
}

/**
 * "You may like": what the shoppers who viewed this product viewed too (most shared viewers
 * first), then the newest products (new arrivals first), so a product nobody has viewed yet
 * still gets a list, and one that differs from the same-category "You May Also Like".
 */
export async function youMayLike(db: StoreDb, productId: number, limit: number) {
  const viewers = db
    .selectDistinct({ sessionId: productViews.sessionId })
    .from(productViews)
    .where(eq(productViews.productId, productId))
  const coViewed = await db
    .select({ product: products, viewers: sql<number>`count(distinct ${productViews.sessionId})` })
    .from(productViews)
    .innerJoin(products, eq(products.id, productViews.productId))
    .where(
      and(
        inArray(productViews.sessionId, viewers),
        ne(products.id, productId),
        eq(products.published, true),
      ),
    )
    .groupBy(products.id)
    .orderBy(desc(sql`count(distinct ${productViews.sessionId})`), desc(products.qtySold))
    .limit(limit)
  const picked = coViewed.map((r) => r.product)
  if (picked.length >= limit) return picked
  const fill = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.published, true),
        ne(products.id, productId),
        ...(picked.length
          ? [
              notInArray(
                products.id,
                picked.map((p) => p.id),
              ),
            ]
          : []),
      ),
    )
    .orderBy(desc(sql`${products.productTag} = 2`), desc(products.id))
    .limit(limit - picked.length)
  return [...picked, ...fill]
}

/** Products from other categories (pairings): popular, subscribable, in stock. */
export async function pairings(db: StoreDb, productId: number, limit: number) {
  const catIds = db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId))
  const sameCategory = db
    .select({ id: productCategories.productId })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, catIds))
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.published, true),
        eq(products.inStock, true),
        sql`${products.id} not in ${sameCategory}`,
      ),
    )
    .orderBy(desc(products.qtySold), asc(products.id))
    .limit(limit)
}

export async function bestSellers(db: StoreDb, limit: number) {
  touch(ALL_LISTINGS)
  return db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(desc(sql`${products.productTag} = 1`), desc(products.qtySold), asc(products.id))
    .limit(limit)
}

export type KitRow = typeof starterKits.$inferSelect

export async function publishedKits(db: StoreDb) {
  touch(KIT_LISTING)
  return db
    .select()
    .from(starterKits)
    .where(and(eq(starterKits.published, true), isNull(starterKits.deletedAt)))
    .orderBy(asc(starterKits.id))
}

export async function kitBySlugOrId(db: StoreDb, slugOrId: string) {
  // Digits name a kit by id only within the id column's range (a larger number matches nothing).
  const id = /^\d{1,10}$/.test(slugOrId) && Number(slugOrId) <= INT4_MAX ? Number(slugOrId) : -1
  const [kit] = await db
    .select()
    .from(starterKits)
    .where(
      and(
        sql`(${starterKits.slug} = ${slugOrId} or ${starterKits.id} = ${id})`,
        eq(starterKits.published, true),
        isNull(starterKits.deletedAt),
      ),
    )
    .limit(1)
  return kit ?? null
}

export async function kitShapes(db: StoreDb, kits: KitRow[]) {
  if (kits.length === 0) return []
  const lines = await db
    .select({ line: starterKitProducts, product: products })
    .from(starterKitProducts)
    .innerJoin(products, eq(products.id, starterKitProducts.productId))
    .where(
      inArray(
        starterKitProducts.starterKitId,
        kits.map((k) => k.id),
      ),
    )
    .orderBy(asc(starterKitProducts.id))
  return kits.map((k) => {
    const mine = lines.filter((l) => l.line.starterKitId === k.id)
    touch(kitKey(k.id))
    return {
      id: k.id,
      name: k.name,
      title: k.title,
      type: k.type,
      slug: k.slug,
      price: k.price,
      publish: k.published ? 1 : 0,
      is_popular: k.isPopular ? 1 : 0,
      short_description: k.shortDescription,
      description: k.description,
      total_subscription_product: k.totalSubscriptionProduct,
      image_path: k.imagePath,
      thumbnail_id: k.id,
      thumbnail: { id: k.id, file_path: k.imagePath, name: k.name, alt_text: k.name },
      meta_title: `${k.name} | Clearhome`,
      meta_description: k.shortDescription,
      deleted_at: k.deletedAt,
      products: mine.map(({ product }) => ({
        name: product.name,
        size: product.size,
        sticky_id: product.stickyId,
        image_path: product.content.thumbnail.filePath,
      })),
      starterkit_products: mine.map(({ line, product }) => ({
        id: line.id,
        starterkit_id: line.starterKitId,
        product_id: line.productId,
        sticky_offer_id: line.stickyOfferId,
        quantity: line.quantity,
        billing_model_id: line.billingModelId,
        product: productCard(product),
      })),
    }
  })
}

export async function offerBundle(db: StoreDb, bundleId: number) {
  const rows = await db
    .select({ line: offerBundleProducts, product: products })
    .from(offerBundleProducts)
    .innerJoin(products, eq(products.id, offerBundleProducts.productId))
    .where(eq(offerBundleProducts.offerBundleId, bundleId))
    .orderBy(asc(offerBundleProducts.position))
  touch(...rows.map(({ product }) => productKey(product.id)))
  return rows.map(({ line, product }) => ({
    id: product.id,
    name: product.name,
    image_path: product.content.thumbnail.filePath,
    description_bullets: line.descriptionBullets,
    excerpt: line.excerpt,
    subtitle: line.subtitle,
    price: product.price,
  }))
}

export async function reviewsBySku(db: StoreDb, sku: string) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productSku, sku))
    .orderBy(desc(reviews.reviewedOn), asc(reviews.id))
  const average = rows.length ? rows.reduce((s, r) => s + r.rating, 0) / rows.length : 0
  return {
    sku,
    count: rows.length,
    average: Math.round(average * 10) / 10,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      description: r.description,
      author: r.author,
      date: r.reviewedOn,
    })),
  }
}

export async function ingredientList(db: StoreDb, productId: number | 'all') {
  touch(ALL_LISTINGS)
  const base = db
    .select({ ingredient: ingredients, productName: products.name, productSlug: products.slug })
    .from(ingredients)
    .innerJoin(productIngredients, eq(productIngredients.ingredientId, ingredients.id))
    .innerJoin(
      products,
      and(eq(products.id, productIngredients.productId), eq(products.published, true)),
    )
  const rows = await (
    productId === 'all'
      ? base
      : base.where(
          inArray(
            ingredients.id,
            db
              .select({ id: productIngredients.ingredientId })
              .from(productIngredients)
              .where(eq(productIngredients.productId, productId)),
          ),
        )
  ).orderBy(asc(ingredients.name), asc(products.name))
  const out = new Map<
    number,
    {
      id: number
      name: string
      function: string
      description: string
      rating: number
      products: Array<{ name: string; slug: string }>
    }
  >()
  for (const r of rows) {
    const entry = out.get(r.ingredient.id) ?? {
      id: r.ingredient.id,
      name: r.ingredient.name,
      function: r.ingredient.functionHtml,
      description: r.ingredient.descriptionHtml,
      rating: r.ingredient.rating,
      products: [],
    }
    entry.products.push({ name: r.productName, slug: r.productSlug })
    out.set(r.ingredient.id, entry)
  }
  return [...out.values()]
}

export async function ingredientProducts(db: StoreDb) {
  touch(ALL_LISTINGS)
  return db
    .selectDistinct({ id: products.id, name: products.name })
    .from(products)
    .innerJoin(productIngredients, eq(productIngredients.productId, products.id))
    .where(eq(products.published, true))
    .orderBy(asc(products.name))
}
