/**
 * Where the reference store says what an operator should know: the mounting server hands its
 * structured log in (StoreConfig.log; src/server.ts gives the storefront's), so the store's
 * lines carry the request's ids; mounted without one (tests, tools), the console.
 */
export interface StoreLog {
  error(fields: { err?: unknown; [field: string]: unknown }, message: string): void
  warn(fields: { err?: unknown; [field: string]: unknown }, message: string): void
}

const withError = (fields: { err?: unknown }) =>
  fields.err === undefined ? [] : [fields.err instanceof Error ? fields.err.stack : fields.err]

export const consoleLog: StoreLog = {
  error: (fields, message) => console.error(message, ...withError(fields)),
  warn: (fields, message) => console.warn(message, ...withError(fields)),
}
