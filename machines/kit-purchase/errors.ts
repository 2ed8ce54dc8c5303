/** A failure the store client explained (its toast text); anything else gets the fallback. */
export class KitAddRejected extends Error {
  override name = 'KitAddRejected'
}
