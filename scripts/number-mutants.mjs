#!/usr/bin/env node
// Number mutants (issue 49): StrykerJS has no mutator for numeric literals, so a number the spec
// states (a cut length, a limit, an interval, a breakpoint) could change with every test
// passing. Each numeric literal of src/config, src/domain, the machines' delays and the flow
// views is nudged one step up, one step down and to a far value (scripts/number-literals.mjs),
// and a mutant the tests do not fail survives. Figures only.
// One Vitest process runs them all, as StrykerJS does: every literal is compiled into a switch
// (vitest.numbers.config.ts), a first run of the whole suite records which test files run each
// literal, then each mutant is made active in turn and only those files run, stopping at the
// first failure. (A process per mutant over `vitest related` took about 3 min each here.)
// A mutant can hang a test in a synchronous loop (a weekday test that is never true), which no
// test timeout interrupts: past MUTANT_LIMIT_MS the mutant counts as killed (a timeout, as
// StrykerJS counts one), the results so far are saved and this process exits with RESUME;
// bench-mutation.mjs starts it again with --resume, which keeps the first run's record of which
// files run each literal and the mutants already scored.
// Usage: npm run bench:mutation -- numbers [--sample=0.25] [--files=src/domain/text.ts,...]
//   [--tests=tests/unit/domain,...: only those test files] [--list: the mutants per file, none run]
//   [--resume]
// (or node scripts/number-mutants.mjs with the same options).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { ACTIVE, HITS, literalsOf, replacements, targets } from './number-literals.mjs'

const root = join(import.meta.dirname, '..')
const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null

/** The same mutants on every run: a hash of each place and replacement under the fraction. */
const kept = (key, fraction) => {
  let h = 2166136261 // FNV-1a
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h / 2 ** 32 < fraction
}

const sample = Number(arg('sample') ?? 1)
const files = arg('files')?.split(',') ?? targets()
const started = Date.now()
const plan = files
  .map((file) => ({
    file,
    mutants: literalsOf(file, readFileSync(join(root, file), 'utf8')).flatMap((l, k) =>
      replacements(l.text)
        .map((to) => ({ ...l, k, to }))
        .filter((m) => kept(`${file}:${m.line}:${m.start}:${m.to}`, sample)),
    ),
  }))
  .filter((p) => p.mutants.length)

if (process.argv.includes('--list')) {
  for (const p of plan) console.log(`  ${p.file}`.padEnd(52), String(p.mutants.length).padStart(6))
  console.log(
    '  numbers'.padEnd(52),
    String(plan.reduce((n, p) => n + p.mutants.length, 0)).padStart(6),
  )
  process.exit(0)
}

/** Exit code asking to be started again with --resume (a hung mutant was given up). */
const RESUME = 75
/** A mutant's run longer than this has hung (a whole file's mutants take about 25 s each here). */
const MUTANT_LIMIT_MS = Number(process.env.NUMBER_MUTANT_LIMIT_MS ?? 180_000)
const PARTIAL = join(root, '.reports', 'mutation-numbers.partial.json')
const resuming = process.argv.includes('--resume') && existsSync(PARTIAL)
/** Each mutant scored so far ("file#k:to" → killed, survived, timeout), kept across a resume. */
const scored = resuming ? JSON.parse(readFileSync(PARTIAL, 'utf8')) : {}

mkdirSync(join(root, '.reports'), { recursive: true })
rmSync(ACTIVE, { force: true })
if (!resuming) {
  rmSync(HITS, { recursive: true, force: true })
  rmSync(PARTIAL, { force: true })
}
const { createVitest } = await import('vitest/node')
const vitest = await createVitest(
  'test',
  { config: join(root, 'vitest.numbers.config.ts'), watch: false },
  {},
)
await vitest.standalone()
const stop = async () => {
  rmSync(ACTIVE, { force: true })
  await vitest.close()
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void stop().then(() => process.exit(130)))

/** Whether every test of the run passed. */
const passed = (result) =>
  result.unhandledErrors.length === 0 && result.testModules.every((m) => m.ok())

// 1. The whole suite, no mutant active: it must pass, and it says who runs what.
const specs = await vitest.globTestSpecifications(arg('tests')?.split(','))
if (!resuming)
  console.log(
    `numbers: the whole suite (${specs.length} files) once, to see which files run each literal`,
  )
let baseline = resuming ? null : await vitest.runTestSpecifications(specs, true)
// A file that failed under the whole suite's load is run again on its own once.
const failed = (baseline?.testModules ?? []).filter((m) => !m.ok()).map((m) => resolve(m.moduleId))
if (failed.length && baseline?.unhandledErrors.length === 0)
  baseline = await vitest.runTestSpecifications(
    specs.filter((s) => failed.includes(resolve(s.moduleId))),
  )
