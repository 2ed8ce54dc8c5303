/** Product tag badges and ingredient score badges. */

/** product_tag: 0 or empty = no badge; 1 = BEST SELLER; 2 = NEW ARRIVAL (catalogue spec §3). */
export function productTagBadge(
  tag: number | string | null | undefined,
): 'BEST SELLER' | 'NEW ARRIVAL' | null {
  const n = Number(tag)
  if (n === 1) return 'BEST SELLER'
  if (n === 2) return 'NEW ARRIVAL'
  return null
}

export type ScoreBand = 'zero' | 'low' | 'moderate' | 'high' | 'unknown'

/**
 * Ingredient score badge (shell spec §2): 0 shows an icon; under 3 plain; 3 to 6 yellow;
 * 7 to 10 red; 11 or more a question icon. Bands are read as "under 3", "under 7", "under 11"
 * so fractional scores fall somewhere; a missing or negative score is unknown (question icon).
 */
export function ingredientScoreBand(rating: number | string | null | undefined): ScoreBand {
  // Number() reads null and '' as 0 (undefined already gives NaN, caught below).
  if (rating === null || rating === '') return 'unknown'
  const n = Number(rating)
  if (!Number.isFinite(n) || n < 0) return 'unknown'
  if (n === 0) return 'zero'
  if (n < 3) return 'low'
  if (n < 7) return 'moderate'
  if (n < 11) return 'high'
  return 'unknown'
}
