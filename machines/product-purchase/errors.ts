/** A failed add, with the words shown in its error toast: the store's explanation (11301.01), or the spec's text when it gave none (12502.01). */
export class AddRejected extends Error {
  override name = 'AddRejected'
}

/** Nothing was sent: no token or session id (11303.01, logged by the store client). */
export class AddSkipped extends Error {
  override name = 'AddSkipped'
}
