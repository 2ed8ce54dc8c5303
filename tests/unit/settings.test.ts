import { describe, expect, it } from 'vitest'
import { readEnv, toPublicSettings } from '../../app.config'
import { storeHostLinks } from '~/lib/public-settings'

describe('store host links', () => {
  it('the membership dashboard links out to the store host when the store is elsewhere [Catalogue §2.11]', () => {
    const links = (env: Record<string, string>) => storeHostLinks(toPublicSettings(readEnv(env)))
    expect(
      links({ SITE_URL: 'https://shop.example', STORE_HOST_URL: 'https://members.example/' })
        .dashboard,
    ).toBe('https://members.example/membership/dashboard')
    // The embedded stand-in, on this site: a path here.
    expect(links({ SITE_URL: 'https://shop.example' }).dashboard).toBe('/membership/dashboard')
  })
})

describe('readEnv', () => {
  it('fills embedded defaults', () => {
    const s = readEnv({})
    expect(s).toMatchObject({
      PORT: 3000,
      siteUrl: 'http://localhost:3000',
      storeApiUrl: 'http://localhost:3000',
      storeHostUrl: 'http://localhost:3000',
      imageCdnUrl: 'http://localhost:3000/media',
      PGLITE_DIR: '.data/pglite',
      ENABLE_TEST_ROUTES: false,
      REFERRER_ALLOWED_HOSTS: [],
    })
    expect(s.DATABASE_URL).toBeUndefined()
  })

  it('reads and normalises every variable', () => {
    const s = readEnv({
      PORT: '8080',
      SITE_URL: 'https://shop.example/',
      STORE_API_URL: 'https://api.example',
      IMAGE_CDN_URL: 'https://img.example/',
      DATABASE_URL: 'postgres://127.0.0.1:5432/shop',
      REFERRER_ALLOWED_HOSTS: ' A.example , b.example ,',
      ENABLE_TEST_ROUTES: 'true',
    })
    expect(s).toMatchObject({
      PORT: 8080,
      siteUrl: 'https://shop.example',
      storeApiUrl: 'https://api.example',
      storeHostUrl: 'https://shop.example',
      imageCdnUrl: 'https://img.example',
      REFERRER_ALLOWED_HOSTS: ['a.example', 'b.example'],
      ENABLE_TEST_ROUTES: true,
    })
  })

  it('reads TRUST_PROXY as a number of proxies (true = one, false = none)', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0)
    expect(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0)
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(() => readEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
    expect(() => readEnv({ TRUST_PROXY: '12' })).toThrow(/TRUST_PROXY/)
  })

  it('chooses the listing templates (v1 by default) and refuses others', () => {
    expect(toPublicSettings(readEnv({})).templates).toEqual({ allProducts: 'v1', category: 'v1' })
    expect(
      toPublicSettings(readEnv({ ALL_PRODUCTS_TEMPLATE: 'v2', CATEGORY_TEMPLATE: 'v2' })).templates,
    ).toEqual({ allProducts: 'v2', category: 'v2' })
    expect(() => readEnv({ CATEGORY_TEMPLATE: 'v3' })).toThrow(/CATEGORY_TEMPLATE/)
  })

  it("reads LOG_LEVEL as one of pino's levels (info by default, silent allowed)", () => {
    expect(readEnv({}).LOG_LEVEL).toBe('info')
    expect(readEnv({ LOG_LEVEL: 'silent' }).LOG_LEVEL).toBe('silent')
    expect(readEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug')
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/)
  })

  it('treats empty strings as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['STORE_API_URL', 'not a url'],
    ['STORE_HOST_URL', 'ftp://x.example'],
    ['DATABASE_URL', 'mysql://x'],
    ['ENABLE_TEST_ROUTES', 'maybe'],
    ['STORE_SERVICE_EMAIL', 'nope'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(
      new RegExp(`Invalid environment:[\\s\\S]*${name}`),
    )
  })

  it('names every bad variable at once', () => {
    expect(() => readEnv({ PORT: 'x', DATABASE_URL: 'y' })).toThrow(/PORT[\s\S]*DATABASE_URL/)
  })

  it('never exposes credentials in the public part', () => {
    const pub = toPublicSettings(
      readEnv({
        STORE_SERVICE_EMAIL: 'svc@store.example',
        STORE_SERVICE_PASSWORD: 'secret',
        BUILDER_API_KEY: 'k',
      }),
    )
    expect(JSON.stringify(pub)).not.toMatch(/secret|svc@|"k"/)
  })
})
