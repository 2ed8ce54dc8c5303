import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, findChromium } from '/work/main/scripts/chromium.mjs'
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage()
  const scripts = []
  page.on('response', async (r) => { if (r.request().resourceType() !== 'script') return; try { scripts.push([r.url().split('/').pop(), gzipSync(await r.body(), { level: 9 }).length]) } catch {} })
  await page.goto('http://127.0.0.1:3300' + path, { waitUntil: 'networkidle' })
  await page.close()
  console.log(path, (scripts.reduce((a, [, b]) => a + b, 0) / 1024).toFixed(1))
  for (const [n, b] of scripts.sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log('  ', (b / 1024).toFixed(1), n)
}
await browser.close()
