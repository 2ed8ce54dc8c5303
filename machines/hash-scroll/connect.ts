/** View props of the hash scroll (catalogue §2 "Ingredient page"): what it is after, and whether it got there. */
import type { FlowView } from '../shared/connect'
import type { hashScrollMachine } from './machine'

export function connectHashScroll(snapshot: FlowView<typeof hashScrollMachine>) {
  return {
    /** The id being looked for or scrolled to, or null. */
    target: snapshot.context.target,
    /** Still looking for the element. */
    seeking: snapshot.matches('seeking') || snapshot.matches('waiting'),
    /** The page scrolled to it. */
    scrolled: snapshot.matches('scrolled'),
  }
}
