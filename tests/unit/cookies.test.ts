// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readCookie, removeCookie } from '~/lib/cookies'

describe('cookies', () => {
  it('reads URL-encoded values and tolerates malformed escapes', () => {
    document.cookie = `last_referrer=${encodeURIComponent('/about?x=1')}; path=/`
    expect(readCookie('last_referrer')).toBe('/about?x=1')
    document.cookie = 'odd=50%; path=/'
    expect(readCookie('odd')).toBe('50%')
    expect(readCookie('missing')).toBeNull()
  })
  it('removes a cookie', () => {
    document.cookie = 'last_referrer=%2F; path=/'
    removeCookie('last_referrer')
    expect(readCookie('last_referrer')).toBeNull()
  })
})
