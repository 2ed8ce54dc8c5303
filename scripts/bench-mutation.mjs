#!/usr/bin/env node
// Runs StrykerJS over each area behind the flows (stryker.config.mjs: machines and connects,
// actor implementations, flow views, domain) and prints the mutation score per file and per
// area, with the surviving mutants. Target: at least 90 % killed in each area. Figures only.
// Usage: npm run bench:mutation [-- machines implementations views domain] [--sample=0.25]
// --sample: a fixed sample of each file's lines (stryker.config.mjs), the same on every run.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const ALL = ['machines', 'implementations', 'views', 'domain']
const areas = process.argv.slice(2).filter((a) => ALL.includes(a))
const sample = process.argv.find((a) => a.startsWith('--sample='))?.slice('--sample='.length)
const started = Date.now()
const totals = []

for (const area of areas.length ? areas : ALL) {
  const begun = Date.now()
  try {
    execFileSync(join(root, 'node_modules/.bin/stryker'), ['run'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_AREA: area, ...(sample ? { MUTATION_SAMPLE: sample } : {}) },
    })
  } catch {
    // Stryker exits non-zero under a break threshold; the figures below still stand.
  }
  const file = join(root, `.reports/mutation-${area}.json`)
  if (!existsSync(file)) {
    console.log(`\n${area}: no report (the run failed)`)
    continue
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
  const score = total ? (killed / total) * 100 : 0
  totals.push({ area, killed, total, score, ignored, minutes: (Date.now() - begun) / 60000 })
  console.log(
    `  ${area} overall`.padEnd(47),
    String(killed).padStart(7),
    String(total).padStart(6),
    `${score.toFixed(1)} %`.padStart(8),
  )
  console.log(`  (${ignored} static mutants not run: see stryker.config.mjs)`)
  if (survivors.length) console.log(`  survivors:\n    ${survivors.join('\n    ')}`)
}

console.log(
  '\narea'.padEnd(18),
  'killed'.padStart(7),
  'total'.padStart(6),
  'score'.padStart(8),
  'minutes'.padStart(8),
)
for (const t of totals)
  console.log(
    t.area.padEnd(17),
    String(t.killed).padStart(7),
    String(t.total).padStart(6),
    `${t.score.toFixed(1)} %`.padStart(8),
    t.minutes.toFixed(1).padStart(8),
  )
console.log(
  `\nwall time ${((Date.now() - started) / 60000).toFixed(1)} min${sample ? `; a fixed sample of ${Number(sample) * 100} % of each file's lines` : ''}`,
)
