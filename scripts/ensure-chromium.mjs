#!/usr/bin/env node
import { ensureChromium, findHeadlessShell } from './chromium.mjs'

console.log(
  `Chromium: ${ensureChromium()}; the suite's headless shell: ${findHeadlessShell() ?? 'none'}`,
)
