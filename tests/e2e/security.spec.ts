/**
 * The pages' own security (issue 18, ADR 0018): the headers on every kind of response, the
 * documents' nonce-based policy (a fresh nonce per response, cached or not), framing only by
 * Builder's editor in preview, markup injected at run time cannot run script, and the built
 * client holds no server-only setting name or secret. (Every other e2e test also fails on any
 * policy violation: tests/e2e/fixtures.ts.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { test as bare } from '@playwright/test'
import { envSchema } from '../../app.config'
import { expect, test } from './fixtures'
import { ADMIN_TOKEN, PURGE_SECRET } from './secrets'

// HTTP only, and the build on disk: once is enough.
test.skip(({ isMobile }) => isMobile, 'HTTP and files only, one project')

const BASELINE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

const nonceOf = (policy: string | null) => /'nonce-([0-9a-f]{32})'/.exec(policy ?? '')?.[1]

test('every kind of response carries nosniff, a referrer policy and a permissions policy', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const responses = await Promise.all([
    request.get('/'),
    request.get('/no-such-page'),
    request.get(asset!),
    request.get('/favicon.svg'),
    request.get('/media/logos/clean-living.svg'),
    request.get('/healthz'),
    request.post('/rest/auth/session', { data: {} }),
    request.get('/rest/auth/no-such-call'),
    request.post('/api/cache/purge'),
    request.get('/robots.txt'),
  ])
  for (const response of responses) {
    const headers = response.headers()
    expect(headers, response.url()).toMatchObject(BASELINE)
    expect(headers['permissions-policy'], response.url()).toContain('camera=()')
    expect(headers['content-security-policy'] ?? '', response.url()).not.toBe('')
  }
  const api = responses[6]!.headers()
  expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
})

test('a document runs only scripts with its own nonce, a new one per response, cached or not', async ({
  request,
}) => {
  const seen = new Set<string>()
  for (let i = 0; i < 3; i++) {
    const response = await request.get('/products')
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("'strict-dynamic'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(response.headers()['x-frame-options']).toBe('DENY')
    const nonce = nonceOf(policy)!
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    seen.add(nonce)
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) {
      // Data blocks (JSON-LD) are never executed; every other script carries the nonce.
      if (tag.includes('application/ld+json')) continue
      expect(tag).toContain(`nonce="${nonce}"`)
    }
    // No nonce but this response's anywhere in the page (a kept page is given the new one).
    expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(
      new Set([nonce]),
    )
  }
  expect(seen.size).toBe(3)
})

test("only Builder's editor may frame a page, and only in preview", async ({ request }) => {
  const preview = await request.get('/about?builder.preview=page')
  const policy = preview.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io")
  expect(preview.headers()['x-frame-options']).toBeUndefined()
  const published = await request.get('/about')
  expect(published.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

bare('markup injected into a page at run time cannot run script', async ({ page }) => {
  await page.goto('/products')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const ran = await page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>
    const box = document.createElement('div')
    box.innerHTML = '<img src="/no-such.png" onerror="window.__byHandler = 1">'
    document.body.append(box)
    const link = document.createElement('a')
    link.href = 'javascript:window.__byUrl = 1'
    document.body.append(link)
    link.click()
    await new Promise((r) => setTimeout(r, 500))
    return { handler: w.__byHandler ?? null, url: w.__byUrl ?? null }
  })
  expect(ran).toEqual({ handler: null, url: null })
})

test('the built client holds no server-only setting name and no secret', async () => {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(js|mjs|css|html|json|map)$/.test(name)) files.push(path)
    }
  }
  walk(join(process.cwd(), 'dist/client'))
  expect(files.some((f) => f.endsWith('.js'))).toBe(true)
  // Every setting is read on the server; the browser gets values through public settings only.
  const names = Object.keys(envSchema.shape).filter((name) => name !== 'NODE_ENV')
  const secrets = [PURGE_SECRET, ADMIN_TOKEN]
  // Server-only modules that would mean the store or the database reached the browser.
  const modules = ['drizzle-orm', '@electric-sql/pglite', 'ioredis', 'jsdom', 'postgres://']
  const found: string[] = []
  for (const file of files) {
    if (file.endsWith('.map')) continue
    const text = readFileSync(file, 'utf8')
    for (const needle of [...names, ...secrets, ...modules])
      if (text.includes(needle)) found.push(`${needle} in ${file}`)
  }
  expect(found).toEqual([])
})

test('a form sent before the page has hydrated never puts what was typed into a URL', async ({
  browser,
}) => {
  // No script at all: what a shopper gets who submits before the page's code has run.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto('/login')
    const login = page.getByRole('form', { name: 'Log In' })
    await login.getByLabel('Email address').fill('demo@clearhome.example')
    await login.getByLabel('Password').fill('secret-password')
    const [loginRequest] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest()),
      login.getByRole('button', { name: 'Log In' }).click(),
    ])
    expect(loginRequest.method()).toBe('POST')
    expect(new URL(loginRequest.url()).search).toBe('')
    await expect(page.getByRole('form', { name: 'Log In' })).toBeVisible()

    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const signUp = footer.getByRole('form', { name: 'Join the Clearhome newsletter' })
    await signUp.getByLabel('Email address').fill('ana@example.com')
    const [signUpRequest] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest()),
      signUp.getByLabel('Email address').press('Enter'),
    ])
    expect(signUpRequest.method()).toBe('POST')
    expect(new URL(signUpRequest.url()).search).toBe('')
    await expect(
      footer.getByRole('heading', { name: 'Join the Clearhome newsletter' }),
    ).toBeVisible()
  } finally {
    await context.close()
  }
})
