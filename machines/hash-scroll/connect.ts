/**
 * View props of the hash scroll (catalogue §2 "Ingredient page"): none. The flow has nothing to
 * show; the machine scrolls the page itself (its actors), and the ingredients page only runs it.
 */
import type { FlowView } from '../shared/connect'
import type { hashScrollMachine } from './machine'

export function connectHashScroll(_snapshot: FlowView<typeof hashScrollMachine>) {
  return {}
}
