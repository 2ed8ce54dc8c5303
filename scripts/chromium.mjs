// Finds the system Chromium for Playwright (browsers can't be downloaded here), installing
// Debian's package when running as root and none is present.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium']

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function findChromium() {
  const override = process.env.CHROMIUM_PATH
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH=${override} does not exist`)
    return override
  }
  return CANDIDATES.find((path) => existsSync(path))
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (process.getuid?.() !== 0) {
    throw new Error(
      'No Chromium found. Install it (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    )
  }
  console.log('Installing Debian chromium for the end-to-end tests…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  const installed = findChromium()
  if (!installed) throw new Error('apt-get installed chromium but no binary was found')
  return installed
}
