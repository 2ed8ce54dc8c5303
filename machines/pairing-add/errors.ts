/** Nothing was sent: no token or session id (11303.01, logged by the store client). */
export class PairingAddSkipped extends Error {
  override name = 'PairingAddSkipped'
}
