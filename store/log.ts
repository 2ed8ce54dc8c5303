/**
 * Where the reference store says what an operator should know: whoever mounts it hands its
 * structured log in (StoreConfig.log; src/server.ts gives the storefront's, the tests too), so
 * the store's lines carry the request's ids. The store writes nowhere else.
 */
export interface StoreLog {
  error(fields: { err?: unknown; [field: string]: unknown }, message: string): void
  warn(fields: { err?: unknown; [field: string]: unknown }, message: string): void
}
