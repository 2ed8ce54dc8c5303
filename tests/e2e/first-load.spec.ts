/**
 * What a first visit downloads before the page's largest paint (ADR 0006): the built scripts
 * and stylesheet go out as the build compressed them, and the head preloads only pictures of
 * the first view (React preloads every eager image it renders).
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures'

const built = (path: string) => join(process.cwd(), 'dist/client', path)

test('scripts and the stylesheet are sent as the build compressed them', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const assets = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src^="/assets/"]')].map(
      (s) => new URL(s.src).pathname,
    ),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  ])
  expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
  expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    for (const path of assets) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe(encoding)
      // The build's copy as it is (compressing on the fly sends no length).
      expect(Number(response.headers()['content-length'])).toBe(
        statSync(built(path + extension)).size,
      )
    }
  }
})

for (const [path, firstView] of [
  ['/', ['/brand/logo.svg', '/media/blog/hero-laundry-kit.svg']],
  [
    '/products/free-clear-laundry-liquid',
    ['/brand/logo.svg', '/media/products/free-clear-laundry-liquid/front.svg'],
  ],
] as const)
  test(`${path} preloads only the pictures of its first view`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map(
      (m) => new URL(m[1]!, 'http://site').pathname,
    )
    // Not the footer's icons, nor a product grid further down (best sellers).
    expect(preloaded.sort()).toEqual([...firstView].sort())
  })
