/**
 * Breakpoints, the Shop dropdown's carousel rule and tiles, and block limits (both specs §2, §9).
 * Widths are CSS pixels; slides per view are the stylesheets' (`--per-view`).
 */

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
