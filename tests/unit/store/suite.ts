/**
 * The reference store's endpoint suite, run on PGlite and on PostgreSQL with the same
 * assertions: happy paths, bad input and auth for every endpoint. Expectations come from the
 * deterministic seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartTotals } from '~/domain/cart'
import { subscriptionTier } from '~/domain/subscription'
import { catalogue } from '#store/seed/catalogue'
import { openTestStore, sessionCookie, type TestStore } from './harness'

const published = catalogue.products.filter((p) => p.published)
const sellable = published.filter((p) => p.inStock && p.isSubscribable)
const soap = sellable.find((p) => p.slug === 'citrus-dish-soap')!
const other = sellable.find((p) => p.id !== soap.id)!
const notSubscribable = published.find((p) => !p.isSubscribable && p.inStock)!
const outOfStock = published.find((p) => !p.inStock)!
const unpublished = catalogue.products.find((p) => !p.published)!
const kit = catalogue.starterKits.find((k) => k.published && k.totalSubscriptionProduct > 0)!
const hiddenKit = catalogue.starterKits.find((k) => !k.published)!
const member = catalogue.members[0]!
const topCategory = catalogue.categories.find(
  (c) =>
    c.parentId === null && c.published && catalogue.categories.some((s) => s.parentId === c.id),
)!

export function storeSuite(kind: 'pglite' | 'postgres') {
  let store: TestStore
  let token: string
  let sessionId: string

  beforeAll(async () => {
    store = await openTestStore(kind, {
      serviceCredential: { email: 'service@store.test', password: 'service-secret' },
    })
    const s = await store.session()
    token = s.token
    sessionId = s.session_id
  }, 120_000)
  afterAll(async () => {
    await store?.close()
  })

  const call = (...args: Parameters<TestStore['call']>) => store.call(...args)
  const authed = (method: string, path: string, body?: unknown) =>
    call(method, path, { body, token })

  describe('routing and auth', () => {
    it('unknown paths are 404, other methods 405 with Allow', async () => {
      expect((await call('GET', '/rest/auth/nope')).status).toBe(404)
      const wrong = await call('GET', '/rest/auth/storefront/newsletter', { token })
      expect(wrong.status).toBe(405)
      expect(wrong.headers.get('allow')).toBe('POST')
      expect((await call('DELETE', '/rest/auth/cart', { token })).status).toBe(405)
    })
    it('bearer calls need a known token', async () => {
      expect(
        (await call('POST', '/rest/auth/cart', { body: { session_id: sessionId } })).json,
      ).toMatchObject({
        status: 'Error',
        message: 'Unauthorized: a valid bearer token is required',
      })
      expect(
        (await call('POST', '/rest/auth/cart', { body: { session_id: sessionId }, token: 'nope' }))
          .status,
      ).toBe(401)
    })
    it('malformed JSON and wrong types are 422 naming the field', async () => {
      const bad = await call('POST', '/rest/auth/cart/add-to-cart', {
        raw: '{"session_id":',
        token,
      })
      expect(bad.status).toBe(422)
      expect(bad.json.message).toBe('Malformed JSON body')
      const typed = await authed('POST', '/rest/auth/cart/add-to-cart', {
        session_id: sessionId,
        product_id: 'x',
        quantity: 1,
        subscribe: true,
      })
      expect(typed.status).toBe(422)
      expect(typed.json.message).toMatch(/^Invalid product_id/)
    })
  })

  describe('sessions, login, logout', () => {
    it('the session helper gives an anonymous session bound to an HttpOnly cookie', async () => {
      const first = await call('POST', '/rest/auth/session', { body: {} })
      expect(first.json).toMatchObject({
        status: 'Success',
        authenticated: false,
        member: null,
        tf_order_id: null,
      })
      expect(first.json.token).toHaveLength(32)
      const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('store_session='))
      expect(setCookie).toMatch(
        /^store_session=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
      )
      const again = await call('POST', '/rest/auth/session', {
        body: {},
        cookie: sessionCookie(first.headers),
      })
      expect(again.json).toMatchObject({
        session_id: first.json.session_id,
        token: first.json.token,
      })
      expect((await call('POST', '/rest/auth/session', { body: { session_id: 'x' } })).status).toBe(
        422,
      )
    })

    it('a bare session id is worthless: it never yields that session or its token', async () => {
      const victim = await store.session()
      const thief = await call('POST', '/rest/auth/session', {
        body: { session_id: victim.session_id },
      })
      expect(thief.status).toBe(200)
      expect(thief.json.session_id).not.toBe(victim.session_id)
      expect(thief.json.token).not.toBe(victim.token)
      // Nor does signing in with someone's session id take over their session (and cart).
      const login = await call('POST', '/rest/auth/login', {
        body: { email: member.email, password: member.password, session_id: victim.session_id },
      })
      expect(login.json.data.session_id).not.toBe(victim.session_id)
      const cart = await call('POST', '/rest/auth/cart', {
        body: { session_id: victim.session_id },
        token: login.json.data.token,
      })
      expect(cart.status).toBe(403)
    })

    it('signing in keeps the session (and its cart) but replaces its bearer token', async () => {
      const before = await store.session()
      const login = await call('POST', '/rest/auth/login', {
        body: { email: member.email, password: member.password },
        cookie: before.cookie,
      })
      expect(login.status).toBe(200)
      expect(login.json.data.session_id).toBe(before.session_id)
      expect(login.json.data.token).not.toBe(before.token)
      expect(login.headers.get('set-cookie')).toContain(`store_session=${login.json.data.token}`)
      // A token known before login (planted or observed) no longer opens the session.
      const stale = await call('POST', '/rest/auth/cart', {
        body: { session_id: before.session_id },
        token: before.token,
      })
      expect(stale.status).toBe(401)
      const fresh = await call('POST', '/rest/auth/cart', {
        body: { session_id: before.session_id },
        token: login.json.data.token,
      })
      expect(fresh.status).toBe(200)
    })

    it('an undecodable or forged cookie counts as absent', async () => {
      for (const cookie of ['store_member=%', 'store_session=%E0%A4%A', 'store_session=a%00b']) {
        const session = await call('POST', '/rest/auth/session', { body: {}, cookie })
        expect(session.status, cookie).toBe(200)
        expect(session.json.authenticated).toBe(false)
        const logout = await call('POST', '/rest/auth/membership/logout', { body: {}, cookie })
        expect(logout.status, cookie).toBe(422)
        expect(logout.json.message).toBe('Invalid token: a member token is required')
      }
    })

    it('a member logs in, is recognised by the session helper and logs out', async () => {
      const login = await call('POST', '/rest/auth/login', {
        body: { email: member.email.toUpperCase(), password: member.password },
      })
      expect(login.status).toBe(200)
      expect(login.json.data).toMatchObject({
        token_type: 'Bearer',
        member: { firstName: member.firstName },
        tf_order_id: member.tfOrderId,
      })
      const cookie = login.headers.get('set-cookie')!
      expect(cookie).toMatch(/^store_member=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/)
      const memberToken = login.json.data.member.token as string
      const session = await call('POST', '/rest/auth/session', {
        body: {},
        cookie: cookie.split(';')[0],
      })
      expect(session.json).toMatchObject({
        authenticated: true,
        member: { firstName: member.firstName, token: memberToken },
        tf_order_id: member.tfOrderId,
        my_box_count: member.subscriptionBox.reduce((n, i) => n + i.quantity, 0),
      })
      // What a member adds goes into their box: the badge's count includes it (catalogue §4).
      const boxed = member.subscriptionBox.reduce((n, i) => n + i.quantity, 0)
      const add = await call('POST', '/rest/auth/cart/add-to-cart', {
        token: session.json.token as string,
        body: {
          session_id: session.json.session_id,
          product_id: soap.id,
          quantity: 3,
          subscribe: true,
          frequency: 9,
        },
      })
      expect(add.status).toBe(200)
      const after3 = await call('POST', '/rest/auth/session', {
        body: {},
        cookie: cookie.split(';')[0],
      })
      expect(after3.json.my_box_count).toBe(boxed + 3)
      const out = await call('POST', '/rest/auth/membership/logout', {
        body: { token: memberToken },
      })
      expect(out.json).toMatchObject({ status: 'Success' })
      expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
      expect(
        (await call('POST', '/rest/auth/membership/logout', { body: { token: memberToken } }))
          .status,
      ).toBe(401)
      const after = await call('POST', '/rest/auth/session', {
        body: {},
        cookie: cookie.split(';')[0],
      })
      expect(after.json.authenticated).toBe(false)
    })

    it('refuses wrong passwords and bad bodies', async () => {
      const wrong = await call('POST', '/rest/auth/login', {
        body: { email: member.email, password: 'nope' },
      })
      expect(wrong.status).toBe(401)
      expect(wrong.json.message).toBe('The e-mail or password is incorrect.')
      expect(
        (await call('POST', '/rest/auth/login', { body: { email: 'not-an-email', password: 'x' } }))
          .status,
      ).toBe(422)
      expect((await call('POST', '/rest/auth/login', { body: {} })).status).toBe(422)
      expect((await call('POST', '/rest/auth/membership/logout', { body: {} })).status).toBe(422)
    })

    it('the service credential gets a token', async () => {
      const login = await call('POST', '/rest/auth/login', {
        body: { email: 'service@store.test', password: 'service-secret' },
      })
      expect(login.json.data.token).toHaveLength(32)
      expect(
        (await call('GET', '/rest/auth/products/popular', { token: login.json.data.token })).status,
      ).toBe(200)
    })
  })

  describe('hostile input', () => {
    const INT4_OVER = [2 ** 31, 2 ** 31 + 1, 2 ** 40, 2 ** 53 - 1]

    it('ids beyond the integer columns are 422 naming the field in bodies, 404 in paths', async () => {
      const s = await store.session()
      const bodies: Array<[string, string, Record<string, unknown>]> = [
        [
          '/rest/auth/cart/add-to-cart',
          'product_id',
          { session_id: s.session_id, quantity: 1, subscribe: false },
        ],
        ['/rest/auth/cart/add', 'product_id', { quantity: 1, subscribable: false }],
        ['/rest/auth/cart/add-to-cart-starterkit', 'starterkit_id', { session_id: s.session_id }],
        ['/rest/auth/cart/add-offer-to-cart', 'offer_product', { session_id: s.session_id }],
        ['/rest/auth/products/search/click', 'search_log_id', { product_id: 1 }],
        ['/rest/auth/products/search/click', 'product_id', { search_log_id: 1 }],
        ['/rest/auth/recommended-products', 'product_id', {}],
        ['/rest/auth/get-product-add-to-cart', 'id', { trulyfree_session_id: s.session_id }],
        ['/rest/auth/events/product-view', 'id', { trulyfree_session_id: s.session_id }],
        ['/rest/auth/ingredients/fetch-ingredients', 'product_id', {}],
      ]
      for (const [path, field, rest] of bodies) {
        for (const huge of INT4_OVER) {
          const r = await call('POST', path, { body: { ...rest, [field]: huge }, token: s.token })
          expect(r.status, `${path} ${field}=${huge}`).toBe(422)
          expect(r.json.message, path).toMatch(new RegExp(`^Invalid ${field}`))
        }
      }
      for (const huge of [...INT4_OVER, 10 ** 30]) {
        for (const path of [
          `/rest/auth/products/${huge}/related`,
          `/rest/auth/youmaylike-products/${huge}`,
          `/rest/auth/starterkits/slug/${huge}`,
        ]) {
          const r = await call('GET', path, { token: s.token })
          expect(r.status, path).toBe(404)
        }
      }
    })

    it('control characters in strings that reach the database are a 422', async () => {
      const s = await store.session()
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ['/rest/auth/products/search', { query: 'so\u0000ap' }, 'query'],
        [
          '/rest/auth/events/product-view',
          { id: soap.id, trulyfree_session_id: '\u0000' },
          'trulyfree_session_id',
        ],
        ['/rest/auth/membership/logout', { token: 'abc\u0000def' }, 'token'],
        ['/rest/auth/storefront/newsletter', { email: 'a\u0007@b.co' }, 'email'],
        ['/rest/auth/login', { email: 'a@b.co', password: 'x\u0000' }, 'password'],
      ]
      for (const [path, body, field] of cases) {
        const r = await call('POST', path, { raw: JSON.stringify(body), token: s.token })
        expect(r.status, path).toBe(422)
        expect(r.json.message, path).toBe(`Invalid ${field}: must not contain control characters`)
      }
    })

    it('bodies nested past 32 levels are a 422, even 32 000 deep within 64 KB', async () => {
      const s = await store.session()
      for (const depth of [33, 32_000]) {
        const raw = `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`
        const r = await call('POST', '/rest/auth/session', { raw, token: s.token })
        expect(r.status, `depth ${depth}`).toBe(422)
        expect(r.json.message).toMatch(/^(Body nested deeper than 32 levels|Malformed JSON body)$/)
      }
      // 31 levels of a field nobody reads is still only a schema matter, not a refusal.
      const shallow = `{"x":${'['.repeat(30)}${']'.repeat(30)}}`
      expect((await call('POST', '/rest/auth/session', { raw: shallow })).status).toBe(200)
    })

    it('a body that breaks off mid-stream is a 400, not a 500', async () => {
      const broken = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"query":"so'))
          controller.error(new Error('connection reset'))
        },
      })
      const response = await store.store.fetch(
        new Request('http://store.test/rest/auth/products/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: broken,
          duplex: 'half',
        } as RequestInit),
      )
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toBe(
        'The request body could not be read',
      )
    })

    it('bodies over 64 KB are a 413 without being read whole', async () => {
      const big = JSON.stringify({ query: 'x'.repeat(70 * 1024) })
      const declared = await call('POST', '/rest/auth/products/search', { raw: big, token })
      expect(declared.status).toBe(413)
      // A stream with no declared length is cut off once past the limit.
      let pulled = 0
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++
          controller.enqueue(new Uint8Array(16 * 1024).fill(32))
        },
      })
      const response = await store.store.fetch(
        new Request('http://store.test/rest/auth/products/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: endless,
          duplex: 'half',
        } as RequestInit),
      )
      expect(response.status).toBe(413)
      expect(pulled).toBeLessThan(10)
    })

    it('over-long paths are a 404', async () => {
      const r = await call('GET', `/rest/auth/products/${'a'.repeat(600)}`)
      expect(r.status).toBe(404)
      expect((await call('GET', `/rest/auth/${'x/'.repeat(400)}`)).status).toBe(404)
    })

    it('state-changing calls refuse other sites and anything but JSON', async () => {
      const login = { email: member.email, password: member.password }
      const crossSite = await call('POST', '/rest/auth/login', {
        body: login,
        headers: { 'sec-fetch-site': 'cross-site' },
      })
      expect(crossSite.status).toBe(403)
      expect(crossSite.headers.get('set-cookie')).toBeNull()
      const evil = await call('POST', '/rest/auth/login', {
        body: login,
        headers: { origin: 'https://evil.example' },
      })
      expect(evil.status).toBe(403)
      const plain = await call('POST', '/rest/auth/login', {
        raw: JSON.stringify(login),
        headers: { 'content-type': 'text/plain' },
      })
      expect(plain.status).toBe(415)
      expect(plain.headers.get('set-cookie')).toBeNull()
      const form = await call('POST', '/rest/auth/storefront/newsletter', {
        raw: 'email=a@b.co',
        token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(form.status).toBe(415)
      const sameOrigin = await call('POST', '/rest/auth/login', {
        body: login,
        headers: { origin: 'http://store.test', 'sec-fetch-site': 'same-origin' },
      })
      expect(sameOrigin.status).toBe(200)
      // Reads stay open to any origin.
      expect(
        (
          await call('GET', '/rest/auth/categories', {
            headers: { origin: 'https://evil.example' },
          })
        ).status,
      ).toBe(200)
    })

    it('a malformed bearer header is a 401, never a database look-up of junk', async () => {
      for (const header of [
        'Bearer a\u0000b',
        'Bearer x',
        'Basic abc',
        `Bearer ${'a'.repeat(400)}`,
      ]) {
        const r = await call('GET', '/rest/auth/products/popular', {
          headers: { authorization: header.replace('\u0000', '%00') },
        })
        expect(r.status, header).toBe(401)
      }
    })
  })

  describe('newsletter', () => {
    it('stores an address once and explains repeats and invalid input', async () => {
      const ok = await authed('POST', '/rest/auth/storefront/newsletter', {
        email: ` sam@${kind}.test `,
      })
      expect(ok.json).toEqual({
        status: 'Success',
        message: 'Thanks for subscribing! Look out for our next update in your inbox.',
      })
      const repeat = await authed('POST', '/rest/auth/storefront/newsletter', {
        email: `SAM@${kind}.test`,
      })
      expect(repeat.status).toBe(409)
      expect(repeat.json.message).toBe('This e-mail address is already subscribed.')
      const invalid = await authed('POST', '/rest/auth/storefront/newsletter', { email: 'nope' })
      expect(invalid.status).toBe(422)
      expect(invalid.json.message).toBe('Please enter a valid e-mail address.')
      expect((await authed('POST', '/rest/auth/storefront/newsletter', {})).status).toBe(422)
      expect(
        (await call('POST', '/rest/auth/storefront/newsletter', { body: { email: 'x@y.co' } }))
          .status,
      ).toBe(401)
    })
  })

  describe('popular, search and click log', () => {
    it('popular: 12 published, in-stock products, most sold first', async () => {
      const res = await authed('GET', '/rest/auth/products/popular?limit=12')
      const ids = res.json.data.map((p: { id: number }) => p.id)
      const expected = published
        .filter((p) => p.inStock)
        .sort((a, b) => b.qtySold - a.qtySold || a.id - b.id)
        .slice(0, 12)
        .map((p) => p.id)
      expect(ids).toEqual(expected)
      expect((await authed('GET', '/rest/auth/products/popular?limit=abc')).json.data).toHaveLength(
        12,
      )
    })

    it('a search with log false reads the results and leaves no search-log row', async () => {
      const first = await authed('POST', '/rest/auth/products/search', { query: 'soap' })
      const unlogged = await authed('POST', '/rest/auth/products/search', {
        query: 'soap',
        log: false,
      })
      expect(unlogged.json.data).toEqual(first.json.data)
      expect(unlogged.json.searchLogId).toBeNull()
      // No row between the two logged searches.
      const next = await authed('POST', '/rest/auth/products/search', { query: 'soap' })
      expect(next.json.searchLogId).toBe(first.json.searchLogId + 1)
      expect(
        (await authed('POST', '/rest/auth/products/search', { query: 'soap', log: 'no' })).status,
      ).toBe(422)
    })

    it('search matches every word, logs the search and its clicks', async () => {
      const res = await authed('POST', '/rest/auth/products/search', {
        query: 'Dish  soap',
        limit: 12,
      })
      expect(res.json.status).toBe('Success')
      expect(res.json.data.length).toBeGreaterThan(0)
      for (const p of res.json.data)
        expect(`${p.name} ${p.sku} ${p.sub_line} ${p.excerpt}`.toLowerCase()).toMatch(
          /dish[\s\S]*soap|soap[\s\S]*dish/,
        )
      expect(res.json.searchLogId).toEqual(expect.any(Number))
      const click = await authed('POST', '/rest/auth/products/search/click', {
        search_log_id: res.json.searchLogId,
        product_id: res.json.data[0].id,
      })
      expect(click.json.status).toBe('Success')
      expect(
        (
          await authed('POST', '/rest/auth/products/search/click', {
            search_log_id: 999999,
            product_id: 1,
          })
        ).status,
      ).toBe(404)
      const none = await authed('POST', '/rest/auth/products/search', {
        query: 'zzzqqq',
        limit: 12,
      })
      expect(none.json.data).toEqual([])
      expect(
        (await authed('POST', '/rest/auth/products/search', { query: '100%_' })).json.data,
      ).toEqual([])
      expect(
        (await authed('POST', '/rest/auth/products/search', { query: 'x'.repeat(201) })).status,
      ).toBe(422)
      expect(
        (await authed('POST', '/rest/auth/products/search', { query: 'soap', limit: 0 })).status,
      ).toBe(422)
    })
  })

  describe('catalogue', () => {
    it('categories come nested, published only', async () => {
      const res = await call('GET', '/rest/auth/categories')
      expect(res.json.status).toBe('Success')
      const slugs = res.json.data.map((c: { slug: string }) => c.slug)
      expect(slugs).toContain(topCategory.slug)
      expect(slugs).not.toContain(catalogue.categories.find((c) => !c.published)!.slug)
      const top = res.json.data.find((c: { slug: string }) => c.slug === topCategory.slug)
      expect(top.subcategories.length).toBeGreaterThan(0)
      expect(top.subcategories[0].products[0]).toMatchObject({ published: true })
    })

    it('all-products is an array of arrays of published products', async () => {
      const res = await call('GET', '/rest/auth/all-products')
      expect(Array.isArray(res.json.data[0])).toBe(true)
      const all = res.json.data.flat()
      expect(all.every((p: { published: boolean }) => p.published)).toBe(true)
      expect(all.map((p: { id: number }) => p.id)).not.toContain(unpublished.id)
    })

    it('category by slug and the subcategory call; unknown slugs are 404', async () => {
      const bySlug = await call('GET', `/rest/auth/categories/slug/${topCategory.slug}`)
      expect(bySlug.json.data).toMatchObject({
        slug: topCategory.slug,
        page_title: topCategory.pageTitle,
      })
      const popular = await call(
        'GET',
        `/rest/auth/products/subcategory/${topCategory.slug}?filter=popular`,
      )
      const list = popular.json.data[0].products as Array<{ product_tag: number; qty_sold: number }>
      for (let i = 1; i < list.length; i++) {
        const a = list[i - 1]!
        const b = list[i]!
        expect(
          Number(a.product_tag === 1) > Number(b.product_tag === 1) ||
            ((a.product_tag === 1) === (b.product_tag === 1) && a.qty_sold >= b.qty_sold),
        ).toBe(true)
      }
      const missing = await call('GET', '/rest/auth/categories/slug/no-such-category')
      expect(missing.status).toBe(404)
      expect(missing.json.message).toBe(
        'Category not found. No category exists with slug: no-such-category',
      )
      // A path parameter that does not even percent-decode names nothing here.
      expect((await call('GET', '/rest/auth/categories/slug/%E0%A4%A')).status).toBe(404)
      expect((await call('GET', '/rest/auth/categories/details')).json.data.length).toBeGreaterThan(
        6,
      )
    })

    it('product detail by slug, with 300 s caching; unpublished and unknown are 404', async () => {
      const res = await call('GET', `/rest/auth/products/${soap.slug}`)
      expect(res.headers.get('cache-control')).toBe('private, max-age=300')
      expect(res.json.data).toMatchObject({
        id: soap.id,
        sticky_id: soap.stickyId,
        name: soap.name,
        sku: soap.sku,
        short_description: soap.shortDescription,
        is_subscribable: true,
        thumbnail: { file_path: soap.thumbnail.filePath },
      })
      expect(res.json.data.ingredients).toHaveLength(soap.ingredientIds.length)
      expect(res.json.data.gallery[0]).toMatchObject({ type: 'image' })
      const first = await call('GET', `/rest/auth/all-products/${soap.slug}`)
      expect(first.json.data[0].id).toBe(soap.id)
      expect((await call('GET', `/rest/auth/products/${unpublished.slug}`)).status).toBe(404)
      const missing = await call('GET', '/rest/auth/products/no-such-thing')
      expect(missing.json.message).toBe(
        'Product not found. No product exists with slug: no-such-thing',
      )
    })

    it('related, best sellers, featured categories and the sub-menu', async () => {
      const related = await call('GET', `/rest/auth/products/${soap.id}/related`)
      expect(related.json.data.map((p: { id: number }) => p.id)).not.toContain(soap.id)
      expect((await call('GET', '/rest/auth/products/abc/related')).status).toBe(404)
      const best = await call('POST', '/rest/auth/products/best-sellers')
      expect(best.json.data[0].product_tag).toBe(1)
      // Both answer a bare JSON array, as the shell spec's call table gives them.
      const featured = await call('GET', '/rest/auth/fetch-featured-category')
      expect(Array.isArray(featured.json)).toBe(true)
      expect(featured.json[0]).toEqual(
        expect.objectContaining({
          category_name: expect.any(String),
          category_url: expect.stringMatching(/^\/products\/category\//),
        }),
      )
      const menu = await call('GET', '/rest/auth/fetch-sub-menu')
      expect(Array.isArray(menu.json)).toBe(true)
      expect(menu.json[0]).toEqual(
        expect.objectContaining({
          submenu_label: expect.any(String),
          submenu_url: expect.any(String),
          submenu_image: expect.any(String),
          submenu_image_alt: expect.any(String),
        }),
      )
      expect(menu.json.map((m: { submenu_url: string }) => m.submenu_url)).not.toContain(
        '/products/category/starter-kits',
      )
    })

    it('recommendations, you-may-like, reviews and product views', async () => {
      const rec = await authed('POST', '/rest/auth/recommended-products', {
        product_id: soap.id,
        authenticated: false,
        tf_order_id: null,
        trulyfree_session_id: sessionId,
      })
      expect(Object.keys(rec.json.data[0])).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'excerpt',
          'price',
          'discount_price',
          'is_subscribable',
          'image_path',
          'image_alt_text',
        ]),
      )
      expect(
        (await authed('POST', '/rest/auth/recommended-products', { product_id: 99999 })).status,
      ).toBe(404)
      expect(
        (await authed('GET', `/rest/auth/youmaylike-products/${soap.id}`)).json.data.length,
      ).toBeGreaterThan(0)
      const reviews = await call('GET', `/rest/auth/reviews/${soap.sku}`)
      const expected = catalogue.reviews.filter((r) => r.productSku === soap.sku)
      expect(reviews.json.data.count).toBe(expected.length)
      const view = await authed('POST', '/rest/auth/events/product-view', {
        id: soap.id,
        trulyfree_session_id: sessionId,
      })
      expect(view.status).toBe(200)
      expect((await authed('POST', '/rest/auth/events/product-view', { id: soap.id })).status).toBe(
        422,
      )
    })

    it('"you may like" lists what the same shoppers viewed first, then new arrivals', async () => {
      const [b, c] = catalogue.products.filter((p) => p.published && p.id !== soap.id)
      // Two shoppers viewed the soap; both viewed b, one of them c.
      for (const seen of [
        [soap.id, b!.id],
        [soap.id, b!.id, c!.id],
      ]) {
        const other = await call('POST', '/rest/auth/session', { body: {} })
        const { session_id: id, token: t } = other.json as { session_id: string; token: string }
        for (const product of seen)
          await call('POST', '/rest/auth/events/product-view', {
            token: t,
            body: { id: product, trulyfree_session_id: id },
          })
      }
      const list = (await authed('GET', `/rest/auth/youmaylike-products/${soap.id}`)).json
        .data as Array<{ id: number }>
      expect(list.slice(0, 2).map((p) => p.id)).toEqual([b!.id, c!.id])
      expect(list.map((p) => p.id)).not.toContain(soap.id)
      expect(list.length).toBe(4)
      expect(new Set(list.map((p) => p.id)).size).toBe(4)
    })
  })

  describe('starter kits, offers, ingredients', () => {
    it('lists published kits and finds one by slug or id', async () => {
      const list = await call('POST', '/rest/auth/starterkits', { token })
      expect(list.headers.get('cache-control')).toBe('private, max-age=300')
      const slugs = list.json.data.map((k: { slug: string }) => k.slug)
      expect(slugs).toContain(kit.slug)
      expect(slugs).not.toContain(hiddenKit.slug)
      const one = await call('GET', `/rest/auth/starterkits/slug/${kit.slug}`, { token })
      expect(one.json.data).toMatchObject({
        slug: kit.slug,
        total_subscription_product: kit.totalSubscriptionProduct,
      })
      expect(one.json.data.starterkit_products).toHaveLength(kit.products.length)
      expect((await call('GET', `/rest/auth/starterkits/slug/${kit.id}`)).json.data.slug).toBe(
        kit.slug,
      )
      const missing = await call('GET', '/rest/auth/starterkits/slug/nope-kit')
      expect(missing.status).toBe(404)
      expect(missing.json.message).toBe(
        'Starter kit not found. No starter kit exists with slug: nope-kit',
      )
      expect((await call('GET', `/rest/auth/starterkits/slug/${hiddenKit.slug}`)).status).toBe(404)
    })

    it('offer bundles 3 and 4', async () => {
      for (const id of [3, 4]) {
        const res = await authed('GET', `/rest/auth/offers/fetch-offer-bundle/${id}`)
        expect(res.json.products[0]).toEqual(
          expect.objectContaining({
            name: expect.any(String),
            image_path: expect.any(String),
            description_bullets: expect.any(Array),
            excerpt: expect.any(String),
            subtitle: expect.any(String),
          }),
        )
      }
      expect((await authed('GET', '/rest/auth/offers/fetch-offer-bundle/5')).status).toBe(404)
    })

    it('ingredient explorer calls', async () => {
      const products = await authed('POST', '/rest/auth/ingredients/fetch-ingredient-products')
      expect(products.json.products[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
      })
      const all = await authed('POST', '/rest/auth/ingredients/fetch-ingredients', {
        product_id: 'all',
      })
      const one = await authed('POST', '/rest/auth/ingredients/fetch-ingredients', {
        product_id: soap.id,
      })
      expect(one.json.ingredients).toHaveLength(soap.ingredientIds.length)
      expect(all.json.ingredients.length).toBeGreaterThan(one.json.ingredients.length)
      expect(one.json.ingredients[0]).toEqual(
        expect.objectContaining({
          function: expect.any(String),
          description: expect.any(String),
          rating: expect.any(Number),
          products: expect.any(Array),
        }),
      )
      expect(
        (await authed('POST', '/rest/auth/ingredients/fetch-ingredients', { product_id: 'some' }))
          .status,
      ).toBe(422)
      expect((await call('GET', '/rest/auth/ingredients/page')).json.data.ingredients.length).toBe(
        all.json.ingredients.length,
      )
    })
  })

  describe('cart', () => {
    it('adds, merges, caps at 100 and reports the tier', async () => {
      const s = await store.session()
      const add = (body: Record<string, unknown>) =>
        call('POST', '/rest/auth/cart/add-to-cart', {
          body: { session_id: s.session_id, ...body },
          token: s.token,
        })
      expect(
        (await add({ product_id: soap.id, quantity: 2, subscribe: true, frequency: 4 })).json,
      ).toEqual({ status: 'Success', success: true })
      await add({ product_id: soap.id, quantity: 1, subscribe: true, frequency: 4 })
      await add({ product_id: other.id, quantity: 1, subscribe: false })
      const cart = await call('POST', '/rest/auth/cart', {
        body: { session_id: s.session_id },
        token: s.token,
      })
      const expected = cartTotals([
        { price: soap.price, quantity: 3, subscribe: true },
        { price: other.price, quantity: 1, subscribe: false },
      ])
      expect(cart.json.data).toMatchObject({
        success: true,
        subtotal: expected.subtotal,
        discount_total: expected.discountTotal,
        tier_slab: 2,
        total_subscription_items: 3,
        toss_products: 1,
        sub_header_text: subscriptionTier(3).message,
      })
      expect(cart.json.data.items).toHaveLength(2)
      expect(cart.json.data.items[0]).toMatchObject({
        quantity: 3,
        subscribe: true,
        product: { id: soap.id },
      })
      await add({ product_id: soap.id, quantity: 100, subscribe: true, frequency: 4 })
      const capped = await call('POST', '/rest/auth/cart', {
        body: { session_id: s.session_id },
        token: s.token,
      })
      expect(capped.json.data.items[0].quantity).toBe(100)
    })

    it('validates quantity, products and ownership', async () => {
      const s = await store.session()
      const add = (body: Record<string, unknown>, t = s.token) =>
        call('POST', '/rest/auth/cart/add-to-cart', {
          body: {
            session_id: s.session_id,
            subscribe: false,
            product_id: soap.id,
            quantity: 1,
            ...body,
          },
          token: t,
        })
      for (const quantity of [0, 101, 1.5, '2', -1]) {
        const res = await add({ quantity })
        expect(res.status).toBe(422)
        expect(res.json.message).toMatch(/^Invalid quantity/)
      }
      expect((await add({ product_id: 999999 })).json.message).toBe('Product 999999 not found')
      expect((await add({ product_id: unpublished.id })).status).toBe(404)
      expect((await add({ product_id: outOfStock.id })).status).toBe(409)
      expect((await add({ product_id: notSubscribable.id, subscribe: true })).status).toBe(422)
      const foreign = await add({}, token)
      expect(foreign.status).toBe(403)
      expect(foreign.json.message).toBe('Session error. The session does not belong to this token.')
    })

    it('adds kits, offers, the simple add and the GraphQL mutation', async () => {
      const s = await store.session()
      const base = { token: s.token }
      const kitAdd = await call('POST', '/rest/auth/cart/add-to-cart-starterkit', {
        body: { starterkit_id: kit.id, session_id: s.session_id, is_subscribe: true },
        ...base,
      })
      expect(kitAdd.json).toMatchObject({
        success: true,
        message: `${kit.name} added to your cart`,
      })
      expect(
        (
          await call('POST', '/rest/auth/cart/add-to-cart-starterkit', {
            body: { starterkit_id: 99999, session_id: s.session_id },
            ...base,
          })
        ).json.message,
      ).toBe('Starter kit not found. No starter kit exists with slug: 99999')
      expect(
        (
          await call('POST', '/rest/auth/cart/starter-kit-add-to-cart', {
            body: { staterkit_type: 'dish', session_id: s.session_id },
            ...base,
          })
        ).json.success,
      ).toBe(true)
      expect(
        (
          await call('POST', '/rest/auth/cart/starter-kit-add-to-cart', {
            body: { staterkit_type: 'floor', session_id: s.session_id },
            ...base,
          })
        ).status,
      ).toBe(422)
      expect(
        (
          await call('POST', '/rest/auth/cart/add-offer-to-cart', {
            body: { session_id: s.session_id, offer_product: 3 },
            ...base,
          })
        ).status,
      ).toBe(200)
      expect(
        (
          await call('POST', '/rest/auth/cart/add', {
            body: { product_id: other.id, quantity: 2, subscribable: true, type: 2 },
            ...base,
          })
        ).json.success,
      ).toBe(true)
      const gql = await call('POST', '/graphql', {
        body: {
          query:
            'mutation addToCartStaterKit($session_id: String!, $staterkit_type: String!) { addToCartStaterKit(session_id: $session_id, staterkit_type: $staterkit_type) { success message } }',
          variables: { session_id: s.session_id, staterkit_type: 'laundry' },
        },
        ...base,
      })
      expect(gql.json).toEqual({
        data: { addToCartStaterKit: { success: true, message: 'Starter kit added to your cart' } },
      })
      expect(
        (
          await call('POST', '/graphql', {
            body: {
              query: '{ products { id } }',
              variables: { session_id: s.session_id, staterkit_type: 'laundry' },
            },
            ...base,
          })
        ).status,
      ).toBe(400)
      const cart = await call('POST', '/rest/auth/cart', {
        body: { session_id: s.session_id },
        ...base,
      })
      const oneTime = cart.json.data.items.find(
        (i: { product: { id: number }; subscribe: boolean }) =>
          i.product.id === other.id && !i.subscribe,
      )
      expect(oneTime.quantity).toBe(2)
    })

    it('get-product-add-to-cart reports exists, exists_ot and prices', async () => {
      const s = await store.session()
      const check = () =>
        call('POST', '/rest/auth/get-product-add-to-cart', {
          body: {
            id: soap.id,
            authenticated: false,
            tf_order_id: null,
            trulyfree_session_id: s.session_id,
          },
          token: s.token,
        })
      expect((await check()).json.data).toEqual({
        price: soap.price,
        discount_price: soap.discountPrice,
        quantity: 0,
        exists: false,
        exists_ot: false,
        is_subscribable: true,
        billing_model_id: expect.any(Number),
      })
      await call('POST', '/rest/auth/cart/add-to-cart', {
        body: { session_id: s.session_id, product_id: soap.id, quantity: 2, subscribe: false },
        token: s.token,
      })
      expect((await check()).json.data).toMatchObject({
        quantity: 2,
        exists_ot: true,
        exists: false,
      })
      const login = await call('POST', '/rest/auth/login', {
        body: { email: member.email, password: member.password },
      })
      const boxed = member.subscriptionBox[0]!.productId
      const mine = await call('POST', '/rest/auth/get-product-add-to-cart', {
        body: {
          id: boxed,
          authenticated: true,
          tf_order_id: member.tfOrderId,
          trulyfree_session_id: login.json.data.session_id,
        },
        token: login.json.data.token,
      })
      expect(mine.json.data.exists).toBe(true)
    })

    it('200 parallel adds across 20 sessions lose nothing', async () => {
      const sessions = await Promise.all(Array.from({ length: 20 }, () => store.session()))
      const products = sellable.slice(0, 5)
      await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const s = sessions[i % 20]!
          const p = products[i % 5]!
          return call('POST', '/rest/auth/cart/add-to-cart', {
            body: {
              session_id: s.session_id,
              product_id: p.id,
              quantity: 1 + (i % 3),
              subscribe: true,
              frequency: 4,
            },
            token: s.token,
          }).then((r) => {
            if (r.status !== 200)
              throw new Error(`add ${i} failed: ${r.status} ${JSON.stringify(r.json)}`)
          })
        }),
      )
      for (const [si, s] of sessions.entries()) {
        const cart = await call('POST', '/rest/auth/cart', {
          body: { session_id: s.session_id },
          token: s.token,
        })
        const expected = new Map<number, number>()
        for (let i = si; i < 200; i += 20)
          expected.set(products[i % 5]!.id, (expected.get(products[i % 5]!.id) ?? 0) + 1 + (i % 3))
        const got = new Map(
          cart.json.data.items.map((it: { product: { id: number }; quantity: number }) => [
            it.product.id,
            it.quantity,
          ]),
        )
        expect(got).toEqual(expected)
        const lines = [...expected].map(([id, quantity]) => ({
          price: products.find((p) => p.id === id)!.price,
          quantity,
          subscribe: true,
        }))
        expect(cart.json.data.subtotal).toBe(cartTotals(lines).subtotal)
        expect(cart.json.data.total_subscription_items).toBe(
          [...expected.values()].reduce((a, b) => a + b, 0),
        )
      }
    }, 60_000)
  })

  describe('OpenAPI', () => {
    it('documents every endpoint', async () => {
      const doc = (await call('GET', '/rest/auth/openapi.json')).json
      expect(doc.openapi).toBe('3.1.0')
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/rest/auth/cart/add-to-cart',
          '/rest/auth/starterkits/slug/{slug}',
          '/graphql',
          '/rest/auth/storefront/newsletter',
        ]),
      )
      expect(
        doc.paths['/rest/auth/cart/add-to-cart'].post.requestBody.content['application/json'].schema
          .required,
      ).toEqual(expect.arrayContaining(['session_id', 'product_id', 'quantity', 'subscribe']))
    })
  })
}
