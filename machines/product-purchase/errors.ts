/** A refusal the store explained: its message is shown as an error toast (11301.01). */
export class AddRejected extends Error {
  override name = 'AddRejected'
}

/** Nothing was sent: no token or session id (11303.01, logged by the store client). */
export class AddSkipped extends Error {
  override name = 'AddSkipped'
}
