/**
 * The browser the suite runs in (scripts/chromium.mjs): the headless shell where installed,
 * Playwright's own disabled features still applying beside ours, and no page bringing the
 * omnibox pop-up renderers that doubled the CPU each test costs in the full browser.
 */
// Playwright's own test: the suite's fixture waits for hydration after every HTML page it opens.
import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  DISABLED_FEATURES,
  playwrightDisabledFeatures,
  playwrightLaunchOptions,
} from '../../scripts/chromium.mjs'

/** The command lines of this worker's browsers (the headless shell has no chrome://version). */
function browserCommandLines(): string[][] {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
        return [{ pid: Number(pid), ppid, argv }]
      } catch {
        return [] // gone meanwhile
      }
    })
  const ours = new Set([process.pid])
  for (let grew = true; grew;) {
    grew = false
    for (const p of procs) if (!ours.has(p.pid) && ours.has(p.ppid)) grew = Boolean(ours.add(p.pid))
  }
  return procs
    .filter((p) => ours.has(p.pid) && p.argv.includes('--remote-debugging-pipe'))
    .map((p) => p.argv)
}

test('the suite’s browser: the headless shell, one --disable-features switch with Playwright’s list and ours, no omnibox pop-ups', async ({
  browser,
  page,
}) => {
  const [commandLine, ...others] = browserCommandLines()
  expect(others).toEqual([])
  expect(commandLine![0]).toBe(playwrightLaunchOptions({ shell: true }).executablePath)
  const switches = commandLine!.filter((a) => a.startsWith('--disable-features='))
  expect(switches).toHaveLength(1)
  const disabled = switches[0]!.slice('--disable-features='.length).split(',')
  expect(disabled).toEqual(
    expect.arrayContaining([...playwrightDisabledFeatures(), ...DISABLED_FEATURES]),
  )

  await page.goto('/healthz')
  const cdp = await browser.newBrowserCDPSession()
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: Array<{ type: string; url: string }>
  }
  expect(targetInfos.filter((t) => t.url.includes('omnibox'))).toEqual([])
  expect(targetInfos.some((t) => t.type === 'page' && t.url.endsWith('/healthz'))).toBe(true)
})
