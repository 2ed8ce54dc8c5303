/**
 * Delivery frequency options and their store codes (catalogue spec §9; shell spec §9).
 * Purchase-mode rules live with the machine's guards; the codes live here.
 */

export interface FrequencyOption {
  days: 15 | 30 | 45 | 60 | 90
  code: 9 | 4 | 10 | 6 | 8
  label: string
}

export const FREQUENCY_OPTIONS: readonly FrequencyOption[] = [
  { days: 15, code: 9, label: '15 days' },
  { days: 30, code: 4, label: '30 days' },
  { days: 45, code: 10, label: '45 days' },
  { days: 60, code: 6, label: '60 days' },
  { days: 90, code: 8, label: '90 days' },
] as const

/** The code the store uses for a one-time purchase. */
export const ONE_TIME_CODE = 2

/**
 * Each flow's default. The two specs disagree: the product add-to-cart box defaults to the
 * first option, 15 days (catalogue spec §4, §9); the starter-kit purchase box says
 * "Delivered every 30 days" and adds with code 4 (shell spec §4, §9). The flow decides.
 */
export const DEFAULT_FREQUENCY_CODE = {
  productBox: 9,
  starterKit: 4,
} as const

const THIRTY_DAYS = FREQUENCY_OPTIONS[1] as FrequencyOption

/** Option for a code; unknown codes (including one-time) map to 30 days. */
export function frequencyByCode(code: number | string | null | undefined): FrequencyOption {
  const n = Number(code)
  return FREQUENCY_OPTIONS.find((o) => o.code === n) ?? THIRTY_DAYS
}

export function isFrequencyCode(code: unknown): code is FrequencyOption['code'] {
  return FREQUENCY_OPTIONS.some((o) => o.code === Number(code))
}

export type PurchaseMode = 'subscribe' | 'oneTime'

/** The sticky bar's cart call type: 2 for one-time, 4 for subscription. */
export function stickyCartType(mode: PurchaseMode): 2 | 4 {
  return mode === 'subscribe' ? 4 : 2
}

/**
 * After loading, subscribe is the default only when no one-time purchase exists and the
 * product is subscribable (catalogue spec §4).
 */
export function defaultPurchaseMode(input: {
  isSubscribable: boolean
  existsOneTime: boolean
}): PurchaseMode {
  return input.isSubscribable && !input.existsOneTime ? 'subscribe' : 'oneTime'
}

/**
 * The box's mode once the add-to-cart check answers (catalogue §4): the default above, except
 * that a shopper who already subscribes buys more once (the subscribe option is replaced by a
 * message saying so, §2).
 */
export function purchaseModeAfterCheck(check: {
  isSubscribable: boolean
  hasActiveSubscription: boolean
  hasOneTimePurchase: boolean
}): PurchaseMode {
  if (check.hasActiveSubscription) return 'oneTime'
  return defaultPurchaseMode({
    isSubscribable: check.isSubscribable,
    existsOneTime: check.hasOneTimePurchase,
  })
}
