import { describe, expect, it } from 'vitest'
import { EMAIL_INVALID, EMAIL_REQUIRED, emailError, isValidEmail } from '~/domain/email'

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
  ])('%s → not valid', (v) => {
    expect(emailError(v)).toBe('This email is not valid')
  })
  it.each([
    'ana@example.com',
    ' ana@example.com ',
    'first.last+tag@sub.example.co.uk',
    "o'neil@ex.io",
  ])('%s → valid', (v) => {
    expect(emailError(v)).toBeNull()
    expect(isValidEmail(v)).toBe(true)
  })
})
