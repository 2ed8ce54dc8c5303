/** A failure the store explained; anything else is a network or unexpected error. */
export class SubscribeRejected extends Error {
  override name = 'SubscribeRejected'
}
