/**
 * Catalogue blocks (catalogue §2 "Page-builder blocks", §9): best sellers, shop by category,
 * product pickers, product cards in pop-ups, the reviews widget, the ingredient explorer, the
 * listings and the starter-kit blocks.
 */
import { KIT_TYPES } from '~/domain/kits'
import { defineBlock } from './define'
import { listOf, mapped, number, oneOf, text } from './fields'
import { BLOCK, BLOCK_DEFAULTS, BLOCK_TEXT } from './text'

/** A product slug as an editor types it: lower-case words and digits joined by hyphens. */
const slug = (editor?: Parameters<typeof text>[2]) =>
  mapped(
    text('', 120),
    (v) => {
      const s = v.toLowerCase().replace(/^\/+|\/+$/g, '')
      return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) ? s : v ? 'invalid' : ''
    },
    editor,
  )

export const bestSellers = defineBlock(BLOCK.bestSellers, {
  title: text(BLOCK_TEXT.bestSellersTitle, 120),
  limit: number(BLOCK_DEFAULTS.bestSellersLimit, { min: 1, max: 24, integer: true }),
})

export const shopByCategory = defineBlock(BLOCK.shopByCategory, {
  title: text(BLOCK_TEXT.shopByCategoryTitle, 120),
  // Catalogue §9: default 4, 0 means no limit.
  limit: number(
    BLOCK_DEFAULTS.shopByCategoryLimit,
    { min: 0, max: 48, integer: true },
    { helperText: '0 shows every featured category.' },
  ),
})

export const productCard = defineBlock(BLOCK.productCard, {
  slug: slug({
    required: true,
    helperText: 'The product page slug, e.g. free-clear-laundry-liquid.',
  }),
})

export const productPopups = defineBlock(BLOCK.productPopups, {
  title: text('', 120),
  // Slugs as typed; an empty one is dropped, a malformed one kept (it reads as not found).
  products: listOf('slug', slug({ required: true }), 12),
})

export const REVIEW_WIDGET_TYPES = [
  'main',
  'carousel',
  'product-rating',
  'product-reviews',
] as const

export const reviewsWidget = defineBlock(BLOCK.reviewsWidget, {
  type: oneOf(REVIEW_WIDGET_TYPES, 'main'),
  sku: mapped(text('', 40), (v) => (/^[\w.-]{1,40}$/.test(v) ? v : ''), {
    required: true,
    helperText: "The product's sku.",
  }),
})

export const ingredientExplorer = defineBlock(BLOCK.ingredients, {
  title: text('Explore our ingredients', 120),
})

export const allProductsV1 = defineBlock(BLOCK.allProductsV1, {})
export const allProductsV2 = defineBlock(BLOCK.allProductsV2, {})

export const starterKits = defineBlock(BLOCK.kits, {
  title: text('Bundles', 120),
  subtitle: text('', 300),
})

export const offerBundle = defineBlock(BLOCK.offerBundle, {
  title: text('', 120),
  buttonText: text('', 60),
  // None picked: the page's type (the third path segment, default laundry).
  kitType: oneOf(KIT_TYPES, ''),
})

export const kitClaimButton = defineBlock(BLOCK.kitClaim, {
  text: text('', 60),
  kitType: oneOf(KIT_TYPES, ''),
})

export type BestSellersProps = ReturnType<typeof bestSellers.parse>
export type ShopByCategoryProps = ReturnType<typeof shopByCategory.parse>
export type ProductCardBlockProps = ReturnType<typeof productCard.parse>
export type ProductPopupsProps = ReturnType<typeof productPopups.parse>
export type ReviewsWidgetBlockProps = ReturnType<typeof reviewsWidget.parse>
export type IngredientExplorerProps = ReturnType<typeof ingredientExplorer.parse>
