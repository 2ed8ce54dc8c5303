import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The machine-level suites only (stryker.config.mjs): fast, and about the machines themselves.
// Spread, not mergeConfig: that would append these to the base's include (every suite).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      'tests/model/spec-properties.test.ts',
      'tests/model/graph-snapshots.test.ts',
      'tests/model/coverage.test.ts',
    ],
  },
})