if (baseline && !passed(baseline)) {
  console.error('numbers: the suite fails without a mutant; fix it first:')
  for (const m of baseline.testModules.filter((m) => !m.ok())) {
    console.error(
      `  ${m.moduleId}`,
      m.errors().map((e) => e.message),
    )
    for (const t of m.children.allTests('failed'))
      console.error(`    ${t.fullName}: ${t.result().errors?.[0]?.message}`)
  }
  if (baseline.unhandledErrors.length) console.error(baseline.unhandledErrors)
  await stop()
  process.exit(1)
}
/** `file#k` → the test files that ran that literal. */
const runners = new Map()
for (const f of existsSync(HITS) ? readdirSync(HITS) : []) {
  const { file, hits } = JSON.parse(readFileSync(join(HITS, f), 'utf8'))
  for (const h of hits) runners.set(h, [...(runners.get(h) ?? []), file])
}
const bySpec = new Map(specs.map((s) => [resolve(s.moduleId), s]))
// Cheapest files first (fewest test files per mutant), so a long file does not hold the rest.
const cost = (p) =>
  p.mutants.reduce((n, m) => n + (runners.get(`${p.file}#${m.k}`)?.length ?? 0), 0)
plan.sort((a, b) => cost(a) - cost(b))

/** Whether every failure of a run is a test that ran out of time. */
const onlyTimedOut = (result) =>
  result.unhandledErrors.length === 0 &&
  result.testModules.some((m) => !m.ok()) &&
  result.testModules.every(
    (m) =>
      m.ok() ||
      (m.errors().length === 0 &&
        [...m.children.allTests('failed')].every((t) =>
          /timed out/i.test(t.result().errors?.[0]?.message ?? ''),
        )),
  )
let retried = 0

/**
 * The mutated file's own tests first (tests/unit/domain/blog.test.ts for src/domain/blog.ts),
 * then, if they pass, the rest. A literal read as its module loads is run by every file that
 * imports the module, and Vitest starts the longest files first: with the whole lot at once,
 * the first failure (bail) came only after minutes, past the hang limit, for mutants the own
 * table kills at once.
 */
async function runOwnFirst(file, chosen) {
  const name = basename(file).replace(/\.[^.]+$/, '')
  const own = chosen.filter((s) => basename(s.moduleId).startsWith(`${name}.test.`))
  const rest = chosen.filter((s) => !own.includes(s))
  const first = own.length ? await vitest.runTestSpecifications(own) : null
  if (first && (!passed(first) || rest.length === 0)) return first
  return vitest.runTestSpecifications(rest)
}

// 2. Each mutant against the test files that run its literal, stopping at the first failure.
vitest.config.bail = 1
const rows = []
const survivors = []
for (const { file, mutants } of plan) {
  let killed = 0
  for (const m of mutants) {
    const key = `${file}#${m.k}:${m.to}`
    if (scored[key]) {
      if (scored[key] === 'survived') survivors.push(`${file}:${m.line} ${m.text} → ${m.to}`)
      else killed++
      continue
    }
    const chosen = (runners.get(`${file}#${m.k}`) ?? [])
      .map((f) => bySpec.get(resolve(f)))
      .filter(Boolean)
    if (!chosen.length) {
      survivors.push(`${file}:${m.line} ${m.text} → ${m.to} (no test runs it)`)
      continue
    }
    writeFileSync(ACTIVE, JSON.stringify({ file, k: m.k, to: m.to }))
    const watchdog = setTimeout(() => {
      scored[key] = 'timeout'
      writeFileSync(PARTIAL, JSON.stringify(scored))
      console.log(`\n  ${file}:${m.line} ${m.text} → ${m.to} hung a test: killed; starting again`)
      rmSync(ACTIVE, { force: true })
      process.exit(RESUME)
    }, MUTANT_LIMIT_MS)
    let result = await runOwnFirst(file, chosen)
    // A test that only ran out of time says more about the machine's load than the mutant: it
    // is asked once more (a mutant that hangs a test times out again and is killed).
    if (!passed(result) && onlyTimedOut(result)) {
      retried++
      result = await runOwnFirst(file, chosen)
    }
    clearTimeout(watchdog)
    if (passed(result)) survivors.push(`${file}:${m.line} ${m.text} → ${m.to}`)
    else killed++
    scored[key] = passed(result) ? 'survived' : 'killed'
    writeFileSync(PARTIAL, JSON.stringify(scored))
    // Progress: a dot per mutant killed, S per survivor.
    process.stdout.write(passed(result) ? 'S' : '.')
  }
  process.stdout.write('\n')
  rows.push({ file, killed, total: mutants.length })
  console.log(
    `  ${file}`.padEnd(52),
    String(killed).padStart(7),
    String(mutants.length).padStart(6),
    `${((killed / mutants.length) * 100).toFixed(1)} %`.padStart(8),
  )
}
await stop()

const killed = rows.reduce((n, r) => n + r.killed, 0)
const total = rows.reduce((n, r) => n + r.total, 0)
console.log(
  '  numbers overall'.padEnd(52),
  String(killed).padStart(7),
  String(total).padStart(6),
  `${total ? ((killed / total) * 100).toFixed(1) : '–'} %`.padStart(8),
)
if (survivors.length) console.log(`  survivors:\n    ${survivors.join('\n    ')}`)
if (retried) console.log(`  ${retried} mutants whose tests only timed out were run again`)
console.log(
  `\nnumbers: ${((Date.now() - started) / 60000).toFixed(1)} min${sample < 1 ? `; a fixed sample of ${sample * 100} % of the mutants` : ''}`,
)
writeFileSync(
  join(root, '.reports/mutation-numbers.json'),
  JSON.stringify({ rows, survivors, killed, total }, null, 2),
)
process.exit(0)
