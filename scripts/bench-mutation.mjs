#!/usr/bin/env node
// Runs StrykerJS over each area behind the flows (stryker.config.mjs: machines and connects,
// actor implementations, flow views, domain) and prints the mutation score per file and per
// area, with the surviving mutants. Target: at least 90 % killed in each area. Figures only.
// Area `numbers` (scripts/number-mutants.mjs): every numeric literal of src/config, src/domain,
// the machines' delays and the flow views nudged a step each way and to a far value, scored
// apart (StrykerJS has no numeric-literal mutator).
// Usage: npm run bench:mutation [-- machines implementations views domain numbers] [--sample=0.25]
//   [--static=N [--static-only]] [--files=src/domain/text.ts,…: the numbers area over those only]
// --sample: a fixed sample of each file's lines (stryker.config.mjs), the same on every run.
// --static=N: then N of the area's static mutants (code run when its module loads, which the
// main run leaves out: each reruns every suite of the area), a fixed pick among those the main
// run listed, scored apart. --static-only: only that, from the area's last report.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ALL = ['machines', 'implementations', 'views', 'domain', 'numbers']
const areas = process.argv.slice(2).filter((a) => ALL.includes(a))
const sample = process.argv.find((a) => a.startsWith('--sample='))?.slice('--sample='.length)
const staticCount = Number(
  process.argv.find((a) => a.startsWith('--static='))?.slice('--static='.length) ?? 0,
)
const staticOnly = process.argv.includes('--static-only')
/** `--files=a,b`: the numbers area over those files only (scripts/number-mutants.mjs). */
const files = process.argv.filter((a) => a.startsWith('--files='))
const started = Date.now()
const totals = []

for (const area of areas.length ? areas : ALL) {
  if (area === 'numbers') {
    if (staticOnly) continue
    const begun = Date.now()
    const numbers = (more) =>
      spawnSync(
        join(root, 'node_modules/.bin/node'),
        [
          'scripts/number-mutants.mjs',
          ...(sample ? [`--sample=${sample}`] : []),
          ...files,
          ...more,
        ],
        { cwd: root, stdio: 'inherit' },
      ).status
    // 75: a mutant hung a test and was given up; the rest go on from where it stood.
    let status = numbers([])
    while (status === 75) status = numbers(['--resume'])
    if (status !== 0) process.exit(status ?? 1)
    const r = JSON.parse(readFileSync(join(root, '.reports/mutation-numbers.json'), 'utf8'))
    totals.push({
      area,
      killed: r.killed,
      total: r.total,
      score: r.total ? (r.killed / r.total) * 100 : 0,
      minutes: (Date.now() - begun) / 60000,
    })
    continue
  }
  if (!staticOnly) {
    const begun = Date.now()
    stryker(area, sample ? { MUTATION_SAMPLE: sample } : {})
    const result = score(area, `.reports/mutation-${area}.json`)
    if (result) totals.push({ ...result, minutes: (Date.now() - begun) / 60000 })
  }
  if (staticCount > 0) {
    const begun = Date.now()
    const picked = pickStatic(area, staticCount)
    if (!picked) continue
    stryker(area, { MUTATION_STATIC: JSON.stringify(picked) })
    const result = score(`${area} (static)`, `.reports/mutation-${area}-static.json`)
    if (result) totals.push({ ...result, minutes: (Date.now() - begun) / 60000 })
  }
}

function stryker(area, env) {
  try {
    // With this script's Node (the project's, node_modules/.bin/node): StrykerJS needs 22, and
    // its bin's `env node` finds whatever node comes first on PATH.
    execFileSync(process.execPath, [join(root, 'node_modules/.bin/stryker'), 'run'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_AREA: area, ...env },
    })
  } catch {
    // Stryker exits non-zero under a break threshold; the figures below still stand.
  }
}

