import { defineConfig } from 'vitest/config'
// @ts-expect-error: a plain ES module of the scripts, without types
import { numberSwitch } from './scripts/number-literals.mjs'
import base from './vitest.config.ts'

// scripts/number-mutants.mjs: the whole suite with every number of its targets compiled into a
// switch (scripts/number-literals.mjs); the first run records which test files run each literal.
export default defineConfig({
  ...base,
  plugins: [numberSwitch(), ...(base.plugins ?? [])],
  test: {
    ...base.test,
    setupFiles: ['tests/number-hits.ts', ...[base.test?.setupFiles ?? []].flat()],
    // Quiet: the runner prints each file's score; a baseline failure is named by the runner.
    reporters: [{}],
  },
})
