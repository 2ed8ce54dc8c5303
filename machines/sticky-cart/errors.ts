/** A refusal the store explained (its message is the toast). */
export class StickyAddRejected extends Error {
  override name = 'StickyAddRejected'
}

/** Nothing was sent: no token or session id (11303.01, logged by the store client). */
export class StickyAddSkipped extends Error {
  override name = 'StickyAddSkipped'
}
