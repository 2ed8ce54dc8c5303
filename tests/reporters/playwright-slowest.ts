/** Playwright reporter: lists the slowest tests (each try counted apart) after the run. */
import type { Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { printSlowest } from './slowest'

/**
 * The spec file a test belongs to: its file suite, not where `test()` was called (every flow's
 * generated tours are declared in flows/runner.ts on behalf of their spec file).
 */
function specFile(test: TestCase): string {
  let suite: Suite | undefined = test.parent
  while (suite && suite.type !== 'file') suite = suite.parent
  return suite?.title ?? test.location.file
}

export default class SlowestReporter implements Reporter {
  private tests: Array<{ name: string; ms: number; file: string }> = []

  onTestEnd(test: TestCase, result: TestResult) {
    const retry = result.retry ? ` (retry ${result.retry})` : ''
    this.tests.push({
      name: `${test.titlePath().filter(Boolean).join(' › ')}${retry}`,
      ms: result.duration,
      file: `${test.parent.project()?.name} › ${specFile(test)}`,
    })
  }

  onEnd() {
    printSlowest('playwright', this.tests)
  }
}
