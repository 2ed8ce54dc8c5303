/** The store API's base URL, set once (server: settings; browser: public settings). No zod here. */
let baseUrl = ''

export function configureStoreApi(url: string): void {
  baseUrl = url.replace(/\/+$/, '')
}

export function storeApiUrl(path: string): string {
  return `${baseUrl}${path}`
}
