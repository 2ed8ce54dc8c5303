/**
 * The deterministic seed of the embedded reference store, as data: store/seed/data/*.json,
 * validated here with zod (shapes, then references between files) when first loaded.
 * `scripts/generate-media.mjs` draws every image path these files reference into public/media.
 * The demo member's password is demo data, documented as such; it is hashed when stored.
 */
import { z } from 'zod'
import categories from './data/categories.json'
import ingredients from './data/ingredients.json'
import members from './data/members.json'
import offerBundles from './data/offer-bundles.json'
import products from './data/products.json'
import reviews from './data/reviews.json'
import starterKits from './data/starter-kits.json'
import {
  seedCategory,
  seedIngredient,
  seedMember,
  seedOfferBundle,
  seedProduct,
  seedReview,
  seedStarterKit,
  type SeedCatalogue,
} from './schema'

export class InvalidSeedError extends Error {
  override name = 'InvalidSeedError'
}

function parseFile<T extends z.ZodType>(file: string, schema: T, raw: unknown): z.output<T>[] {
  const parsed = z.array(schema).safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new InvalidSeedError(
      `store/seed/data/${file}.json at ${issue.path.join('.')}: ${issue.message}`,
    )
  }
  return parsed.data
}

/** Ids and slugs unique; every reference points at something that exists. */
export function checkReferences(c: SeedCatalogue): void {
  const problems: string[] = []
  const unique = (label: string, values: Array<string | number>) => {
    const seen = new Set<string | number>()
    for (const v of values) {
      if (seen.has(v)) problems.push(`${label} ${v} is not unique`)
      seen.add(v)
    }
    return seen
  }
  const categoryIds = unique(
    'category id',
    c.categories.map((x) => x.id),
  )
  unique(
    'category slug',
    c.categories.map((x) => x.slug),
  )
  const productIds = unique(
    'product id',
    c.products.map((x) => x.id),
  )
  unique(
    'product slug',
    c.products.map((x) => x.slug),
  )
  const skus = unique(
    'product sku',
    c.products.map((x) => x.sku),
  )
  const ingredientIds = unique(
    'ingredient id',
    c.ingredients.map((x) => x.id),
  )
  unique(
    'starter kit id',
    c.starterKits.map((x) => x.id),
  )
  unique(
    'starter kit slug',
    c.starterKits.map((x) => x.slug),
  )
  const ref = (ok: boolean, what: string) => ok || problems.push(what)
  for (const x of c.categories)
    ref(
      x.parentId === null || categoryIds.has(x.parentId),
      `category ${x.id}: parent ${x.parentId}`,
    )
  for (const p of c.products) {
    for (const id of p.categoryIds) ref(categoryIds.has(id), `product ${p.id}: category ${id}`)
    for (const id of p.ingredientIds)
      ref(ingredientIds.has(id), `product ${p.id}: ingredient ${id}`)
  }
  for (const k of c.starterKits)
    for (const l of k.products)
      ref(productIds.has(l.productId), `kit ${k.id}: product ${l.productId}`)
  for (const b of c.offerBundles)
    for (const l of b.products)
      ref(productIds.has(l.productId), `bundle ${b.id}: product ${l.productId}`)
  for (const r of c.reviews) ref(skus.has(r.productSku), `review of unknown sku ${r.productSku}`)
  for (const m of c.members)
    for (const l of m.subscriptionBox)
      ref(productIds.has(l.productId), `member ${m.email}: product ${l.productId}`)
  if (problems.length) throw new InvalidSeedError(`Seed references: ${problems.join('; ')}`)
}

export function loadCatalogue(): SeedCatalogue {
  const catalogue: SeedCatalogue = {
    categories: parseFile('categories', seedCategory, categories),
    ingredients: parseFile('ingredients', seedIngredient, ingredients),
    products: parseFile('products', seedProduct, products),
    starterKits: parseFile('starter-kits', seedStarterKit, starterKits),
    offerBundles: parseFile('offer-bundles', seedOfferBundle, offerBundles),
    reviews: parseFile('reviews', seedReview, reviews),
    members: parseFile('members', seedMember, members),
  }
  checkReferences(catalogue)
  return catalogue
}

/** The validated seed (loaded once, on first import). */
export const catalogue: SeedCatalogue = loadCatalogue()
