/**
 * Playwright reporter: for each flow actor, the generated browser tours ("<flow>-t<n>: …",
 * tests/e2e/flows) that start it and passed, from each tour's `starts` annotation
 * (tests/e2e/flows/runner.ts), written to .reports/browser-paths.json for the browser-level
 * actor gate (scripts/check-actor-runs.mjs --browser) and `npm run flows:report`. `complete`
 * says the run held every flow spec file.
 *
 * `dimensions`, per flow (the tours' `flow` annotation), what its tours check beyond their
 * states: the tours run, their keyboard-only twins ("<id> by keyboard: …", not counted for the
 * actors) and how many passed, the pointer-only events with their reasons, and the states axe
 * scanned in tests that passed (an `axe` annotation each).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'

const FLOWS_DIR = join(process.cwd(), 'tests', 'e2e', 'flows')
const GENERATED = /^([a-z][a-z-]*-[a-z]?\d+(?:-\d+)?): /
const KEYBOARD = /^([a-z][a-z-]*-[a-z]?\d+(?:-\d+)?) by keyboard: /

interface Dimensions {
  tours: number
  keyboardTours: number
  keyboardPassed: number
  pointerOnly: Record<string, string>
  axeScans: number
}

export default class FlowPathsReporter implements Reporter {
  private files = new Set<string>()
  private actors: Record<string, Set<string>> = {}
  /** Each generated test's last run (a retry replaces the try before it). */
  private last = new Map<
    string,
    { flow: string; keyboard: boolean; status: TestResult['status']; result: TestResult }
  >()

  onBegin(_config: FullConfig, suite: Suite) {
    // By file suite: tours defined through runner.ts carry its location, not their spec's.
    for (const project of suite.suites)
      for (const file of project.suites)
        if (file.allTests().length) this.files.add(basename(file.title))
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const id = GENERATED.exec(test.title)?.[1]
    const keyboard = KEYBOARD.test(test.title)
    const flow = result.annotations.find((a) => a.type === 'flow')?.description
    if (flow && (id || keyboard))
      this.last.set(test.id, { flow, keyboard, status: result.status, result })
    if (!id || result.status !== 'passed') return
    for (const a of test.annotations)
      if (a.type === 'starts' && a.description)
        for (const actor of a.description.split(', ')) (this.actors[actor] ??= new Set()).add(id)
  }

  onEnd() {
    const dimensions: Record<string, Dimensions> = {}
    for (const { flow, keyboard, status, result } of this.last.values()) {
      if (status === 'skipped') continue
      const d = (dimensions[flow] ??= {
        tours: 0,
        keyboardTours: 0,
        keyboardPassed: 0,
        pointerOnly: {},
        axeScans: 0,
      })
      if (keyboard) {
        d.keyboardTours++
        if (status === 'passed') d.keyboardPassed++
      } else d.tours++
      for (const a of result.annotations) {
        if (a.type === 'pointer-only' && a.description) {
          const at = a.description.indexOf(': ')
          d.pointerOnly[a.description.slice(0, at)] = a.description.slice(at + 2)
        }
        if (a.type === 'axe' && status === 'passed') d.axeScans++
      }
    }
    const specs = readdirSync(FLOWS_DIR).filter((f) => f.endsWith('.spec.ts'))
    mkdirSync('.reports', { recursive: true })
    writeFileSync(
      '.reports/browser-paths.json',
      JSON.stringify({
        complete: specs.every((f) => this.files.has(f)),
        actors: Object.fromEntries(
          Object.entries(this.actors).map(([actor, ids]) => [actor, [...ids].sort()]),
        ),
        dimensions,
      }),
    )
  }
}
