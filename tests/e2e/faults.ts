import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Fault injection for the error rows (issue 18, docs/ERRORS.md): every request the page makes
 * from here on carries the faults (src/server/store-faults.ts) and a test id, so the store calls
 * the server render makes and the page's own calls both fail as the row says, and whatever the
 * server logs for them can be read back. The browser's console is read as well: a row's log
 * code may be written on either side.
 */
export interface Faulted {
  /** Every log line seen so far: the server's for this test's requests, then the browser's. */
  lines: () => Promise<string[]>
  /**
   * Waits until a line carrying `[code]` has been logged on either side; `provoke`, when given,
   * runs before each look (for a fault the page may not be listening for yet).
   */
  expectLogged: (code: string, text?: string, provoke?: () => Promise<unknown>) => Promise<void>
  /** Asserts no line carries `[code]` (after the page has settled). */
  expectNotLogged: (code: string) => Promise<void>
}

export async function injectFaults(page: Page, faults: Record<string, string>): Promise<Faulted> {
  const id = `fault-${randomUUID()}`
  const header = Object.entries(faults)
    .map(([prefix, kind]) => `${prefix}=${kind}`)
    .join(', ')
  await page.setExtraHTTPHeaders({
    ...(header ? { 'x-test-store-fault': header } : {}),
    'x-test-request-id': id,
  })
  const browser: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') browser.push(message.text())
  })
  const lines = async () => {
    const response = await page.request.get(`/test-only/logs?id=${id}`)
    const { lines: server } = (await response.json()) as { lines: string[] }
    return [...server, ...browser]
  }
  return {
    lines,
    expectLogged: async (code, text, provoke) => {
      await expect
        .poll(
          async () => {
            await provoke?.()
            return (await lines()).some(
              (l) => l.includes(`[${code}]`) && (!text || l.includes(text)),
            )
          },
          { message: `a log line with [${code}]${text ? ` and "${text}"` : ''}`, timeout: 10_000 },
        )
        .toBe(true)
    },
    expectNotLogged: async (code) => {
      expect((await lines()).filter((l) => l.includes(`[${code}]`))).toEqual([])
    },
  }
}

/** Drops the faults: later requests from the page reach the store again. */
export async function clearFaults(page: Page) {
  await page.setExtraHTTPHeaders({})
}
