import { defineConfig } from 'vitest/config'
import base from './vitest.config'

// The suites about the area under mutation (stryker.config.mjs sets MUTATION_TESTS): the
// generated tests (machine and view levels), or the domain's unit tests.
// Spread, not mergeConfig: that would append these to the base's include (every suite).
const include =
  process.env.MUTATION_TESTS === 'domain'
    ? ['tests/unit/domain/**/*.test.{ts,tsx}']
    : ['tests/model/**/*.test.{ts,tsx}']

export default defineConfig({
  ...base,
  test: { ...base.test, include, globalSetup: [] },
})
