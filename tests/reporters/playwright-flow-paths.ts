/**
 * Playwright reporter: for each flow actor, the generated browser tours ("<flow>-t<n>: …",
 * tests/e2e/flows) that start it and passed, from each tour's `starts` annotation
 * (tests/e2e/flows/runner.ts), written to .reports/browser-paths.json for the browser-level
 * actor gate (scripts/check-actor-runs.mjs --browser) and `npm run flows:report`. `complete`
 * says the run held every flow spec file.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'

const FLOWS_DIR = join(process.cwd(), 'tests', 'e2e', 'flows')
const GENERATED = /^([a-z][a-z-]*-[a-z]?\d+(?:-\d+)?): /

export default class FlowPathsReporter implements Reporter {
  private files = new Set<string>()
  private actors: Record<string, Set<string>> = {}

  onBegin(_config: FullConfig, suite: Suite) {
    // By file suite: tours defined through runner.ts carry its location, not their spec's.
    for (const project of suite.suites)
      for (const file of project.suites)
        if (file.allTests().length) this.files.add(basename(file.title))
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const id = GENERATED.exec(test.title)?.[1]
    if (!id || result.status !== 'passed') return
    for (const a of test.annotations)
      if (a.type === 'starts' && a.description)
        for (const actor of a.description.split(', ')) (this.actors[actor] ??= new Set()).add(id)
  }

  onEnd() {
    const specs = readdirSync(FLOWS_DIR).filter((f) => f.endsWith('.spec.ts'))
    mkdirSync('.reports', { recursive: true })
    writeFileSync(
      '.reports/browser-paths.json',
      JSON.stringify({
        complete: specs.every((f) => this.files.has(f)),
        actors: Object.fromEntries(
          Object.entries(this.actors).map(([actor, ids]) => [actor, [...ids].sort()]),
        ),
      }),
    )
  }
}
