import { describe, expect, it } from 'vitest'
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  emailError,
  isValidEmail,
  loginProblems,
} from '~/domain/email'

describe('newsletter e-mail validation', () => {
  it('uses the spec messages', () => {
    expect(EMAIL_REQUIRED).toBe('This field is required')
    expect(EMAIL_INVALID).toBe('This email is not valid')
  })
  it.each(['', '   ', null, undefined])('empty (%s) → required', (v) => {
    expect(emailError(v)).toBe('This field is required')
  })
  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'a b@c.com',
    '@example.com',
    'name@',
    'a@@b.com',
    'a@-b.com',
    'a..b@c.com',
    '.a@c.com',
    `${'x'.repeat(250)}@c.com`,
    // The whole value is the address: nothing may follow its top-level domain.
    'ana@example.com1',
    'ana@example.com/x',
  ])('%s → not valid', (v) => {
    expect(emailError(v)).toBe('This email is not valid')
  })
  it.each([
    'ana@example.com',
    ' ana@example.com ',
    'first.last+tag@sub.example.co.uk',
    "o'neil@ex.io",
    // A domain's labels may be one character long, the first or any after it.
    'ana@x.io',
    'ana@mail.x.io',
  ])('%s → valid', (v) => {
    expect(emailError(v)).toBeNull()
    expect(isValidEmail(v)).toBe(true)
  })
  it('takes an address of up to 254 characters', () => {
    const at254 = `${'a'.repeat(242)}@example.com`
    expect(at254).toHaveLength(254)
    expect(emailError(at254)).toBeNull()
    expect(emailError(`a${at254}`)).toBe('This email is not valid')
  })
})

describe('login form problems', () => {
  it.each([
    ['', '', { email: 'required', password: 'required' }],
    // Spaces alone are no address; a password is taken as typed, spaces and all.
    ['   ', ' ', { email: 'required', password: null }],
    ['ana', 'secret', { email: 'invalid', password: null }],
    ['ana@example.com', '', { email: null, password: 'required' }],
    [' ana@example.com ', 'secret', { email: null, password: null }],
  ])('%j and %j → %j', (email, password, problems) => {
    expect(loginProblems(email, password)).toEqual(problems)
  })
})
