/** Test-only secrets the e2e server is started with (playwright.config.ts) and tests present. */
export const PURGE_SECRET = 'e2e-page-cache-purge-secret-0123456789'
export const ADMIN_TOKEN = 'e2e-store-admin-token-0123456789'
