/**
 * The generated browser paths' clock (tests/e2e/flows/runner.ts): a held request's deadline,
 * set while the page loads and before the test can put its clock in, runs on that clock once
 * it is in, so a long tour on a busy machine cannot outlive it on the wall clock.
 */
import { expect, test } from './fixtures'
import { HeldRequests, pauseClock } from './flows/runner'

test("a held request's deadline, set before the clock went in, runs on the test's clock", async ({
  page,
}) => {
  const session = await HeldRequests.hold(page, '**/rest/auth/session')
  const logged: string[] = []
  page.on('console', (m) => logged.push(m.text()))
  const timedOut = () => logged.some((t) => t.includes('Timed out calling POST /rest/auth/session'))
  await page.goto('/products/free-clear-laundry-liquid')
  // The page asked for its session before the clock went in (the race a busy machine loses).
  await expect.poll(() => session.seen.length).toBe(1)
  await pauseClock(page)
  // The store call's 15 s (src/api/base.ts) in the test's time, not the wall's.
  await page.clock.runFor(14_000)
  expect(timedOut()).toBe(false)
  await page.clock.runFor(1_500)
  await expect.poll(timedOut).toBe(true)
})
