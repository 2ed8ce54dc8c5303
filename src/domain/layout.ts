/** Responsive slide counts and carousel modes (both specs §2, §9). Widths are CSS pixels. */

/** The specs' breakpoints, in one place (stylesheets repeat them as literals; CSS has no import). */
export const BREAKPOINTS = {
  /** Product sections: accordions at this width or less. */
  mobile: 767,
  /** The header: mobile menu at this width or less, desktop above. */
  mobileMax: 767.98,
  menuCarousel: 850,
  account: 1024,
  wide: 1200,
} as const

export const MOBILE_MAX_WIDTH = BREAKPOINTS.mobileMax

/** The media query of the desktop header (wider than the mobile maximum). */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${BREAKPOINTS.mobileMax + 0.01}px)`

/** Shop dropdown: a carousel on desktop (over 767.98 px) with more than 4 tiles. */
export function showsShopCarousel(desktop: boolean, tiles: number): boolean {
  return desktop && tiles > 4
}

/** Shop dropdown: a carousel on desktop with more than 4 tiles; 6 slides, 5 below 850 px. */
export function shopDropdownLayout(
  width: number,
  tiles: number,
): { carousel: boolean; slides: number } {
  const carousel = showsShopCarousel(width > MOBILE_MAX_WIDTH, tiles)
  return { carousel, slides: width < BREAKPOINTS.menuCarousel ? 5 : 6 }
}

/** Related products: 4 slides, 3 under 992, 2 under 700, 1 under 500. */
export function relatedProductsSlides(width: number): 1 | 2 | 3 | 4 {
  if (width < 500) return 1
  if (width < 700) return 2
  if (width < 992) return 3
  return 4
}

/** Blog category slider: 5, 4 under 1200, 3 under 850, 2 under 700, 1 under 400. */
export function blogSliderSlides(width: number): 1 | 2 | 3 | 4 | 5 {
  if (width < 400) return 1
  if (width < 700) return 2
  if (width < BREAKPOINTS.menuCarousel) return 3
  if (width < BREAKPOINTS.wide) return 4
  return 5
}

/** Static layout when there are 5 or fewer items and the width is over 1000. */
export function blogSliderIsStatic(width: number, items: number): boolean {
  return items <= 5 && width > 1000
}

/** Image carousel: thumbnails as dots under 9 items, a thumbnail slider at 9 or more. */
export function imageCarouselThumbnails(items: number): 'dots' | 'slider' {
  return items >= 9 ? 'slider' : 'dots'
}

/** Logo carousels autoplay with more than 8 items. */
export function logoCarouselAutoplays(items: number): boolean {
  return items > 8
}

/** Account label: icon only at width 1024 or less. */
export function accountShowsLabel(width: number): boolean {
  return width > BREAKPOINTS.account
}

/** Product detail: accordions at width 767 or less, tabs above. */
export function productSectionsMode(width: number): 'accordions' | 'tabs' {
  return width <= BREAKPOINTS.mobile ? 'accordions' : 'tabs'
}

/** Block limits: best sellers default 4; shop by category default 4 where 0 means no limit. */
export const BEST_SELLERS_DEFAULT_LIMIT = 4
export const SHOP_BY_CATEGORY_DEFAULT_LIMIT = 4

export function applyLimit<T>(
  items: readonly T[],
  limit: number | null | undefined,
  fallback: number,
): T[] {
  // Unset (null, undefined) or not a finite number: the block's default.
  const n = Number.isFinite(limit) ? Math.floor(limit as number) : fallback
  return n <= 0 ? [...items] : items.slice(0, n)
}

/** Header template 2 thumbnails: at most 2 blog-post items or 4 custom items. */
export function headerThumbnails<T>(type: 'blogPost' | 'custom', items: readonly T[]): T[] {
  return items.slice(0, type === 'blogPost' ? 2 : 4)
}

/** Whole Home first, then the fetched tiles, then Bundles (shell spec §2 "Header"). */
export interface ShopTile {
  label: string
  url: string
  image: string
  imageAlt: string
}

export function shopTiles(
  fetched: readonly ShopTile[],
  labels: { wholeHome: string; bundles: string },
): ShopTile[] {
  return [
    {
      label: labels.wholeHome,
      url: '/products',
      image: 'categories/whole-home.svg',
      imageAlt: 'All Clearhome products',
    },
    ...fetched,
    {
      label: labels.bundles,
      url: '/products/category/starter-kits',
      image: 'categories/starter-kits.svg',
      imageAlt: 'Starter kit bundles',
    },
  ]
}
