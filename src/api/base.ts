/**
 * Where the store API is and how to reach it, configured once per process: by the server entry
 * at start-up (the in-process store, or HTTP when STORE_API_URL is set) and in the browser from
 * the public settings. Nothing per request lives here. No zod here.
 */
export type StoreTransport = (url: string, init: RequestInit) => Promise<Response>

let baseUrl = ''
// Looked up at call time so tests that stub the global fetch see their stub.
const httpTransport: StoreTransport = (url, init) => fetch(url, init)
let transport: StoreTransport = httpTransport

export function configureStoreApi(url: string, inProcess?: StoreTransport): void {
  baseUrl = url.replace(/\/+$/, '')
  transport = inProcess ?? httpTransport
}

export function storeApiUrl(path: string): string {
  return `${baseUrl}${path}`
}

/** Sends a request to the store: in-process on the server by default, otherwise over HTTP. */
export function sendToStore(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init)
}
