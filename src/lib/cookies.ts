/** Browser cookie helpers (the values are URL-encoded by whoever sets them). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/**
 * Expires a cookie for this host and for each parent domain: a store host on a sibling
 * subdomain sets a shared cookie with Domain=.example.com, which only a matching Domain removes.
 */
export function removeCookie(name: string): void {
  const expire = `${name}=; Path=/; Max-Age=0; SameSite=Lax`
  document.cookie = expire
  const parts = window.location.hostname.split('.')
  // From "example.com" up to the full host name; a bare top-level domain is never a cookie domain.
  for (let i = parts.length - 2; i >= 0; i--) {
    document.cookie = `${expire}; Domain=.${parts.slice(i).join('.')}`
  }
}
