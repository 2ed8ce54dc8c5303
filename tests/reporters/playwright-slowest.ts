/** Playwright reporter: lists the slowest tests (each try counted apart) after the run. */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { printSlowest } from './slowest'

export default class SlowestReporter implements Reporter {
  private tests: Array<{ name: string; ms: number }> = []

  onTestEnd(test: TestCase, result: TestResult) {
    const retry = result.retry ? ` (retry ${result.retry})` : ''
    this.tests.push({
      name: `${test.titlePath().filter(Boolean).join(' › ')}${retry}`,
      ms: result.duration,
    })
  }

  onEnd() {
    printSlowest('playwright', this.tests)
  }
}
