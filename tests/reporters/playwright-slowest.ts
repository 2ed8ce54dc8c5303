/** Playwright reporter: lists the slowest tests (each try counted apart) after the run. */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { relative } from 'node:path'
import { printSlowest } from './slowest'

export default class SlowestReporter implements Reporter {
  private tests: Array<{ name: string; ms: number; file: string }> = []

  onTestEnd(test: TestCase, result: TestResult) {
    const retry = result.retry ? ` (retry ${result.retry})` : ''
    this.tests.push({
      name: `${test.titlePath().filter(Boolean).join(' › ')}${retry}`,
      ms: result.duration,
      file: `${test.parent.project()?.name} › ${relative(process.cwd(), test.location.file)}`,
    })
  }

  onEnd() {
    printSlowest('playwright', this.tests)
  }
}
