/** The Shop dropdown before it runs: closed, no tiles loaded yet (ADR 0020). */
import type { Resting } from '../shared/start'
import type { ShopDropdownContext } from './machine'

export const shopDropdownStart: Resting<ShopDropdownContext> = {
  value: 'closed',
  context: { tiles: [], loaded: false },
}
