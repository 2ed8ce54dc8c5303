/** Starter kits and offer bundles: lists, detail by slug, adding a kit (14601.xx messages). */
// zod/mini: the kit pages and the landing pages' blocks read these in the browser (../http.ts).
import { z } from 'zod/mini'
import { constants } from '~/config/constants'
import type { KitType } from '~/domain/kits'
import { logError } from '~/lib/log'
import { envelope, StoreApiError, storeRequest } from '~/api/http'
import { productSchema } from '~/api/product/schema'
import { ensureSession, withToken } from '~/api/visitor/session'
import { flag, maybe, num } from '~/api/wire'

const CACHE_MS = constants.storeCacheSeconds * 1000

export const kitSchema = z.pipe(
  z.object({
    id: z.int(),
    name: z.string(),
    title: maybe(z.string()),
    type: maybe(z.string()),
    slug: z.string(),
    price: num,
    is_popular: z.optional(flag),
    description: maybe(z.string()),
    short_description: maybe(z.string()),
    image_path: maybe(z.string()),
    total_subscription_product: maybe(num),
    products: z._default(
      z.array(
        z.object({ name: z.string(), size: maybe(z.string()), image_path: maybe(z.string()) }),
      ),
      [],
    ),
    starterkit_products: z._default(
      z.array(
        z.object({ product_id: z.number(), quantity: num, product: z.optional(productSchema) }),
      ),
      [],
    ),
  }),
  z.transform((k) => ({
    id: k.id,
    name: k.name,
    title: k.title ?? k.name,
    type: k.type ?? 'laundry',
    slug: k.slug,
    price: k.price,
    isPopular: k.is_popular ?? false,
    description: k.description ?? '',
    shortDescription: k.short_description ?? '',
    image: k.image_path ?? '',
    totalSubscriptionProduct: k.total_subscription_product ?? 0,
    products: k.products.map((p) => ({
      name: p.name,
      size: p.size ?? '',
      image: p.image_path ?? '',
    })),
    lines: k.starterkit_products.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
  })),
)

export type StarterKit = z.output<typeof kitSchema>

/** Raised for 404 / 405 / invalid format (10201.xx list, 10203.xx detail). */
export class KitFetchError extends Error {
  override name = 'KitFetchError'
  constructor(
    message: string,
    /** The store answered 404: no such kit (or no such endpoint, for the list). */
    readonly notFound = false,
  ) {
    super(message)
  }
}

/** POST /rest/auth/starterkits (bearer; cached 300 s). Errors are thrown (10201.xx; logged 14401.01). */
export async function fetchStarterKits(): Promise<StarterKit[]> {
  try {
    return await withToken((token) =>
      storeRequest('/rest/auth/starterkits', {
        method: 'POST',
        token,
        schema: envelope(z.array(kitSchema)),
        code: '10201.01',
        // A POST without a body: a read, kept 300 s like the kit by slug (shell §7, §9).
        cacheMs: CACHE_MS,
      }),
    )
  } catch (error) {
    // Thrown (shell §8, 10201.xx) with the row's words, which the log keeps for operators.
    const message = kitErrorMessage(error, 'list')
    logError('14401.01', `Starter kits could not be loaded: ${message}`, error)
    throw new KitFetchError(message, isNotFound(error))
  }
}

/** GET /rest/auth/starterkits/slug/{slug}; 404 "Starter kit not found. No starter kit exists with slug: {slug}". */
export async function fetchStarterKit(slug: string): Promise<StarterKit> {
  if (!slug.trim()) throw new KitFetchError('A starter kit slug is required')
  try {
    return await withToken((token) =>
      storeRequest(`/rest/auth/starterkits/slug/${encodeURIComponent(slug)}`, {
        token,
        schema: envelope(kitSchema),
        code: '10203.01',
        cacheMs: CACHE_MS,
      }),
    )
  } catch (error) {
    // Thrown (shell §8, 10203.xx) with the row's words. An unknown kit is the "Starter kit not
    // found." page: logged under the call's code, not as a failure to load (14501.01).
    const message = kitErrorMessage(error, 'detail', slug)
    if (isNotFound(error)) logError('10203.01', message)
    else logError('14501.01', `Starter kit ${slug} could not be loaded: ${message}`, error)
    throw new KitFetchError(message, isNotFound(error))
  }
}

/** What the bundles listing shows: the kits, or the spec's one failure sentence (14401.01). */
export type KitsListing =
  { status: 'ok'; kits: StarterKit[] } | { status: 'error'; message: string }

export const KIT_LIST_ERROR = 'Something went wrong, try after sometime'

/** The bundles listing's data; never throws (the failure is logged by fetchStarterKits). */
export async function fetchKitsListing(): Promise<KitsListing> {
  try {
    return { status: 'ok', kits: await fetchStarterKits() }
  } catch {
    return { status: 'error', message: KIT_LIST_ERROR }
  }
}

export type KitPage = { kind: 'found'; kit: StarterKit } | { kind: 'missing' } | { kind: 'failed' }

/**
 * A kit page's data by slug or id: found, missing (the page is a real 404) or failed (the
 * store could not answer). Never throws; a reference no kit can have is missing without a call.
 */
export async function fetchKitPage(slugOrId: string): Promise<KitPage> {
  if (!/^[\w-]{1,200}$/.test(slugOrId)) return { kind: 'missing' }
  try {
    return { kind: 'found', kit: await fetchStarterKit(slugOrId) }
  } catch (error) {
    return error instanceof KitFetchError && error.notFound
      ? { kind: 'missing' }
      : { kind: 'failed' }
  }
}

