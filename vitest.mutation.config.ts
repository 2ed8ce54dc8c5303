import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The suites about the area under mutation (stryker.config.mjs sets MUTATION_TESTS): the
// generated tests (machine and view levels), or for the domain the unit tests of everything
// that uses it (its own tables, the shell, content, api; not the reference store's).
// Spread, not mergeConfig: that would append these to the base's include (every suite).
const domain = process.env.MUTATION_TESTS === 'domain'

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: domain ? ['tests/unit/**/*.test.{ts,tsx}'] : ['tests/model/**/*.test.{ts,tsx}'],
    exclude: domain ? ['tests/unit/store/**', '**/node_modules/**'] : ['**/node_modules/**'],
    globalSetup: [],
    // Stryker runs two test runners side by side (its concurrency): one thread each.
    maxWorkers: 1,
  },
})
