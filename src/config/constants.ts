/** Timings, sizes and breakpoints from the specs (section 9 of both). */
import { BREAKPOINTS } from '~/domain/layout'

export const constants = {
  searchDebounceMs: 300,
  popularProductsLimit: 12,
  searchLimit: 12,
  searchOverlayTiles: 6,
  blogSearchDebounceMs: 500,
  blogSearchMinChars: 3,
  blogSearchLimit: 100,
  blogPageSize: 10,
  latestPostsLimit: 4,
  newsletterMessageMs: 3000,
  myBoxUpdateDelayMs: 200,
  storeCacheSeconds: 300,
  /** How long the video host's oEmbed answer may take before the fallback is shown. */
  oembedTimeoutMs: 3000,
  pairingAutoplayMs: 7000,
  heroAutoplayMs: 7000,
  announcementAutoplayMs: 3000,
  reviewSliderAutoplayMs: 6000,
  sliderSpeedMs: 500,
  galleryThumbnails: 4,
  ingredientTokenPollMs: 1000,
  ingredientScrollOffsetPx: 120,
  ingredientScrollRetryMs: 100,
  breakpoints: BREAKPOINTS,
} as const
