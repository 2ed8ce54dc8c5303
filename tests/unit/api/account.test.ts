import { describe, expect, it } from 'vitest'
import { login, LOGIN_FAILED, logout } from '~/api/visitor/account'
import { captureLogs, fakeStore } from './helpers'

describe('store host login', () => {
  it('sends the e-mail and password only: the store signs in the session its cookie holds', async () => {
    const seen = fakeStore({
      'POST /rest/auth/login': {
        json: {
          status: 'Success',
          data: { token: 'x', session_id: 's-1', member: { firstName: 'Avery', token: 'm' } },
        },
      },
    })
    await expect(login('avery@example.com', 'secret')).resolves.toEqual({ firstName: 'Avery' })
    expect(seen.find((r) => r.path === '/rest/auth/login')?.body).toEqual({
      email: 'avery@example.com',
      password: 'secret',
    })
    expect(seen.find((r) => r.path === '/rest/auth/login')?.credentials).toBe('include')
  })

  it('shows the store’s reason for a refused login, a generic text otherwise', async () => {
    fakeStore({
      'POST /rest/auth/login': {
        status: 401,
        json: { message: 'The e-mail or password is incorrect.' },
      },
    })
    captureLogs()
    await expect(login('a@b.co', 'nope')).rejects.toThrow('The e-mail or password is incorrect.')
    fakeStore({ 'POST /rest/auth/login': { network: true } })
    await expect(login('a@b.co', 'nope')).rejects.toThrow(LOGIN_FAILED)
  })

  it('logout sends the member token', async () => {
    const seen = fakeStore({ 'POST /rest/auth/membership/logout': { json: { status: 'Success' } } })
    await logout('member-token')
    expect(seen.at(-1)?.body).toEqual({ token: 'member-token' })
  })
})

describe('session parsing', () => {
  it('an odd My Box count reads as 0 instead of losing the session (and its token)', async () => {
    const { fetchSession } = await import('~/api/visitor/session')
    fakeStore({
      'POST /rest/auth/session': {
        json: {
          session_id: 's-9',
          token: 't-9',
          authenticated: true,
          member: { firstName: 'Avery', token: 'm' },
          my_box_count: 'lots',
        },
      },
    })
    await expect(fetchSession()).resolves.toMatchObject({
      authToken: 't-9',
      authenticated: true,
      myBoxCount: 0,
    })
  })
})

describe('the page has one session', () => {
  it('a fresh read (the My Box count) is what every later call gets; a failed one keeps the last', async () => {
    const { ensureSession, refreshSession } = await import('~/api/visitor/session')
    let myBoxCount: number | null = 2
    fakeStore({
      'POST /rest/auth/session': () =>
        myBoxCount === null
          ? { network: true }
          : {
              json: {
                session_id: 's-1',
                token: 't-1',
                authenticated: true,
                member: { firstName: 'Avery', token: 'm' },
                my_box_count: myBoxCount,
              },
            },
    })
    await expect(ensureSession()).resolves.toMatchObject({ myBoxCount: 2 })
    myBoxCount = 5
    // Still the page's one read: the session is fetched once a page.
    await expect(ensureSession()).resolves.toMatchObject({ myBoxCount: 2 })
    await expect(refreshSession()).resolves.toMatchObject({ myBoxCount: 5 })
    await expect(ensureSession()).resolves.toMatchObject({ myBoxCount: 5 })
    myBoxCount = null
    captureLogs()
    await expect(refreshSession()).rejects.toThrow()
    await expect(ensureSession()).resolves.toMatchObject({ myBoxCount: 5 })
  })
})