/** Prints a report's score per file and overall, with its survivors. */
function score(area, path) {
  const file = join(root, path)
  if (!existsSync(file)) {
    console.log(`\n${area}: no report (the run failed)`)
    return null
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  let killed = 0
  let total = 0
  let ignored = 0
  const survivors = []
  console.log(
    `\n${area}`.padEnd(48),
    'killed'.padStart(7),
    'total'.padStart(6),
    'score'.padStart(8),
  )
  for (const [name, { mutants }] of Object.entries(report.files)) {
    ignored += mutants.filter((m) => m.status === 'Ignored').length
    const counted = mutants.filter(
      (m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status),
    )
    if (counted.length === 0) continue
    const dead = counted.filter((m) => ['Killed', 'Timeout'].includes(m.status)).length
    killed += dead
    total += counted.length
    for (const m of counted.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage'))
      survivors.push(
        `${name}:${m.location.start.line} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (no test runs it)' : ''}: ${m.replacement ?? ''}`.slice(
          0,
          170,
        ),
      )
    console.log(
      `  ${name}`.padEnd(47),
      String(dead).padStart(7),
      String(counted.length).padStart(6),
      `${((dead / counted.length) * 100).toFixed(1)} %`.padStart(8),
    )
  }
  const result = total ? (killed / total) * 100 : 0
  console.log(
    `  ${area} overall`.padEnd(47),
    String(killed).padStart(7),
    String(total).padStart(6),
    `${result.toFixed(1)} %`.padStart(8),
  )
  if (ignored) console.log(`  (${ignored} static mutants not run here: --static=N samples them)`)
  if (survivors.length) console.log(`  survivors:\n    ${survivors.join('\n    ')}`)
  return { area, killed, total, score: result }
}

/**
 * N of the static mutants the area's last report lists, as exact ranges. Only mutants that hold
 * no other mutant are picked (a string, a number, a condition, an operator, a function's body):
 * a range runs every mutant inside it, and a whole machine config's removal is what the graph
 * snapshots show. The pick is by a hash of each mutant's place and kind, so it is the same on
 * every run while the code does not move.
 */
function pickStatic(area, count) {
  const file = join(root, `.reports/mutation-${area}.json`)
  if (!existsSync(file)) {
    console.log(`\n${area} (static): no report of the area to pick from; run it first`)
    return null
  }
  const { files } = JSON.parse(readFileSync(file, 'utf8'))
  const before = (a, b) => a.line < b.line || (a.line === b.line && a.column <= b.column)
  const same = (a, b) => a.line === b.line && a.column === b.column
  const inside = (outer, inner) =>
    before(outer.start, inner.start) &&
    before(inner.end, outer.end) &&
    !(same(outer.start, inner.start) && same(outer.end, inner.end))
  const hash = (text) => {
    let h = 2166136261 // FNV-1a
    for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
    return h
  }
  const leaves = Object.entries(files).flatMap(([name, { mutants }]) =>
    mutants
      .filter((m) => m.status === 'Ignored')
      .filter((m) => !mutants.some((o) => o !== m && inside(m.location, o.location)))
      .map((m) => ({
        name,
        m,
        key: hash(`${name}:${JSON.stringify(m.location)}:${m.mutatorName}:${m.replacement}`),
      })),
  )
  // One range per place (several mutators can change the same node: all of them run).
  const ranges = new Set()
  for (const { name, m } of leaves.sort((a, b) => a.key - b.key)) {
    if (ranges.size >= count) break
    // The report counts lines and columns from 1; Stryker's ranges take babel's 0-based column
    // and an end column just past the node.
    const { start, end } = m.location
    ranges.add(`${name}:${start.line}:${start.column - 1}-${end.line}:${end.column - 1}`)
  }
  console.log(
    `\n${area} (static): ${ranges.size} places picked of ${leaves.length} static mutants that hold no other`,
  )
  return [...ranges]
}

console.log(
  '\narea'.padEnd(26),
  'killed'.padStart(7),
  'total'.padStart(6),
  'score'.padStart(8),
  'minutes'.padStart(8),
)
for (const t of totals)
  console.log(
    t.area.padEnd(25),
    String(t.killed).padStart(7),
    String(t.total).padStart(6),
    `${t.score.toFixed(1)} %`.padStart(8),
    t.minutes.toFixed(1).padStart(8),
  )
console.log(
  `\nwall time ${((Date.now() - started) / 60000).toFixed(1)} min${sample ? `; a fixed sample of ${Number(sample) * 100} % of each file's lines` : ''}`,
)
