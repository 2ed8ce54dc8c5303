/** Loads the deterministic seed into an empty store (one transaction), and the bench scale-up. */
import { sql } from 'drizzle-orm'
import type { StoreDb } from '../db'
import { resultRows } from '../db'
import {
  categories,
  ingredients,
  members,
  offerBundleProducts,
  offerBundles,
  productCategories,
  productIngredients,
  products,
  reviews,
  starterKitProducts,
  starterKits,
  subscriptionItems,
} from '../schema'
import { hashPassword } from '../services/sessions'
import { searchTextOf } from '../services/products'

const SEED_LOCK = 748_202
import type { SeedCatalogue, SeedProduct } from './schema'

export async function isSeeded(db: StoreDb): Promise<boolean> {
  const rows = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from products`),
  )
  return Number(rows[0]?.n ?? 0) > 0
}

function productRow(p: SeedProduct) {
  return {
    id: p.id,
    stickyId: p.stickyId,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    webSku: p.webSku,
    size: p.size,
    subLine: p.subLine,
    msrp: p.msrp,
    price: p.price,
    discountPrice: p.discountPrice,
    qtySold: p.qtySold,
    productTag: p.productTag,
    isContainer: p.isContainer,
    isSubscribable: p.isSubscribable,
    published: p.published,
    inStock: p.inStock,
    displayOrder: p.displayOrder,
    shortDescription: p.shortDescription,
    description: p.description,
    excerpt: p.excerpt,
    searchText: searchTextOf(p),
    content: {
      whyItWorks: p.whyItWorks,
      whyYouLoveIt: p.whyYouLoveIt,
      whyYouLoveItIcons: p.whyYouLoveItIcons,
      howToUse: p.howToUse,
      howToUseVideoId: p.howToUseVideoId ?? null,
      reviewVideoId: p.reviewVideoId ?? null,
      whatsNotInIt: p.whatsNotInIt,
      faq: p.faq,
      gallery: p.gallery,
      thumbnail: p.thumbnail,
    },
  }
}

/** Inserts the whole catalogue; a store that already has products is left alone. */
export async function seedStore(db: StoreDb, catalogue: SeedCatalogue): Promise<boolean> {
  if (await isSeeded(db)) return false
  const memberRows = await Promise.all(
    catalogue.members.map(async (m) => ({ ...m, passwordHash: await hashPassword(m.password) })),
  )
  let seeded = true
  await db.transaction(async (tx) => {
    // Several servers starting on one fresh PostgreSQL database: one seeds, the rest find it so.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    if (await isSeeded(tx as unknown as StoreDb)) {
      seeded = false
      return
    }
    await tx.insert(categories).values(
      catalogue.categories.map((c) => ({
        id: c.id,
        parentId: c.parentId,
        name: c.name,
        slug: c.slug,
        pageTitle: c.pageTitle,
        description: c.description,
        displayOrder: c.displayOrder,
        published: c.published,
        imagePath: c.imagePath,
        submenuLabel: c.submenuLabel ?? null,
        featured: c.featured ?? false,
        tagLine: c.tagLine ?? null,
        seoSubHeader: c.seoSubHeader ?? null,
        metaTitle: c.metaTitle,
        metaDescription: c.metaDescription,
        metaKeywords: c.metaKeywords,
      })),
    )
    await tx.insert(ingredients).values(catalogue.ingredients)
    for (const chunk of chunks(catalogue.products, 50)) {
      await tx.insert(products).values(chunk.map(productRow))
    }
    await tx
      .insert(productCategories)
      .values(
        catalogue.products.flatMap((p) =>
          p.categoryIds.map((categoryId) => ({ productId: p.id, categoryId })),
        ),
      )
    await tx.insert(productIngredients).values(
      catalogue.products.flatMap((p) =>
        p.ingredientIds.map((ingredientId, position) => ({
          productId: p.id,
          ingredientId,
          position,
        })),
      ),
    )
    await tx.insert(starterKits).values(
      catalogue.starterKits.map((k) => ({
        id: k.id,
        name: k.name,
        title: k.title,
        type: k.type,
        slug: k.slug,
        price: k.price,
        isPopular: k.isPopular,
        totalSubscriptionProduct: k.totalSubscriptionProduct,
        shortDescription: k.shortDescription,
        description: k.description,
        imagePath: k.imagePath,
        published: k.published,
      })),
    )
    await tx.insert(starterKitProducts).values(
      catalogue.starterKits.flatMap((k) =>
        k.products.map((p, i) => ({
          starterKitId: k.id,
          productId: p.productId,
          quantity: p.quantity,
          stickyOfferId: k.id * 10 + i,
        })),
      ),
    )
    await tx
      .insert(offerBundles)
      .values(catalogue.offerBundles.map((b) => ({ id: b.id, name: b.name })))
    await tx
      .insert(offerBundleProducts)
      .values(
        catalogue.offerBundles.flatMap((b) =>
          b.products.map((p, position) => ({ offerBundleId: b.id, position, ...p })),
        ),
      )
    for (const chunk of chunks(catalogue.reviews, 100)) {
      await tx.insert(reviews).values(chunk.map((r) => ({ ...r, reviewedOn: r.date })))
    }
    for (const m of memberRows) {
      const [row] = await tx
        .insert(members)
        .values({
          email: m.email,
          passwordHash: m.passwordHash,
          firstName: m.firstName,
          lastName: m.lastName,
          tfOrderId: m.tfOrderId,
        })
        .returning({ id: members.id })
      if (m.subscriptionBox.length) {
        await tx
          .insert(subscriptionItems)
          .values(m.subscriptionBox.map((item) => ({ memberId: row!.id, ...item })))
      }
    }
  })
  return seeded
}

/**
 * Adds `count` generated products (ids above the seed's) for benchmarks, cycling through the
 * seed's products for their content and categories.
 */
export async function scaleCatalogue(
  db: StoreDb,
  catalogue: SeedCatalogue,
  count: number,
): Promise<void> {
  const base = catalogue.products.filter((p) => p.published)
  const firstId = Math.max(...catalogue.products.map((p) => p.id)) + 1
  const generated = Array.from({ length: count }, (_, i) => {
    const source = base[i % base.length]!
    const id = firstId + i
    return {
      ...source,
      id,
      stickyId: 10_000 + id,
      name: `${source.name} No. ${id}`,
      slug: `${source.slug}-${id}`,
      sku: `${source.sku}-${id}`,
      webSku: `${source.webSku}${id}`,
      qtySold: (id * 7919) % 5000,
      displayOrder: 1000 + id,
    }
  })
  await db.transaction(async (tx) => {
    for (const chunk of chunks(generated, 200)) {
      await tx.insert(products).values(chunk.map(productRow)).onConflictDoNothing()
      await tx
        .insert(productCategories)
        .values(
          chunk.flatMap((p) =>
            p.categoryIds.map((categoryId) => ({ productId: p.id, categoryId })),
          ),
        )
        .onConflictDoNothing()
    }
  })
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
