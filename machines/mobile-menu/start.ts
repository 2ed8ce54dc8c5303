/** The mobile menu before it runs: closed, nothing expanded (ADR 0020). */
import type { Resting } from '../shared/start'
import type { MobileMenuContext } from './machine'

export const mobileMenuStart: Resting<MobileMenuContext> = {
  value: 'closed',
  context: { expanded: null },
}