const isNotFound = (error: unknown) =>
  error instanceof StoreApiError && error.details.status === 404

function kitErrorMessage(error: unknown, which: 'list' | 'detail', slug?: string): string {
  if (error instanceof StoreApiError) {
    if (error.details.status === 404)
      return which === 'detail'
        ? `Starter kit not found. No starter kit exists with slug: ${slug}`
        : 'Starter kits endpoint not found'
    if (error.details.status === 405) return 'Method not allowed'
    if (error.message.startsWith('Invalid API response format'))
      return 'Invalid API response format: missing data'
  }
  return 'Something went wrong, try after sometime'
}

export const KIT_ADD_MESSAGES = {
  session: 'Session error. Please refresh the page and try again.',
  missingKit: 'Starter Kit ID is missing. Please try again.',
  fallback: 'Error adding starter kit to cart. Please try again.',
} as const

export class KitAddError extends Error {
  override name = 'KitAddError'
}

/** Adds a kit (POST /rest/auth/cart/add-to-cart-starterkit). Rejections carry the toast text. */
export async function addStarterKitToCart(kitId: number | null | undefined, subscribe: boolean) {
  let session
  try {
    session = await ensureSession()
  } catch {
    logError('14601.01', 'No session for the kit add')
    throw new KitAddError(KIT_ADD_MESSAGES.session)
  }
  if (!session.sessionId || !session.authToken) throw new KitAddError(KIT_ADD_MESSAGES.session)
  if (!kitId) {
    logError('14601.02', 'Kit add without a kit id')
    throw new KitAddError(KIT_ADD_MESSAGES.missingKit)
  }
  let result: { success: boolean; message?: string }
  try {
    result = await storeRequest('/rest/auth/cart/add-to-cart-starterkit', {
      method: 'POST',
      token: session.authToken,
      body: { starterkit_id: kitId, session_id: session.sessionId, is_subscribe: subscribe },
      schema: z.object({ success: z.boolean(), message: z.optional(z.string()) }),
      code: '10202.01',
    })
  } catch (error) {
    const serverMessage = error instanceof StoreApiError ? error.details.serverMessage : undefined
    logError(serverMessage ? '14601.03' : '14601.04', 'Kit add failed', error)
    throw new KitAddError(serverMessage ?? KIT_ADD_MESSAGES.fallback)
  }
  // A refusal in a 200 answer is a refusal all the same.
  if (!result.success) {
    logError('14601.03', 'Kit add refused', result.message)
    throw new KitAddError(result.message || KIT_ADD_MESSAGES.fallback)
  }
  return result
}

const offerProductSchema = z.pipe(
  z.object({
    name: z.string(),
    image_path: maybe(z.string()),
    description_bullets: z._default(z.array(z.string()), []),
    excerpt: maybe(z.string()),
    subtitle: maybe(z.string()),
  }),
  z.transform((p) => ({
    name: p.name,
    image: p.image_path ?? '',
    bullets: p.description_bullets,
    excerpt: p.excerpt ?? '',
    subtitle: p.subtitle ?? '',
  })),
)

export type OfferProduct = z.output<typeof offerProductSchema>
export type OfferBundle = { status: 'ok'; products: OfferProduct[] } | { status: 'error' }

/**
 * GET /rest/auth/offers/fetch-offer-bundle/{3|4} (bearer). Never throws: a failure is the
 * block's "Something went wrong" / "Error fetching data" (catalogue §8).
 */
export async function fetchOfferBundle(bundleId: 3 | 4): Promise<OfferBundle> {
  try {
    const products = await withToken((token) =>
      storeRequest(`/rest/auth/offers/fetch-offer-bundle/${bundleId}`, {
        token,
        schema: z.pipe(
          z.object({ products: z.array(offerProductSchema) }),
          z.transform((b) => b.products),
        ),
        code: '11302.01',
      }),
    )
    return { status: 'ok', products }
  } catch {
    return { status: 'error' }
  }
}

/** Raised when a claim is not sent (no token or session: 11303.01) or refused (11303.03). */
export class KitClaimError extends Error {
  override name = 'KitClaimError'
}

const CLAIM_MUTATION =
  'mutation addToCartStaterKit($session_id: String!, $staterkit_type: String!) { addToCartStaterKit(session_id: $session_id, staterkit_type: $staterkit_type) { success message } }'

/** POST /graphql, mutation addToCartStaterKit (bearer; session_id, staterkit_type). */
export async function claimStarterKit(kitType: KitType): Promise<void> {
  const session = await ensureSession().catch(() => null)
  if (!session?.authToken || !session.sessionId) {
    logError('11303.01', 'Starter kit claim without a token or session')
    throw new KitClaimError('No token or session for the claim')
  }
  try {
    const result = await storeRequest('/graphql', {
      method: 'POST',
      token: session.authToken,
      body: {
        query: CLAIM_MUTATION,
        operationName: 'addToCartStaterKit',
        variables: { session_id: session.sessionId, staterkit_type: kitType },
      },
      schema: z.object({
        data: z.object({
          addToCartStaterKit: z.object({ success: z.boolean(), message: z.optional(z.string()) }),
        }),
      }),
      code: '11303.03',
    })
    if (!result.data.addToCartStaterKit.success)
      throw new KitClaimError(result.data.addToCartStaterKit.message || 'The claim was refused')
  } catch (error) {
    logError('11303.03', 'Starter kit mutation failed', error)
    throw error instanceof KitClaimError ? error : new KitClaimError('The claim failed')
  }
}
