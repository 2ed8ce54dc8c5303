import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The suites about the area under mutation (stryker.config.mjs sets MUTATION_TESTS): the
// generated tests (machine and view levels); for the domain the unit tests of everything that
// uses it (its own tables, the shell, content, api; not the reference store's); for the flow
// views both.
// Spread, not mergeConfig: that would append these to the base's include (every suite).
const domain = process.env.MUTATION_TESTS === 'domain'
const views = process.env.MUTATION_TESTS === 'views'
const unit = ['tests/unit/**/*.test.{ts,tsx}']
const model = ['tests/model/**/*.test.{ts,tsx}']

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: domain ? unit : views ? [...model, ...unit] : model,
    exclude: ['tests/unit/store/**', '**/node_modules/**'],
    globalSetup: [],
    // Stryker runs two test runners side by side (its concurrency): one thread each.
    maxWorkers: 1,
  },
})
