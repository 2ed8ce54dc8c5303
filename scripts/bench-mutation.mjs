#!/usr/bin/env node
// Runs StrykerJS over machines/*/machine.ts and prints the mutation score per machine and
// overall, with the surviving mutants listed. Target: at least 90 % killed. Figures only.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = Date.now()
try {
  execFileSync(join(root, 'node_modules/.bin/stryker'), ['run'], { cwd: root, stdio: 'inherit' })
} catch {
  // Stryker exits non-zero under a break threshold; the figures below still stand.
}
const report = JSON.parse(readFileSync(join(root, '.reports/mutation.json'), 'utf8'))
let killed = 0
let total = 0
const survivors = []
console.log('\nmachine'.padEnd(22), 'killed'.padStart(7), 'total'.padStart(6), 'score'.padStart(7))
for (const [file, { mutants }] of Object.entries(report.files)) {
  const counted = mutants.filter(
    (m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status),
  )
  const dead = counted.filter((m) => ['Killed', 'Timeout'].includes(m.status)).length
  killed += dead
  total += counted.length
  for (const m of counted.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage'))
    survivors.push(
      `${file}:${m.location.start.line} ${m.mutatorName}: ${m.replacement ?? ''}`.slice(0, 160),
    )
  const name = file.split('/').at(-2)
  console.log(
    name.padEnd(21),
    String(dead).padStart(7),
    String(counted.length).padStart(6),
    `${((dead / counted.length) * 100).toFixed(1)} %`.padStart(7),
  )
}
console.log(
  'overall'.padEnd(21),
  String(killed).padStart(7),
  String(total).padStart(6),
  `${((killed / total) * 100).toFixed(1)} %`.padStart(7),
)
console.log(`\nwall time ${((Date.now() - started) / 60000).toFixed(1)} min`)
if (survivors.length) console.log(`\nsurvivors:\n  ${survivors.join('\n  ')}`)
