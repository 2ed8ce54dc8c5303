/** Vitest reporter: lists the slowest tests after the run (the default reporter still runs). */
import type { Reporter, TestModule } from 'vitest/node'
import { printSlowest } from './slowest'

export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tests = modules.flatMap((m) => {
      const file = m.moduleId.split('/tests/').at(-1)!
      return [...m.children.allTests()].map((t) => ({
        name: `${file} › ${t.fullName}`,
        ms: t.diagnostic()?.duration ?? 0,
        file,
      }))
    })
    printSlowest('vitest', tests)
  }
}
