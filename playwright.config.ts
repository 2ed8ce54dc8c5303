import { defineConfig, devices } from '@playwright/test'
import { playwrightLaunchOptions } from './scripts/chromium.mjs'
import { POLL_INTERVALS } from './tests/e2e/polling'
import { ADMIN_TOKEN, PURGE_SECRET } from './tests/e2e/secrets'

const PORT = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ['./tests/reporters/playwright-slowest.ts'],
    ['./tests/reporters/playwright-flow-paths.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000, toPass: { intervals: POLL_INTERVALS } },
  use: {
    baseURL,
    // Recording a trace of every test costs about a fifth of the run on 2 cores: CI records the
    // retry of a failed test only (retries: 1); a local run keeps the failed test's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: playwrightLaunchOptions({ shell: true }),
  },
  // Every test runs at 1280 px; at 375 px only those tagged @narrow, where what they check
  // differs with the width (the spec's 767 px and 1024 px breakpoints, layout at a phone's width).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@narrow/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
    },
  ],
  webServer: {
    command: 'npm run build && npm start',
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_URL: baseURL,
      // The metrics listener beside it (tests/e2e/metrics.spec.ts).
      METRICS_PORT: String(PORT + 1),
      ENABLE_TEST_ROUTES: '1',
      // Warnings and errors only, as before the server had a log: no access line per request.
      LOG_LEVEL: 'warn',
      PGLITE_DIR: '.data/e2e-pglite',
      PAGE_CACHE_PURGE_SECRET: PURGE_SECRET,
      STORE_ADMIN_TOKEN: ADMIN_TOKEN,
      // A hung upstream (the `timeout` fault) gives up this soon: fault tests stay quick.
      STORE_TIMEOUT_MS: '3000',
      CONTENT_TIMEOUT_MS: '3000',
      // Every test browses from 127.0.0.1: limits are the store suite's subject, not this one's.
      STORE_RATE_LIMITS:
        'session=100000/60,login=10000/60,newsletter=10000/60,searchClick=10000/60,search=100000/60,productView=100000/60',
    },
  },
})
