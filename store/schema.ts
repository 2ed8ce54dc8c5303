/** The embedded reference store's tables (drizzle, PostgreSQL dialect: PGlite or a server). */
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' })
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    pageTitle: text('page_title'),
    description: text('description').notNull().default(''),
    displayOrder: integer('display_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    imagePath: text('image_path'),
    submenuLabel: text('submenu_label'),
    featured: boolean('featured').notNull().default(false),
    tagLine: text('tag_line'),
    seoSubHeader: text('seo_sub_header'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
  },
  (t) => [uniqueIndex('categories_slug').on(t.slug), index('categories_parent').on(t.parentId)],
)

export interface ProductContent {
  whyItWorks: string
  whyYouLoveIt: { title: string; subTitle: string }
  whyYouLoveItIcons: Array<{ filePath: string; iconText: string }>
  howToUse: string
  howToUseVideoId: string | null
  reviewVideoId: string | null
  whatsNotInIt: string[]
  faq: Array<{ title: string; description: string }>
  gallery: Array<{ type: 'image' | 'video'; src: string; altText: string; videoUrl?: string }>
  thumbnail: { filePath: string; altText: string }
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    stickyId: integer('sticky_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    webSku: text('web_sku').notNull(),
    size: text('size').notNull().default(''),
    subLine: text('sub_line').notNull().default(''),
    msrp: money('msrp').notNull(),
    price: money('price').notNull(),
    discountPrice: money('discount_price').notNull(),
    qtySold: integer('qty_sold').notNull().default(0),
    productTag: integer('product_tag').notNull().default(0),
    isContainer: boolean('is_container').notNull().default(false),
    isSubscribable: boolean('is_subscribable').notNull().default(true),
    published: boolean('published').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    billingModelId: integer('billing_model_id').notNull().default(2),
    content: jsonb('content').$type<ProductContent>().notNull(),
    /** Lower-cased name, sku and excerpt: what search matches. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('products_slug').on(t.slug),
    index('products_published').on(t.published),
    // Search matches words anywhere in the text (LIKE '%word%'): trigrams make that an index
    // scan instead of reading every product (15 ms → 1 ms at 5 000 products). Partial, on what
    // search reads: the planner then picks it for prepared statements too (generic plans).
    index('products_search_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.published}`),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category').on(t.categoryId),
  ],
)

export const ingredients = pgTable('ingredients', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  functionHtml: text('function_html').notNull().default(''),
  descriptionHtml: text('description_html').notNull().default(''),
  rating: integer('rating').notNull().default(0),
})

export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.ingredientId] })],
)

export const starterKits = pgTable(
  'starter_kits',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    price: money('price').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    totalSubscriptionProduct: integer('total_subscription_product').notNull().default(0),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    published: boolean('published').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('starter_kits_slug').on(t.slug)],
)

export const starterKitProducts = pgTable('starter_kit_products', {
  id: serial('id').primaryKey(),
  starterKitId: integer('starterkit_id')
    .notNull()
    .references(() => starterKits.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  quantity: integer('quantity').notNull().default(1),
  stickyOfferId: integer('sticky_offer_id').notNull().default(1),
  billingModelId: integer('billing_model_id').notNull().default(4),
})

export const offerBundles = pgTable('offer_bundles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
})

export const offerBundleProducts = pgTable(
  'offer_bundle_products',
  {
    offerBundleId: integer('offer_bundle_id')
      .notNull()
      .references(() => offerBundles.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    subtitle: text('subtitle').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    descriptionBullets: jsonb('description_bullets').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.offerBundleId, t.productId] })],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productSku: text('product_sku').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    reviewedOn: text('reviewed_on').notNull(),
  },
  (t) => [index('reviews_sku').on(t.productSku)],
)

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    tfOrderId: text('tf_order_id').notNull(),
  },
  (t) => [uniqueIndex('members_email').on(sql`lower(${t.email})`)],
)

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    frequencyCode: integer('frequency_code').notNull().default(4),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
)

/** A store session: an anonymous visitor, a member after login, or the service credential. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    memberToken: text('member_token'),
    createdAt: created(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token').on(t.token),
    uniqueIndex('sessions_member_token').on(t.memberToken),
  ],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    subscribe: boolean('subscribe').notNull(),
    frequencyCode: integer('frequency_code').notNull(),
    offerId: integer('offer_id'),
    starterKitId: integer('starter_kit_id'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('cart_items_line').on(t.sessionId, t.productId, t.subscribe, t.frequencyCode),
    index('cart_items_session').on(t.sessionId),
  ],
)

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('newsletter_email').on(sql`lower(${t.email})`)],
)

export const searchLogs = pgTable('search_logs', {
  id: serial('id').primaryKey(),
  query: text('query').notNull(),
  resultCount: integer('result_count').notNull(),
  sessionId: text('session_id'),
  createdAt: created(),
})

export const searchClicks = pgTable('search_clicks', {
  id: serial('id').primaryKey(),
  searchLogId: integer('search_log_id')
    .notNull()
    .references(() => searchLogs.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  createdAt: created(),
})

export const productViews = pgTable(
  'product_views',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    sessionId: text('session_id').notNull(),
    createdAt: created(),
  },
  // "You may like" reads who else viewed a product and what they viewed.
  (t) => [
    index('product_views_product').on(t.productId, t.sessionId),
    index('product_views_session').on(t.sessionId, t.productId),
  ],
)
