/**
 * Timings and sizes from the specs (section 9 of both). The blog's page size and limits are the
 * content service's (src/content/service.ts); breakpoints are the stylesheets' and
 * src/domain/layout.ts's.
 */
export const constants = {
  searchDebounceMs: 300,
  popularProductsLimit: 12,
  searchLimit: 12,
  searchOverlayTiles: 6,
  blogSearchDebounceMs: 500,
  blogSearchMinChars: 3,
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
} as const
