/**
 * A carousel's autoplay before its machine runs (ADR 0020, ADR 0021): playing, nothing holding
 * it, its first interval counting from when the carousel came alive (hydrated). The machine and
 * Embla load as that interval nears its end or when the shopper reaches for the carousel;
 * `headStartMs` is how much of the interval passed meanwhile, so the first move keeps its moment.
 */
import { constants } from '~/config/constants'
import type { Resting } from '../shared/start'
import type { AutoplayContext } from './machine'

/** Each carousel's interval is one of the specs' (the Perfect Pairings one by default). */
export const AUTOPLAY_INTERVALS = {
  pairings: constants.pairingAutoplayMs,
  hero: constants.heroAutoplayMs,
  announcement: constants.announcementAutoplayMs,
  reviews: constants.reviewSliderAutoplayMs,
} as const

export interface AutoplayInput {
  intervalMs?: number
  /** Of the first interval, the ms that passed before the machine ran. */
  headStartMs?: number
}

export const autoplayContext = (input: AutoplayInput | undefined): AutoplayContext => ({
  intervalMs: input?.intervalMs ?? AUTOPLAY_INTERVALS.pairings,
  hovered: false,
  focused: false,
  reducedMotion: false,
  headStartMs: input?.headStartMs ?? 0,
})

export const autoplayStart = (input: AutoplayInput | undefined): Resting<AutoplayContext> => ({
  value: 'playing',
  context: autoplayContext(input),
})
