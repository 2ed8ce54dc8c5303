import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The generated tests only (stryker.config.mjs): the suites that are about the machines.
// Spread, not mergeConfig: that would append these to the base's include (every suite).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // The generated tests (machine and view levels): what checks the machines.
    include: ['tests/model/**/*.test.{ts,tsx}'],
  },
})
