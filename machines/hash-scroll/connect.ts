/** View props of the hash scroll (catalogue §2 "Ingredient page"): what it is after, and whether it got there. */
import type { SnapshotFrom } from 'xstate'
import type { HashScrollEvent, hashScrollMachine } from './machine'

export function connectHashScroll(
  snapshot: SnapshotFrom<typeof hashScrollMachine>,
  send: (event: HashScrollEvent) => void,
) {
  return {
    /** The id being looked for or scrolled to, or null. */
    target: snapshot.context.target,
    /** Still looking for the element. */
    seeking: snapshot.matches('seeking') || snapshot.matches('waiting'),
    /** The page scrolled to it. */
    scrolled: snapshot.matches('scrolled'),
    /** The URL's hash changed (a link on the page, the browser's back button). */
    hashChanged: (hash: string) => send({ type: 'hash.changed', hash }),
  }
}
