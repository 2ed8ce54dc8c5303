/** Newsletter e-mail validation (both specs §5). */
export const EMAIL_REQUIRED = 'This field is required'
export const EMAIL_INVALID = 'This email is not valid'

// One @, a dotted domain with a 2+ letter TLD, no spaces; the same rule the store applies.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** At most 254 characters (the longest address mail servers carry); no leading or doubled dot. */
export function isValidEmail(value: string): boolean {
  const v = value.trim()
  // EMAIL needs a local part, so v's first character is the local part's.
  return v.length <= 254 && EMAIL.test(v) && !v.startsWith('.') && !v.includes('..')
}

/** The message for a value, or null when it may be sent. */
export function emailError(
  value: string | null | undefined,
): typeof EMAIL_REQUIRED | typeof EMAIL_INVALID | null {
  const v = (value ?? '').trim()
  if (v === '') return EMAIL_REQUIRED
  return isValidEmail(v) ? null : EMAIL_INVALID
}

export type FieldProblem = 'required' | 'invalid'

/** The store host's login form: an e-mail that is a valid address and a password, both given. */
export function loginProblems(
  email: string,
  password: string,
): { email: FieldProblem | null; password: FieldProblem | null } {
  const address = email.trim()
  return {
    email: address === '' ? 'required' : isValidEmail(address) ? null : 'invalid',
    password: password === '' ? 'required' : null,
  }
}
