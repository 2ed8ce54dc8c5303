/**
 * Shapes of the embedded reference store's deterministic seed (store/seed/data/*.json), checked
 * with zod when loaded so a hand edit that breaks a shape or a reference fails at start-up with
 * the file and field, not as a wrong page later. All text is the project's own, for the
 * fictional brand Clearhome. Image paths are relative to the image host (IMAGE_CDN_URL, default
 * /media), e.g. "products/citrus-dish-soap/front.svg".
 */
import { z } from 'zod'

const id = z.number().int().positive().max(2_147_483_647)
const text = z.string().min(1)

export const seedCategory = z.strictObject({
  id,
  /** null for a top-level category; otherwise the parent category's id (subcategory). */
  parentId: id.nullable(),
  name: text,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  pageTitle: text,
  description: text,
  displayOrder: z.number().int(),
  published: z.boolean(),
  imagePath: text,
  /** Label of the header's Shop dropdown tile (top-level categories only). */
  submenuLabel: text.optional(),
  /** Featured on the home page's "shop by category" block. */
  featured: z.boolean().optional(),
  tagLine: text.optional(),
  seoSubHeader: text.optional(),
  metaTitle: text,
  metaDescription: text,
  metaKeywords: text,
})

export const seedIngredient = z.strictObject({
  id,
  name: text,
  /** HTML fragment, e.g. "<p>Surfactant: lifts grease.</p>" */
  functionHtml: text,
  descriptionHtml: text,
  /** Hazard score: 0, 1–2, 3–6, 7–10 or 11+ (every band is used by some ingredient). */
  rating: z.number().int().min(0),
})

const seedGalleryItem = z.strictObject({
  type: z.enum(['image', 'video']),
  src: text,
  altText: z.string(),
  /** For videos: a watch URL of the brand's own (fictional) channel. */
  videoUrl: z.url().optional(),
})

const money = z.number().nonnegative()

export const seedProduct = z.strictObject({
  id,
  /** The store platform's id; exactly one product has 618. */
  stickyId: id,
  name: text,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  sku: z.string().regex(/^[\w-]+$/),
  webSku: text,
  size: text,
  subLine: z.string(),
  /** Category ids (a subcategory id where the product belongs to one). */
  categoryIds: z.array(id),
  msrp: money,
  price: money,
  discountPrice: money,
  qtySold: z.number().int().min(0),
  /** 0 none, 1 BEST SELLER, 2 NEW ARRIVAL */
  productTag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isContainer: z.boolean(),
  isSubscribable: z.boolean(),
  published: z.boolean(),
  inStock: z.boolean(),
  displayOrder: z.number().int(),
  /** Plain text; several are over 250 characters (the product page's Show More). */
  shortDescription: text,
  /** HTML fragment with <p>, <ul><li>. */
  description: text,
  excerpt: text,
  whyItWorks: text,
  whyYouLoveIt: z.strictObject({ title: text, subTitle: z.string() }),
  whyYouLoveItIcons: z.array(z.strictObject({ filePath: text, iconText: text })),
  howToUse: text,
  howToUseVideoId: text.optional(),
  reviewVideoId: text.optional(),
  whatsNotInIt: z.array(text),
  ingredientIds: z.array(id),
  faq: z.array(z.strictObject({ title: text, description: text })),
  gallery: z.array(seedGalleryItem),
  thumbnail: z.strictObject({ filePath: text, altText: z.string() }),
})

export const seedStarterKit = z.strictObject({
  id,
  name: text,
  title: text,
  type: z.enum(['laundry', 'dish']),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  price: money,
  isPopular: z.boolean(),
  /** 0, 1–2, 3–4, 5+ across the kits. */
  totalSubscriptionProduct: z.number().int().min(0),
  shortDescription: text,
  description: text,
  imagePath: text,
  published: z.boolean(),
  products: z.array(z.strictObject({ productId: id, quantity: z.number().int().min(1) })),
})

export const seedOfferBundle = z.strictObject({
  /** 3 laundry, 4 dish */
  id: z.union([z.literal(3), z.literal(4)]),
  name: text,
  products: z.array(
    z.strictObject({
      productId: id,
      subtitle: text,
      excerpt: text,
      descriptionBullets: z.array(text),
    }),
  ),
})

export const seedReview = z.strictObject({
  productSku: text,
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  title: text,
  description: text,
  author: text,
  date: z.iso.date(),
})

export const seedMember = z.strictObject({
  email: z.email(),
  /** Plain text in the seed; hashed when stored. Documented in the README as demo data. */
  password: text,
  firstName: text,
  lastName: text,
  tfOrderId: text,
  subscriptionBox: z.array(
    z.strictObject({
      productId: id,
      quantity: z.number().int().min(1),
      frequencyCode: z.number().int(),
    }),
  ),
})

export type SeedCategory = z.output<typeof seedCategory>
export type SeedIngredient = z.output<typeof seedIngredient>
export type SeedProduct = z.output<typeof seedProduct>
export type SeedStarterKit = z.output<typeof seedStarterKit>
export type SeedOfferBundle = z.output<typeof seedOfferBundle>
export type SeedReview = z.output<typeof seedReview>
export type SeedMember = z.output<typeof seedMember>

export interface SeedCatalogue {
  categories: SeedCategory[]
  ingredients: SeedIngredient[]
  products: SeedProduct[]
  starterKits: SeedStarterKit[]
  offerBundles: SeedOfferBundle[]
  reviews: SeedReview[]
  members: SeedMember[]
}
