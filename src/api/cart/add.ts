/**
 * Adding to the visitor's cart, in zod/mini, loaded with the first add (see ../http.ts):
 * - the purchase box: POST /rest/auth/cart/add-to-cart (12502.01 / 11301.01);
 * - the sticky bar (type 2 or 4) and the pairings (frequency 4): the simple add (12902.01).
 * The cart's read (every page's frame) and the add-to-cart check (the product page, as it
 * loads) are ./read.ts and ./check.ts, apart so neither page pays for the adds.
 */
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { StoreApiError, storeRequest } from '~/api/http'
import { ensureSession, type StoreSession } from '~/api/visitor/session'

export { CART_LOAD_ERROR, fetchCart, type Cart } from '~/api/cart/read'

export const ADD_TO_CART_ERROR = 'Error adding to cart. Please try again.'

/** A failed add: the store's own explanation, or the spec's fallback text. */
export class AddToCartError extends Error {
  override name = 'AddToCartError'
}

const addedSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) })

/** The session an add needs; without a token or a session id nothing is sent (11303.01). */
async function sessionForAdd(): Promise<StoreSession | null> {
  const session = await ensureSession().catch(() => null)
  if (!session?.authToken || !session.sessionId) {
    logError('11303.01', 'Add to cart without a token or session')
    return null
  }
  return session
}

/** A refusal inside a 200 answer is still a refusal: its message, or the spec's text. */
function accepted(answer: z.output<typeof addedSchema>) {
  if (answer.success) return answer
  logError('11301.01', `Add to cart refused: ${answer.message ?? '(no message)'}`)
  throw new AddToCartError(answer.message?.trim() || ADD_TO_CART_ERROR)
}

/** A server explanation is shown as it is; anything else gets the generic text (12502.01). */
function addFailure(error: unknown): AddToCartError {
  if (error instanceof AddToCartError) return error
  if (error instanceof StoreApiError && error.details.serverMessage)
    return new AddToCartError(error.details.serverMessage)
  logError('12502.01', 'Add to cart failed', error)
  return new AddToCartError(ADD_TO_CART_ERROR)
}

/** POST /rest/auth/cart/add-to-cart (bearer, no cache). Does nothing without a token or session id. */
export async function addToCart(input: {
  productId: number
  quantity: number
  subscribe: boolean
  frequency: number
}) {
  const session = await sessionForAdd()
  if (!session) return null
  try {
    return accepted(
      await storeRequest('/rest/auth/cart/add-to-cart', {
        method: 'POST',
        token: session.authToken,
        body: {
          session_id: session.sessionId,
          product_id: input.productId,
          quantity: input.quantity,
          subscribe: input.subscribe,
          frequency: input.frequency,
        },
        schema: addedSchema,
        code: '11301.01',
      }),
    )
  } catch (error) {
    throw addFailure(error)
  }
}

/**
 * The simple add (path documented in the README): product id, quantity, the subscribable flag
 * and a type (2 one-time, 4 subscription: the sticky bar) or a frequency (4: the pairings).
 * Does nothing without a token or session id. A pairing's add (`pairing`) fails as its own row
 * whatever the cause: logged 12902.01, always the generic text (shell §8).
 */
export async function addToCartSimple(
  input: {
    productId: number
    quantity: number
    subscribable: boolean
    type?: 2 | 4
    frequency?: number
  },
  caller: 'pairing' | 'sticky' = 'sticky',
) {
  const session = await sessionForAdd()
  if (!session) return null
  try {
    return accepted(
      await storeRequest('/rest/auth/cart/add', {
        method: 'POST',
        token: session.authToken,
        body: {
          product_id: input.productId,
          quantity: input.quantity,
          subscribable: input.subscribable,
          ...(input.type === undefined ? {} : { type: input.type }),
          ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
        },
        schema: addedSchema,
        code: '11301.01',
      }),
    )
  } catch (error) {
    if (caller === 'pairing') {
      logError('12902.01', 'Pairing add failed', error)
      throw new AddToCartError(ADD_TO_CART_ERROR)
    }
    throw addFailure(error)
  }
}
