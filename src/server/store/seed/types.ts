/**
 * Shapes of the embedded reference store's deterministic seed (all text is the project's own,
 * for the fictional brand Clearhome). Image paths are relative to the image host
 * (IMAGE_CDN_URL, default /media), e.g. "products/citrus-dish-soap/front.svg".
 */

export interface SeedCategory {
  id: number
  /** null for a top-level category; otherwise the parent category's id (subcategory). */
  parentId: number | null
  name: string
  slug: string
  pageTitle: string
  /** Plain text, 1–3 sentences. */
  description: string
  displayOrder: number
  published: boolean
  imagePath: string
  /** Label and image for the header's Shop dropdown tile (top-level categories only). */
  submenuLabel?: string
  /** Featured on the home page's "shop by category" block. */
  featured?: boolean
  tagLine?: string
  seoSubHeader?: string
  metaTitle: string
  metaDescription: string
  metaKeywords: string
}

export interface SeedIngredient {
  id: number
  name: string
  /** HTML fragment, e.g. "<p>Surfactant: lifts grease.</p>" */
  functionHtml: string
  /** HTML fragment, 1–3 sentences. */
  descriptionHtml: string
  /** Hazard score: 0, 1–2, 3–6, 7–10 or 11+ (every band must be used by some ingredient). */
  rating: number
}

export interface SeedGalleryItem {
  type: 'image' | 'video'
  src: string
  altText: string
  /** For videos: a YouTube watch URL of the brand's own (fictional) channel. */
  videoUrl?: string
}

export interface SeedProduct {
  id: number
  /** The store platform's id; exactly one product has 618. */
  stickyId: number
  name: string
  slug: string
  sku: string
  webSku: string
  size: string
  subLine: string
  /** Category ids (a subcategory id where the product belongs to one). */
  categoryIds: number[]
  msrp: number
  price: number
  discountPrice: number
  qtySold: number
  /** 0 none, 1 BEST SELLER, 2 NEW ARRIVAL */
  productTag: 0 | 1 | 2
  isContainer: boolean
  isSubscribable: boolean
  published: boolean
  inStock: boolean
  displayOrder: number
  /** Plain text; several are over 250 characters (the PDP's Show More). */
  shortDescription: string
  /** HTML fragment with <p>, <ul><li>. */
  description: string
  excerpt: string
  whyItWorks: string
  whyYouLoveIt: { title: string; subTitle: string }
  whyYouLoveItIcons: Array<{ filePath: string; iconText: string }>
  howToUse: string
  howToUseVideoId?: string
  reviewVideoId?: string
  whatsNotInIt: string[]
  ingredientIds: number[]
  faq: Array<{ title: string; description: string }>
  gallery: SeedGalleryItem[]
  thumbnail: { filePath: string; altText: string }
}

export interface SeedStarterKit {
  id: number
  name: string
  title: string
  type: 'laundry' | 'dish'
  slug: string
  price: number
  isPopular: boolean
  /** 0, 1–2, 3–4, 5+ across the kits. */
  totalSubscriptionProduct: number
  shortDescription: string
  description: string
  imagePath: string
  published: boolean
  products: Array<{ productId: number; quantity: number }>
}

export interface SeedOfferBundle {
  /** 3 laundry, 4 dish */
  id: 3 | 4
  name: string
  products: Array<{
    productId: number
    subtitle: string
    excerpt: string
    descriptionBullets: string[]
  }>
}

export interface SeedReview {
  productSku: string
  rating: 1 | 2 | 3 | 4 | 5
  title: string
  description: string
  author: string
  /** ISO date */
  date: string
}

export interface SeedMember {
  email: string
  /** Plain text in the seed; hashed when stored. Documented in the README as demo data. */
  password: string
  firstName: string
  lastName: string
  tfOrderId: string
  subscriptionBox: Array<{ productId: number; quantity: number; frequencyCode: number }>
}

export interface SeedCatalogue {
  categories: SeedCategory[]
  ingredients: SeedIngredient[]
  products: SeedProduct[]
  starterKits: SeedStarterKit[]
  offerBundles: SeedOfferBundle[]
  reviews: SeedReview[]
  members: SeedMember[]
}
