/**
 * The add-to-cart box before its machine runs (ADR 0020): checking while the add-to-cart
 * check loads, then ready in the mode the check decides (or one-time when it failed, as the
 * machine does). The machine's context and its `applyCheck` use these same functions.
 */
import {
  DEFAULT_FREQUENCY_CODE,
  defaultPurchaseMode,
  ONE_TIME_CODE,
  type PurchaseMode,
} from '~/domain/frequency'
import type { Outcome, Resting } from '../shared/start'
import type { ProductPurchaseContext, PurchaseCheck } from './machine'

/**
 * Subscribe by default only when no one-time purchase exists and the product is subscribable
 * (catalogue §4); a shopper who already subscribes buys more once.
 */
export function modeAfterCheck(check: PurchaseCheck): PurchaseMode {
  if (check.hasActiveSubscription) return 'oneTime'
  return defaultPurchaseMode({
    isSubscribable: check.isSubscribable,
    existsOneTime: check.hasOneTimePurchase,
  })
}

/** Subscribe starts at the first option (15 days); one-time has its own code. */
export function modeChoice(mode: PurchaseMode): Pick<ProductPurchaseContext, 'mode' | 'frequency'> {
  return {
    mode,
    frequency: mode === 'subscribe' ? DEFAULT_FREQUENCY_CODE.productBox : ONE_TIME_CODE,
  }
}

export function purchaseContext(input: { productId: number } | undefined): ProductPurchaseContext {
  return {
    productId: input?.productId ?? 0,
    check: null,
    mode: 'oneTime',
    frequency: ONE_TIME_CODE,
    quantity: 1,
    quantityText: '1',
  }
}

/** The check's answer kept, and the default mode it decides. */
export function contextAfterCheck(
  context: ProductPurchaseContext,
  check: PurchaseCheck,
): ProductPurchaseContext {
  return { ...context, check, ...modeChoice(modeAfterCheck(check)) }
}

export function purchaseStart(input: { productId: number }): Resting<ProductPurchaseContext> {
  return {
    value: { myBox: 'idle', explainer: 'closed', box: 'checking' },
    context: purchaseContext(input),
  }
}

export function purchaseAfterCheck(
  input: { productId: number },
  outcome: Outcome<PurchaseCheck>,
): Resting<ProductPurchaseContext> {
  const context = purchaseContext(input)
  return {
    value: { myBox: 'idle', explainer: 'closed', box: 'ready' },
    context: 'output' in outcome ? contextAfterCheck(context, outcome.output) : context,
  }
}
