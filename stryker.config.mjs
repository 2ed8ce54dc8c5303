// Mutation testing (npm run bench:mutation): how many deliberate changes to the code behind the
// flows the tests notice. One area per run, chosen by MUTATION_AREA (scripts/bench-mutation.mjs
// runs them in turn); each area's mutants are checked by the suites that are about it.
// Figures only; not in `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The components that run a flow (they call useFlow): found, not listed. */
function flowViews() {
  return readdirSync('src/components', { recursive: true })
    .map((f) => join('src/components', String(f)))
    .filter((f) => /\.tsx?$/.test(f) && readFileSync(f, 'utf8').includes('useFlow('))
}

const AREAS = {
  // The machines and their connects, against the generated tests (spec properties on every path
  // and random walk, graph snapshots, coverage gate, view-level replays).
  machines: { mutate: ['machines/*/machine.ts', 'machines/*/connect.ts'], tests: 'model' },
  // The actor implementations every shopper runs, against the generated view paths (which run
  // them, the network faked at HTTP).
  implementations: { mutate: ['machines/*/actors.ts'], tests: 'model' },
  // The views that render a flow, against the generated view paths and the component tests
  // written from the spec (a view's static text, its lists and empty states are theirs).
  views: { mutate: flowViews(), tests: 'views' },
  // The business rules, against the unit tests (their own tables, written from the spec's
  // text, and those of the shell, content and api that use them).
  domain: { mutate: ['src/domain/*.ts'], tests: 'domain' },
}
/**
 * MUTATION_SAMPLE=0.25: a fixed sample of each file's code instead of all of it (an area whose
 * every mutant reruns many view paths takes hours on 2 cores). Files are cut into windows of
 * WINDOW lines; a window is kept when a hash of its file and place falls under the fraction, so
 * the same code is sampled on every run and a score can be compared run to run.
 */
const WINDOW = 12
function sampled(files, fraction) {
  const kept = (text) => {
    let h = 2166136261 // FNV-1a
    for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
    return h / 2 ** 32 < fraction
  }
  return files.flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n').length
    const windows = []
    for (let start = 1; start <= lines; start += WINDOW)
      if (kept(`${file}:${start}`))
        windows.push(`${file}:${start}-${Math.min(start + WINDOW - 1, lines)}`)
    return windows
  })
}

/** machines/<flow>/<name> patterns as files (Stryker takes line ranges on files only). */
const expand = (patterns) =>
  patterns.flatMap((p) =>
    p.startsWith('machines/*/')
      ? readdirSync('machines')
          .map((flow) => p.replace('*', flow))
          .filter((f) => existsSync(f))
      : [p],
  )

const area = process.env.MUTATION_AREA ?? 'machines'
if (!AREAS[area]) throw new Error(`MUTATION_AREA: one of ${Object.keys(AREAS).join(', ')}`)
process.env.MUTATION_TESTS = AREAS[area].tests
const fraction = Number(process.env.MUTATION_SAMPLE ?? 1)
/**
 * MUTATION_STATIC: the static mutants picked by scripts/bench-mutation.mjs (`--static=N`), as
 * Stryker's `file:line:column-line:column` ranges, each the exact place of one mutant. They run
 * (every suite of the area per mutant), the rest of the area does not.
 */
const statics = process.env.MUTATION_STATIC ? JSON.parse(process.env.MUTATION_STATIC) : null
const mutate = statics
  ? statics
  : fraction > 0 && fraction < 1
    ? sampled(expand(AREAS[area].mutate), fraction)
    : AREAS[area].mutate

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate,
  coverageAnalysis: 'perTest',
  // Code evaluated when its module loads (a machine's config, a table) is "static" to Stryker,
  // which would rerun every suite for each of its mutants (hours on 2 cores). A machine's
  // structural changes (targets, events, names, delays) are what the committed graph snapshots
  // show as a diff; this run measures the mutants in code that runs per call, and a fixed sample
  // of the static ones is measured apart (MUTATION_STATIC above).
  ignoreStatic: !statics,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `.reports/mutation-${area}${statics ? '-static' : ''}.json` },
  concurrency: 2,
  timeoutMS: 30_000,
  // Vitest strips types without checking them, so the sandbox needs no `// @ts-nocheck`: added
  // to every file, it changed the generated machines/*.gen.ts the flow-keys test compares.
  disableTypeChecks: false,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
