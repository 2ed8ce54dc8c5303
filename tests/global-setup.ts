/**
 * Before the run: forget the last run's actor records (tests/actor-runs.ts). After it: each
 * actor every flow's machine declares, with the generated view paths that started its production
 * implementation, in .reports/actor-runs.json (`complete` when every generated-path file ran).
 * scripts/check-actor-runs.mjs fails the test command on an actor no path runs; `npm run
 * flows:report` prints the list. (A global teardown that throws does not fail vitest's run.)
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where tests/actor-runs.ts writes (a global setup runs outside the test files' context). */
const ACTOR_RUNS_DIR = join(process.cwd(), '.reports', 'actor-runs')

/** A generated path's test, named "<flow>-<n>: <steps>" (tests/model/view-runner.ts). */
const GENERATED = /(?:^|> )([a-z][a-z-]*-(?:i\d+-)?\d+): /

export function setup() {
  rmSync(ACTOR_RUNS_DIR, { recursive: true, force: true })
  // The unhandled-event counts of the view paths (tests/model/view-runner.ts), likewise.
  rmSync(join(ACTOR_RUNS_DIR, '..', 'unhandled'), { recursive: true, force: true })
}

export function teardown() {
  if (!existsSync(ACTOR_RUNS_DIR)) return
  const records = readdirSync(ACTOR_RUNS_DIR).map(
    (f) =>
      JSON.parse(readFileSync(join(ACTOR_RUNS_DIR, f), 'utf8')) as {
        file: string
        declared: Record<string, string[]>
        runs: Record<string, string[]>
      },
  )
  const declared: Record<string, string[]> = {}
  const paths: Record<string, Set<string>> = {}
  for (const r of records) {
    Object.assign(declared, r.declared)
    for (const [actor, tests] of Object.entries(r.runs))
      for (const test of tests) {
        const id = GENERATED.exec(test)?.[1]
        if (id) (paths[actor] ??= new Set()).add(id)
      }
  }
  const summary = Object.fromEntries(
    Object.entries(declared)
      .sort()
      .flatMap(([flow, actors]) =>
        actors.map((a) => [`${flow} ${a}`, [...(paths[`${flow} ${a}`] ?? [])].sort()]),
      ),
  )
  const modelFiles = readdirSync(join(process.cwd(), 'tests', 'model')).filter((f) =>
    f.endsWith('.test.tsx'),
  )
  const ran = new Set(records.map((r) => r.file))
  const complete = modelFiles.every((f) => ran.has(f))
  writeFileSync(
    join(ACTOR_RUNS_DIR, '..', 'actor-runs.json'),
    JSON.stringify({ complete, actors: summary }, null, 1),
  )
}
