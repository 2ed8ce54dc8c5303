#!/usr/bin/env node
// Per machine: states, transitions, transition pairs, generated paths, and the time each test
// level takes. Pairs: covered by the generated paths / reachable in the machine's graph with
// the flow's samples; the chart's structure allows more, and those are listed as unreachable.
// Runs the generated tests (vitest: machine + view levels; Playwright: browser level, desktop).
// Usage: npm run flows:report [-- --no-browser]
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

const bin = (name) => `node_modules/.bin/${name}`
const run = (cmd, args, env = {}) => {
  try {
    execFileSync(cmd, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    })
  } catch {
    console.error(`(${cmd} ${args.join(' ')} reported failures; figures below include them)`)
  }
}

run(
  bin('vitest'),
  ['run', 'tests/model', '--reporter=json', '--outputFile=.reports/vitest-flows.json'],
  {
    FLOW_REPORT: '1',
  },
)
const model = JSON.parse(readFileSync('.reports/flow-model.json', 'utf8'))
// Spec sentences checked by a property / all the sentences the machine's meta.spec names.
const requirements = JSON.parse(readFileSync('.reports/requirements.json', 'utf8'))
const vitest = JSON.parse(readFileSync('.reports/vitest-flows.json', 'utf8'))

const time = Object.fromEntries(model.map((m) => [m.key, { machine: 0, view: 0, browser: 0 }]))
for (const file of vitest.testResults) {
  for (const t of file.assertionResults) {
    const key = model.find(
      (m) => t.ancestorTitles[0] === m.key || t.title.startsWith(`${m.key}-`),
    )?.key
    if (!key) continue
    // Machine level: the property replays and the coverage gate; the rest render the view.
    const level = /(spec-properties|coverage|graph-snapshots)\.test\.ts$/.test(file.name)
      ? 'machine'
      : 'view'
    time[key][level] += t.duration ?? 0
  }
}

const browser = !process.argv.includes('--no-browser')
if (browser) {
  run(
    bin('playwright'),
    [
      'test',
      'tests/e2e/flows',
      '--project=desktop',
      '--reporter=json,./tests/reporters/playwright-flow-paths.ts',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: '.reports/playwright-flows.json' },
  )
  const pw = JSON.parse(readFileSync('.reports/playwright-flows.json', 'utf8'))
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const key = model.find((m) => spec.title.startsWith(`${m.key}-`))?.key
      if (key)
        for (const t of spec.tests) {
          for (const r of t.results) time[key].browser += r.duration
        }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  pw.suites.forEach(walk)
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`
console.log(
  [
    'machine',
    'states',
    'transitions',
    'paths',
    'covering',
    'coverage',
    'pairs',
    'unreachable',
    'sentences',
    'machine lvl',
    'view lvl',
    'browser lvl',
  ]
    .map((h, i) => (i === 0 ? h.padEnd(20) : h.padStart(12)))
    .join(''),
)
for (const m of model) {
  const cov = `${Math.round((100 * m.coverage.states) / m.states)}/${Math.round((100 * m.coverage.transitions) / m.transitions)}%`
  console.log(
    [
      m.key.padEnd(20),
      m.states,
      m.transitions,
      m.paths,
      m.coveringPaths,
      cov,
      `${m.pairs.covered}/${m.pairs.reachable}`,
      m.pairs.possible - m.pairs.reachable,
      `${requirements[m.key].checked}/${requirements[m.key].total}`,
      s(time[m.key].machine),
      s(time[m.key].view),
      s(time[m.key].browser),
    ]
      .map((v, i) => (i === 0 ? v : String(v).padStart(12)))
      .join(''),
  )
}
// The dimensions each generated path checks beyond its states (issue 49): at the view level,
// the events the machine ignores in a state done through their control and seen to change
// nothing (tests/model/view-runner.ts); in Chromium, the tours, their keyboard-only twins and
// the pointer-only events they leave to the pointer, and the states axe scanned under the six
// WCAG 2.2 A/AA tags (tests/reporters/playwright-flow-paths.ts).
const unhandled = {}
if (existsSync('.reports/unhandled'))
  for (const f of readdirSync('.reports/unhandled'))
    for (const [key, n] of Object.entries(
      JSON.parse(readFileSync(`.reports/unhandled/${f}`, 'utf8')),
    )) {
      const u = (unhandled[key] ??= { performed: 0, noControl: 0 })
      u.performed += n.performed
      u.noControl += n.noControl
    }
const dims =
  browser && existsSync('.reports/browser-paths.json')
    ? (JSON.parse(readFileSync('.reports/browser-paths.json', 'utf8')).dimensions ?? {})
    : {}
console.log(
  `\n${'machine'.padEnd(20)}${['ignored done', 'no control', 'tours', 'by keyboard', 'axe states']
    .map((h) => h.padStart(14))
    .join('')}  pointer-only events`,
)
for (const m of model) {
  const u = unhandled[m.key] ?? { performed: 0, noControl: 0 }
  const d = dims[m.key]
  const pointer = Object.entries(d?.pointerOnly ?? {})
  console.log(
    [
      m.key.padEnd(20),
      ...[
        u.performed,
        u.noControl,
        d ? d.tours : '-',
        d ? `${d.keyboardPassed}/${d.keyboardTours}` : '-',
        d ? d.axeScans : '-',
      ].map((v) => String(v).padStart(14)),
      `  ${pointer.length ? pointer.map(([e, why]) => `${e} (${why})`).join('; ') : d ? 'none' : '-'}`,
    ].join(''),
  )
}

console.log(
  '\nEach spec sentence with the properties that check it: .reports/requirements.md (a sentence no property checks is marked ✗).',
)

// Each actor a machine declares, with the generated paths that ran its production
// implementation: at the view level as recorded by the vitest run above (tests/actor-runs.ts);
// in Chromium, the passed tours through a state that invokes it or a transition that spawns it
// (tests/reporters/playwright-flow-paths.ts; the production build has no other actors).
const { actors } = JSON.parse(readFileSync('.reports/actor-runs.json', 'utf8'))
const onBrowserPaths = browser
  ? JSON.parse(readFileSync('.reports/browser-paths.json', 'utf8')).actors
  : {}
const list = (ids) =>
  ids.length === 0
    ? '✗ none'
    : ids.length > 4
      ? `${ids.slice(0, 4).join(', ')}, … (${ids.length})`
      : ids.join(', ')
console.log(`\n${'actor'.padEnd(40)} view paths that ran it${browser ? ' | browser paths' : ''}`)
for (const [actor, paths] of Object.entries(actors))
  console.log(
    actor.padEnd(40),
    list(paths) + (browser ? ` | ${list(onBrowserPaths[actor] ?? [])}` : ''),
  )
