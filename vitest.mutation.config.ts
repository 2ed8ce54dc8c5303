import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config'

// The machine-level suites only (stryker.config.mjs): fast, and about the machines themselves.
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        'tests/model/spec-properties.test.ts',
        'tests/model/graph-snapshots.test.ts',
        'tests/model/coverage.test.ts',
      ],
    },
  }),
)
