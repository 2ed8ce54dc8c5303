/** The product view event (13901.xx), sent once as the product page loads. */
import { z } from 'zod/mini'
import { logError } from '~/lib/log'
import { storeRequest } from '~/api/http'
import { ensureSession } from '~/api/visitor/session'

/** POST /rest/auth/events/product-view; only the ok status matters (13901.01 / .03 logged). */
export async function trackProductView(productId: number): Promise<boolean> {
  try {
    const session = await ensureSession()
    await storeRequest('/rest/auth/events/product-view', {
      method: 'POST',
      token: session.authToken,
      body: { id: productId, trulyfree_session_id: session.sessionId },
      schema: z.unknown(),
      code: '13901.01',
    })
    return true
  } catch (error) {
    logError('13901.03', 'Product view not recorded', error)
    return false
  }
}
