/** The kit purchase box before its machine runs: subscribe chosen, tiers hidden (ADR 0020). */
import type { Resting } from '../shared/start'
import type { KitPurchaseContext } from './machine'

export const kitPurchaseStart: Resting<KitPurchaseContext> = {
  value: { explainer: 'closed', purchase: 'ready' },
  context: { kitId: null, subscribe: true },
}
