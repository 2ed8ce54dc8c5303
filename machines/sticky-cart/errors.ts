/** A failed add, with the words of its toast: the store's explanation, or the spec's text when it gave none. */
export class StickyAddRejected extends Error {
  override name = 'StickyAddRejected'
}

/** Nothing was sent: no token or session id (11303.01, logged by the store client). */
export class StickyAddSkipped extends Error {
  override name = 'StickyAddSkipped'
}
