import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '#store/db'

/** An error as the query builder throws it: its own message, the client's error as the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause })

describe('a database that is not there, told from a fault', () => {
  it.each([
    ['the server shutting down (57P01)', wrapped({ code: '57P01' })],
    ['the server starting up (57P03)', wrapped({ code: '57P03' })],
    ['a connection failure (08006)', wrapped({ code: '08006' })],
    ['a connection the server ended', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'a pool that could not connect',
      wrapped(new Error('timeout exceeded when trying to connect')),
    ],
    ['a connection refused', wrapped({ code: 'ECONNREFUSED' })],
    ['a connection reset', { code: 'ECONNRESET' }],
    ['a broken pipe', wrapped({ code: 'EPIPE' })],
    ['a connect timeout', wrapped({ code: 'ETIMEDOUT' })],
  ])('%s is unavailable (503)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation (23505)', wrapped({ code: '23505' })],
    ['a syntax error (42601)', wrapped({ code: '42601' })],
    ['an error without a code', new Error('boom')],
    ['nothing', undefined],
    ['a string', 'ECONNRESET'],
    ['a code of another shape', wrapped({ code: 'E08' })],
    ['a message that only mentions a connection', wrapped(new Error('Connection terminated by x'))],
  ])('%s is a fault (500)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
