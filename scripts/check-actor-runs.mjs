#!/usr/bin/env node
// Issue 31's gate: every actor a flow's machine declares is run, as its production
// implementation, by at least one generated path at the view level. Reads what the vitest run
// just recorded (tests/actor-runs.ts, tests/global-setup.ts); fails when an actor has no path,
// or when the run did not include every generated-path file.
import { readFileSync } from 'node:fs'

const file = '.reports/actor-runs.json'
let report
try {
  report = JSON.parse(readFileSync(file, 'utf8'))
} catch {
  console.error(`${file} is missing: run vitest over tests/model first`)
  process.exit(1)
}
if (!report.complete) {
  console.error('The last vitest run did not include every generated-path file (tests/model)')
  process.exit(1)
}
const unrun = Object.entries(report.actors)
  .filter(([, paths]) => paths.length === 0)
  .map(([actor]) => actor)
const total = Object.keys(report.actors).length
if (unrun.length) {
  console.error(
    `Actors no generated view path runs as their production implementation:\n  ${unrun.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(`actors: all ${total} run by generated view paths (npm run flows:report lists them)`)
