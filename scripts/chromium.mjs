// Finds the system Chromium for Playwright (browsers can't be downloaded here), installing
// Debian's package when running as root and none is present.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium']
/**
 * Debian's old headless shell (package chromium-headless-shell), what Playwright itself runs
 * headless tests in: no browser UI process, so a new context and page cost about a third of the
 * full browser's CPU (0.13 s against 0.42 s here), on a suite that is CPU-bound on 2 cores.
 * The benches that measure what a shopper's browser does (Lighthouse, interactions) keep the
 * full browser. The binary itself first: Debian's /usr/bin one is a script that runs it as a child.
 */
const SHELL_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
]

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Browser features the tests turn off. New headless Chromium builds two omnibox-pop-up WebUI
 * renderers (chrome://omnibox-popup.top-chrome/) for every page it opens, which no test sees:
 * without them a new context and page cost 360 ms of CPU instead of 930, the product page
 * 0.9 s instead of 1.7 (2026-11-27), and the suite is CPU-bound on 2 cores.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * The one --disable-features switch for a launcher whose own switch disables `launcher`:
 * Chromium keeps only the last such switch, so ours carries the launcher's list as well and
 * replaces it.
 */
export function disableFeaturesSwitch(launcher) {
  return `--disable-features=${[...launcher, ...DISABLED_FEATURES].join(',')}`
}

/**
 * Playwright's launch options for the system Chromium; `shell`: its headless shell where one is
 * installed (the test suite's).
 */
export function playwrightLaunchOptions({ shell = false } = {}) {
  const own = playwrightDisabledFeatures()
  return {
    executablePath: (shell && findHeadlessShell()) || findChromium(),
    args: [...CHROMIUM_ARGS, disableFeaturesSwitch(own)],
    ignoreDefaultArgs: [`--disable-features=${own.join(',')}`],
  }
}

/** The features Playwright's Chromium launch disables, read from the installed Playwright. */
export function playwrightDisabledFeatures() {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('playwright-core/package.json'))
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? ''
  const names = list
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .flatMap((line) => [...line.matchAll(/"(\w+)"/g)].map((m) => m[1]))
  // Loud rather than silently dropping Playwright's list after an upgrade.
  if (!names.includes('PaintHolding'))
    throw new Error(
      "Could not read Playwright's disabled Chromium features: see scripts/chromium.mjs",
    )
  return names
}

export function findChromium() {
  const override = process.env.CHROMIUM_PATH
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH=${override} does not exist`)
    return override
  }
  return CANDIDATES.find((path) => existsSync(path))
}

/** The headless shell, or undefined (CHROMIUM_PATH, set, stands for both). */
export function findHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return findChromium()
  return SHELL_CANDIDATES.find((path) => existsSync(path))
}

export function ensureChromium() {
  const found = findChromium()
  if (found && findHeadlessShell()) return found
  if (process.getuid?.() !== 0) {
    // Without the shell the suite runs in the full browser, only more slowly.
    if (found) return found
    throw new Error(
      'No Chromium found. Install it (`sudo apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH.',
    )
  }
  console.log('Installing Debian chromium and its headless shell for the end-to-end tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const packages = ['chromium', 'chromium-headless-shell']
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  const installed = findChromium()
  if (!installed || !findHeadlessShell())
    throw new Error('apt-get installed chromium and its headless shell, but a binary is missing')
  return installed
}
