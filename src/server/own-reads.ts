/**
 * GET /api/{scope}/{call}: the browser's side of the reads the server's render makes directly,
 * each scope's calls declared once beside its loaders (src/api/calls.server.ts). All of these are
 * the same for every visitor (no session is involved), so shared caches may keep them briefly.
 */
import { jsonCallHandler } from './json-calls'

const BRIEFLY = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

export const handleProductRequest = jsonCallHandler(
  'product',
  async () => (await import('~/api/product/page.server')).productCalls,
  { cacheControl: BRIEFLY, unavailable: 'Product data is unavailable right now' },
)

export const handleListingRequest = jsonCallHandler(
  'listings',
  async () => (await import('~/api/catalogue/listings.server')).listingCalls,
  { cacheControl: BRIEFLY, unavailable: 'Listing data is unavailable right now' },
)

export const handleBlockRequest = jsonCallHandler(
  'blocks',
  async () => (await import('~/api/catalogue/blocks.server')).blockCalls,
  { cacheControl: BRIEFLY, unavailable: 'Block data is unavailable right now' },
)

export const handleContentRequest = jsonCallHandler(
  'content',
  async () => (await import('~/content/server-calls')).contentCalls,
  {
    cacheControl: 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    unavailable: 'Content is unavailable right now',
  },
)

/** They depend only on the machines, fixed for the life of the process. */
export const handleFlowsRequest = jsonCallHandler(
  'flows',
  async () => (await import('~/flow-catalog/queries.server')).flowCalls,
  {
    cacheControl: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    unavailable: 'Flow data is unavailable right now',
  },
)

/** Every scope's endpoint by its name in the path (/api/{scope}/{call}). */
export const ownReads = Object.fromEntries(
  [
    handleProductRequest,
    handleListingRequest,
    handleBlockRequest,
    handleContentRequest,
    handleFlowsRequest,
  ].map((handler) => [handler.scope, handler]),
)
