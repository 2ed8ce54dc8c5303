// Mutation testing of the flow machines (npm run bench:mutation): how many deliberate changes
// to machines/*/machine.ts the generated tests notice — the spec properties on every path and
// random walk, the graph snapshots, the coverage gate and the view-level replays (tests/model).
// Figures only; not in `npm test`.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['machines/*/machine.ts'],
  coverageAnalysis: 'perTest',
  // A machine's config is evaluated when its module loads, so Stryker counts its mutants as
  // "static" and would rerun every suite for each (hours on 2 cores). Those structural changes
  // (targets, events, action and guard names, delays) are what the committed graph snapshots
  // show as a diff; this run measures the mutants in code that runs per event: guards, actions,
  // assigns and inputs, which only the spec properties can catch.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: '.reports/mutation.json' },
  concurrency: 2,
  timeoutMS: 30_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
