#!/usr/bin/env node
// Issue 31's gate: every actor a flow's machine declares is run, as its production
// implementation, by at least one generated path at the view level, and (with --browser, after
// Playwright) by at least one generated path that passed in Chromium.
// View level: what the vitest run just recorded (tests/actor-runs.ts, tests/global-setup.ts).
// Browser level: the tours through a state that invokes the actor or a transition that spawns it
// (the production build has no other actors) whose Playwright test passed
// (tests/reporters/playwright-flow-paths.ts).
// Fails when an actor has no path, or when the run did not include every generated-path file.
import { readFileSync } from 'node:fs'

const read = (file, hint) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    console.error(`${file} is missing: ${hint}`)
    process.exit(1)
  }
}

function gate(level, complete, actors, incomplete) {
  if (!complete) {
    console.error(incomplete)
    process.exit(1)
  }
  const unrun = Object.entries(actors)
    .filter(([, paths]) => paths.length === 0)
    .map(([actor]) => actor)
  if (unrun.length) {
    console.error(
      `Actors no generated ${level} path runs as their production implementation:\n  ${unrun.join('\n  ')}`,
    )
    process.exit(1)
  }
  const total = Object.keys(actors).length
  console.log(
    `actors: all ${total} run by generated ${level} paths (npm run flows:report lists them)`,
  )
}

if (process.argv.includes('--browser')) {
  // Every actor the machines declare (the vitest run lists them), with the tours that ran it.
  const { actors: declared } = read('.reports/actor-runs.json', 'run vitest over tests/model first')
  const run = read('.reports/browser-paths.json', 'run Playwright over tests/e2e/flows first')
  const actors = Object.fromEntries(
    Object.keys(declared).map((actor) => [actor, run.actors[actor] ?? []]),
  )
  gate(
    'browser',
    run.complete,
    actors,
    'The last Playwright run did not include every generated-path file (tests/e2e/flows)',
  )
} else {
  const report = read('.reports/actor-runs.json', 'run vitest over tests/model first')
  gate(
    'view',
    report.complete,
    report.actors,
    'The last vitest run did not include every generated-path file (tests/model)',
  )
}
