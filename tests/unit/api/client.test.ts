import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logout } from '~/api/account'
import {
  ADD_TO_CART_ERROR,
  addToCart,
  addToCartSimple,
  CART_LOAD_ERROR,
  fetchCart,
  fetchRecommendations,
} from '~/api/cart'
import { fetchAddToCartCheck } from '~/api/add-to-cart-check'
import { trackProductView } from '~/api/product-events'
import {
  fetchAllProducts,
  fetchBestSellers,
  fetchCategories,
  fetchCategory,
  fetchCategoryListing,
  fetchCategoryPage,
  fetchFeaturedCategories,
  fetchProduct,
  fetchProductPage,
  fetchRelatedProducts,
  fetchReviews,
  fetchYouMayLike,
} from '~/api/catalogue.server'
import { fetchSubMenu } from '~/api/sub-menu'
import {
  addStarterKitToCart,
  fetchKitPage,
  fetchKitsListing,
  fetchStarterKit,
  fetchStarterKits,
  KIT_ADD_MESSAGES,
} from '~/api/kits'
import { subscribeToNewsletter, rejectionMessage } from '~/api/newsletter'
import { logSearchClick, searchProducts, searchResultsQuery } from '~/api/products'
import { ensureSession } from '~/api/session'
import { captureLogs, fakeStore } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

const wireProduct = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `P${id}`,
  slug: `p-${id}`,
  price: '12.50',
  published: 1,
  image_path: `products/p-${id}.svg`,
  ...extra,
})

describe('session and bearer token', () => {
  it('starts each call in a task of its own once the session is known (first-load work)', async () => {
    const seen = fakeStore({
      'POST /rest/auth/products/search': { json: { status: 'Success', data: [], searchLogId: 1 } },
    })
    await ensureSession()
    vi.stubGlobal('window', globalThis) // a browser's calls, not the server's
    const calls = () => seen.filter((s) => s.path === '/rest/auth/products/search').length
    const searches = [searchProducts('a', null), searchProducts('b', null)]
    // However many microtasks run, neither call has been sent in the task that asked for both.
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(calls()).toBe(0)
    await new Promise((resolve) => setImmediate(resolve))
    await Promise.all(searches)
    expect(calls()).toBe(2)
  })

  it('sends no call that was called off before its task came (a box that left the page)', async () => {
    const seen = fakeStore({ 'POST /rest/auth/get-product-add-to-cart': { json: {} } })
    await ensureSession()
    vi.stubGlobal('window', globalThis)
    const logs = captureLogs()
    const off = new AbortController()
    const check = fetchAddToCartCheck(7, off.signal)
    off.abort()
    await expect(check).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen.filter((s) => s.path === '/rest/auth/get-product-add-to-cart')).toHaveLength(0)
    // Nothing failed: nothing is logged.
    expect(logs.lines).toEqual([])
  })

  it('sends a click log at once: it must leave before the page it navigates from does', async () => {
    const seen = fakeStore({ 'POST /rest/auth/products/search/click': { json: {} } })
    await ensureSession()
    vi.stubGlobal('window', globalThis)
    const logged = logSearchClick(9, 1, 't-1')
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(seen.filter((s) => s.path === '/rest/auth/products/search/click')).toHaveLength(1)
    await logged
  })

  it('reshapes the session and attaches the bearer token to calls', async () => {
    const seen = fakeStore({
      'POST /rest/auth/products/search': {
        json: { status: 'Success', data: [wireProduct(1)], searchLogId: 9 },
      },
    })
    expect(await ensureSession()).toEqual({
      sessionId: 's-1',
      authToken: 't-1',
      authenticated: false,
      member: null,
      tfOrderId: null,
      myBoxCount: 0,
    })
    const result = await searchProducts('soap', 't-1')
    expect(result).toEqual({
      products: [{ id: 1, name: 'P1', slug: 'p-1', price: 12.5, image: 'products/p-1.svg' }],
      searchLogId: 9,
    })
    const call = seen.find((s) => s.path === '/rest/auth/products/search')!
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
    expect(call.body).toEqual({ query: 'soap', limit: 12 })
  })

  it('the results page reads its search without a search-log row (no click can be logged)', async () => {
    const seen = fakeStore({
      'POST /rest/auth/products/search': {
        json: { status: 'Success', data: [wireProduct(1)], searchLogId: null },
      },
    })
    const client = new QueryClient()
    const result = await client.fetchQuery(searchResultsQuery('soap'))
    expect(result.searchLogId).toBeNull()
    expect(seen.find((s) => s.path === '/rest/auth/products/search')!.body).toEqual({
      query: 'soap',
      limit: 12,
      log: false,
    })
  })

  it('accepts "Success" in any letter case and names a missing data field', async () => {
    fakeStore({
      'GET /rest/auth/categories': { json: { status: 'SUCCESS', data: [] } },
      'POST /rest/auth/products/best-sellers': { json: { status: 'success' } },
    })
    expect(await fetchCategories()).toEqual([])
    const logs = captureLogs()
    expect(await fetchBestSellers()).toEqual([])
    expect(logs.lines.join('\n')).toContain('Invalid API response format: missing data')
  })
})

describe('catalogue', () => {
  it('categories keep only published products and nest subcategories', async () => {
    fakeStore({
      'GET /rest/auth/categories': {
        json: {
          status: 'Success',
          data: [
            {
              id: 1,
              name: 'Laundry',
              slug: 'laundry',
              page_title: null,
              products: [wireProduct(1), wireProduct(2, { published: false })],
              subcategories: [
                { id: 2, name: 'Detergents', slug: 'detergents', products: [wireProduct(3)] },
              ],
            },
          ],
        },
      },
    })
    const [laundry] = await fetchCategories()
    expect(laundry).toMatchObject({ pageTitle: 'Laundry', slug: 'laundry' })
    expect(laundry!.products.map((p) => p.id)).toEqual([1])
    expect(laundry!.subcategories[0]!.products[0]).toMatchObject({ id: 3, price: 12.5 })
  })

  it('a categories failure is an empty list, logged 13601.01', async () => {
    fakeStore({ 'GET /rest/auth/categories': { status: 500 } })
    const logs = captureLogs()
    expect(await fetchCategories()).toEqual([])
    expect(logs.codes()).toContain('13601.01')
  })

  it('all products flatten the array of arrays; a failure is status Error, "Failed to fetch products"', async () => {
    fakeStore({
      'GET /rest/auth/all-products': {
        json: { status: 'Success', data: [[wireProduct(1)], [wireProduct(1), wireProduct(2)]] },
      },
    })
    expect((await fetchAllProducts()).data.map((p) => p.id)).toEqual([1, 2])
    fakeStore({ 'GET /rest/auth/all-products': { network: true } })
    captureLogs()
    expect(await fetchAllProducts()).toEqual({
      status: 'Error',
      message: 'Failed to fetch products',
      data: [],
    })
  })

  it('the all-products listing tells a failure from an empty catalogue', async () => {
    fakeStore({ 'GET /rest/auth/categories': { status: 500 } })
    const logs = captureLogs()
    expect(await fetchCategoryListing()).toEqual({
      status: 'Error',
      message: 'Failed to fetch categories',
      data: [],
    })
    expect(logs.codes()).toContain('13601.01')
    fakeStore({ 'GET /rest/auth/categories': { json: { status: 'Success', data: [] } } })
    expect(await fetchCategoryListing()).toMatchObject({ status: 'Success', data: [] })
  })

  it('a category page is found, missing (a 404 or no data) or failed', async () => {
    fakeStore({
      'GET /rest/auth/products/subcategory/gone': { status: 404 },
      'GET /rest/auth/products/subcategory/empty': { json: { status: 'Success', data: [] } },
      'GET /rest/auth/products/subcategory/down': { status: 503 },
    })
    captureLogs()
    expect(await fetchCategoryPage('gone')).toEqual({ kind: 'missing' })
    expect(await fetchCategoryPage('empty')).toEqual({ kind: 'missing' })
    expect(await fetchCategoryPage('down')).toEqual({
      kind: 'failed',
      message: 'Failed to fetch category data',
    })
    // Not a slug at all: no call is made.
    expect(await fetchCategoryPage('a/b')).toEqual({ kind: 'missing' })
    expect(await fetchCategoryPage('x'.repeat(201))).toEqual({ kind: 'missing' })
  })

  it('category detail needs a slug and data', async () => {
    await expect(fetchCategory('  ')).rejects.toThrow('Category slug is required')
    fakeStore({
      'GET /rest/auth/products/subcategory/laundry?filter=popular': {
        json: { status: 'Success', data: [] },
      },
    })
    await expect(fetchCategory('laundry', true)).rejects.toThrow('No category data found')
  })

  it('product detail reshapes; HTTP and other failures carry the spec texts and codes', async () => {
    fakeStore({
      'GET /rest/auth/products/p-1': {
        json: {
          status: 'Success',
          data: {
            ...wireProduct(1),
            short_description: 'Short',
            whyYouLoveIt: { title: 'T', sub_title: 'S' },
            gallery: [{ type: 'video', src: 'v.svg', video_url: 'https://v' }],
          },
        },
      },
      'GET /rest/auth/products/gone': { status: 404, json: { message: 'Product not found' } },
      'GET /rest/auth/products/down': { network: true },
    })
    const p = await fetchProduct('p-1')
    expect(p).toMatchObject({
      id: 1,
      shortDescription: 'Short',
      whyYouLoveIt: { title: 'T', subTitle: 'S' },
      gallery: [{ type: 'video', videoUrl: 'https://v', alt: 'P1' }],
    })
    const logs = captureLogs()
    await expect(fetchProduct('gone')).rejects.toThrow('Failed to fetch product: 404 Not Found')
    await expect(fetchProduct('down')).rejects.toThrow(
      'Error fetching product details: Network error',
    )
    await expect(fetchProduct('')).rejects.toThrow('No slug provided')
    expect(logs.codes()).toEqual(expect.arrayContaining(['14001.01', '14001.03']))
  })

  it('a product page is found, missing (404, unpublished, no slug) or failed, in the spec words', async () => {
    fakeStore({
      'GET /rest/auth/products/p-1': { json: { status: 'Success', data: wireProduct(1) } },
      'GET /rest/auth/products/hidden': {
        json: { status: 'Success', data: wireProduct(2, { published: 0 }) },
      },
      'GET /rest/auth/products/gone': { status: 404, json: { message: 'Product not found' } },
      'GET /rest/auth/products/down': { status: 503, json: { message: 'Maintenance' } },
      'GET /rest/auth/products/cut': { network: true },
      'GET /rest/auth/products/odd': { text: '{"status":' },
      'GET /rest/auth/products/refused': { json: { status: 'Error', message: 'Nope' } },
      'GET /rest/auth/products/empty': { json: { status: 'Success' } },
    })
    const logs = captureLogs()
    expect(await fetchProductPage('p-1')).toMatchObject({ kind: 'found', product: { id: 1 } })
    expect(await fetchProductPage(['p-1', 'other'])).toMatchObject({ kind: 'found' })
    expect(await fetchProductPage('hidden')).toEqual({
      kind: 'missing',
      message: 'Failed to fetch product: 404 Not Found',
    })
    expect(await fetchProductPage('gone')).toEqual({
      kind: 'missing',
      message: 'Failed to fetch product: 404 Not Found',
    })
    expect(await fetchProductPage('down')).toEqual({
      kind: 'failed',
      message: 'Failed to fetch product: 503 Service Unavailable',
    })
    expect(await fetchProductPage('cut')).toEqual({
      kind: 'failed',
      message: 'Error fetching product details: Network error',
    })
    expect((await fetchProductPage('odd')).kind).toBe('failed')
    expect(await fetchProductPage('refused')).toEqual({
      kind: 'failed',
      message: 'API Error: Nope',
    })
    expect(await fetchProductPage('empty')).toEqual({
      kind: 'failed',
      message: 'API Error: Invalid API response format: missing data',
    })
    expect(await fetchProductPage('')).toEqual({ kind: 'missing', message: 'No slug provided' })
    expect(await fetchProductPage([])).toEqual({ kind: 'missing', message: 'No slug provided' })
    expect(logs.codes()).toEqual(expect.arrayContaining(['14001.01', '14001.03']))
  })

  // The shop-by-category block tells a failed read (null: "Failed to load categories") from
  // an empty one (catalogue §2: the block decides over the shell's "empty list").
  it('best sellers fall back to an empty list, featured categories to null (10002.xx, 10602.xx)', async () => {
    fakeStore({
      'POST /rest/auth/products/best-sellers': {
        json: { status: 'Success', data: { not: 'an array' } },
      },
      'GET /rest/auth/fetch-featured-category': { status: 503 },
    })
    const logs = captureLogs()
    expect(await fetchBestSellers()).toEqual([])
    expect(await fetchFeaturedCategories()).toBeNull()
    expect(logs.codes()).toEqual(expect.arrayContaining(['10002.01', '10602.01']))
    // The call answers a bare array; an envelope around it is not that, so: a failure.
    fakeStore({
      'GET /rest/auth/fetch-featured-category': {
        json: { status: 'Success', data: [{ category_name: 'Laundry', category_url: '/l' }] },
      },
    })
    expect(await fetchFeaturedCategories()).toBeNull()
    fakeStore({
      'GET /rest/auth/fetch-featured-category': {
        json: [{ category_name: 'Laundry', category_url: '/products/category/laundry' }],
      },
    })
    expect(await fetchFeaturedCategories()).toHaveLength(1)
  })

  it('the sub-menu throws on failure (12201.01) and reshapes on success', async () => {
    fakeStore({
      'GET /rest/auth/fetch-sub-menu': {
        json: [
          {
            submenu_label: 'Laundry',
            submenu_url: '/products/category/laundry',
            submenu_image: 'c.svg',
          },
        ],
      },
    })
    expect(await fetchSubMenu()).toEqual([
      { label: 'Laundry', url: '/products/category/laundry', image: 'c.svg', imageAlt: '' },
    ])
    const logs = captureLogs()
    for (const json of [{ status: 'Success', data: [] }, 'oops', null]) {
      fakeStore({ 'GET /rest/auth/fetch-sub-menu': { json } })
      await expect(fetchSubMenu()).rejects.toThrow()
    }
    expect(logs.codes()).toEqual(['12201.01', '12201.01', '12201.01'])
  })

  it('recommendations hide the section on failure; related products keep the default error text', async () => {
    fakeStore({
      'POST /rest/auth/recommended-products': { status: 500 },
      'GET /rest/auth/products/1/related': { network: true },
    })
    const logs = captureLogs()
    expect(await fetchRecommendations(1)).toBeNull()
    expect(logs.codes()).toEqual(expect.arrayContaining(['12901.01', '12901.03']))
    expect(await fetchRelatedProducts(1)).toEqual({ data: [], error: 'Network error' })
  })

  it("recommendations send the visitor's authenticated flag, tf_order_id and session", async () => {
    const seen = fakeStore({
      'POST /rest/auth/recommended-products': {
        json: {
          status: 'Success',
          data: [
            {
              id: 4,
              name: 'Wool Dryer Balls',
              price: '12.99',
              discount_price: 10.39,
              is_subscribable: 1,
            },
          ],
        },
      },
    })
    expect(await fetchRecommendations(1)).toEqual([
      {
        id: 4,
        name: 'Wool Dryer Balls',
        slug: '',
        excerpt: '',
        price: 12.99,
        discountPrice: 10.39,
        isSubscribable: true,
        image: '',
        imageAlt: 'Wool Dryer Balls',
      },
    ])
    const call = seen.find((r) => r.path === '/rest/auth/recommended-products')!
    expect(call.body).toEqual({
      product_id: 1,
      authenticated: false,
      tf_order_id: null,
      trulyfree_session_id: 's-1',
    })
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('"You may like" shows its status text on failure (13101.01)', async () => {
    fakeStore({ 'GET /rest/auth/youmaylike-products/3': { status: 503, json: {} } })
    const logs = captureLogs()
    expect(await fetchYouMayLike(3)).toEqual({ products: [], statusText: 'Service Unavailable' })
    expect(logs.codes()).toContain('13101.01')
    fakeStore({ 'GET /rest/auth/youmaylike-products/3': { network: true } })
    expect(await fetchYouMayLike(3)).toEqual({ products: [], statusText: 'Network error' })
    fakeStore({ 'GET /rest/auth/youmaylike-products/3': { json: { status: 'Success' } } })
    expect(await fetchYouMayLike(3)).toEqual({
      products: [],
      statusText: 'Invalid API response format: missing data',
    })
  })

  it('reviews by sku: the summary, or none on failure (13401.01) or for an impossible sku', async () => {
    const summary = {
      count: 1,
      average: 5,
      reviews: [
        {
          id: 1,
          rating: 5,
          title: 'Great',
          description: 'Clean',
          author: 'Ana',
          date: '2026-01-02',
        },
      ],
    }
    const seen = fakeStore({
      'GET /rest/auth/reviews/CH-1': { json: { status: 'Success', data: summary } },
    })
    expect(await fetchReviews('CH-1')).toEqual(summary)
    expect(await fetchReviews('../etc')).toBeNull()
    expect(seen.filter((r) => r.path.startsWith('/rest/auth/reviews'))).toHaveLength(1)
    fakeStore({
      'GET /rest/auth/reviews/CH-1': {
        json: { status: 'Success', data: { ...summary, average: 9 } },
      },
    })
    const logs = captureLogs()
    expect(await fetchReviews('CH-1')).toBeNull()
    expect(logs.codes()).toContain('13401.01')
  })
})

describe('starter kits', () => {
  const kit = {
    id: 3,
    name: 'Kit',
    slug: 'kit',
    price: '45',
    total_subscription_product: 4,
    products: [{ name: 'A', size: '1 L' }],
  }

  it('lists and reshapes kits; failures are thrown with the spec texts', async () => {
    fakeStore({ 'POST /rest/auth/starterkits': { json: { status: 'Success', data: [kit] } } })
    expect(await fetchStarterKits()).toEqual([
      expect.objectContaining({
        id: 3,
        price: 45,
        totalSubscriptionProduct: 4,
        products: [{ name: 'A', size: '1 L', image: '' }],
      }),
    ])
    fakeStore({ 'GET /rest/auth/starterkits/slug/nope': { status: 404, json: { message: 'x' } } })
    const logs = captureLogs()
    await expect(fetchStarterKit('nope')).rejects.toThrow(
      'Starter kit not found. No starter kit exists with slug: nope',
    )
    // An unknown kit is the not-found page, not a failure: 14501.01 is for failures only.
    expect(logs.codes()).toContain('10203.01')
    expect(logs.codes()).not.toContain('14501.01')
  })

  it('the bundles listing shows the kits or the one failure sentence, whatever the fault', async () => {
    fakeStore({ 'POST /rest/auth/starterkits': { json: { status: 'Success', data: [kit] } } })
    expect(await fetchKitsListing()).toEqual({
      status: 'ok',
      kits: [expect.objectContaining({ id: 3 })],
    })
    const faults = {
      'an HTTP error': { status: 500, json: { message: 'boom' } },
      'a network error': { network: true },
      'malformed JSON': { text: '{"status":"Success","data":[' },
      'missing data': { json: { status: 'Success' } },
      'data that is not a list': { json: { status: 'Success', data: { id: 1 } } },
    }
    for (const [fault, reply] of Object.entries(faults)) {
      fakeStore({ 'POST /rest/auth/starterkits': reply })
      const logs = captureLogs()
      expect(await fetchKitsListing(), fault).toEqual({
        status: 'error',
        message: 'Something went wrong, try after sometime',
      })
      expect(logs.codes(), fault).toContain('14401.01')
    }
  })

  it('a kit page is found, missing (404 or no possible slug) or failed', async () => {
    fakeStore({
      'GET /rest/auth/starterkits/slug/kit': { json: { status: 'Success', data: kit } },
      'GET /rest/auth/starterkits/slug/3': { json: { status: 'Success', data: kit } },
      'GET /rest/auth/starterkits/slug/gone': { status: 404, json: { message: 'x' } },
      'GET /rest/auth/starterkits/slug/down': { network: true },
      'GET /rest/auth/starterkits/slug/odd': { text: 'not json' },
      'GET /rest/auth/starterkits/slug/empty': { json: { status: 'Success' } },
    })
    const logs = captureLogs()
    expect(await fetchKitPage('kit')).toMatchObject({ kind: 'found', kit: { id: 3 } })
    expect(await fetchKitPage('3')).toMatchObject({ kind: 'found', kit: { id: 3 } })
    expect(await fetchKitPage('gone')).toEqual({ kind: 'missing' })
    for (const ref of ['down', 'odd', 'empty'])
      expect(await fetchKitPage(ref), ref).toEqual({ kind: 'failed' })
    expect(logs.codes().filter((c) => c === '14501.01')).toHaveLength(3)
    const seen = fakeStore({})
    for (const ref of ['a/b', 'x'.repeat(201), 'bad\u0000', '../etc'])
      expect(await fetchKitPage(ref), ref).toEqual({ kind: 'missing' })
    expect(seen).toEqual([])
  })

  it('adding a kit maps every failure to its toast text', async () => {
    fakeStore({
      'POST /rest/auth/cart/add-to-cart-starterkit': ({ body }) =>
        (body as { starterkit_id: number }).starterkit_id === 1
          ? { json: { success: true, message: 'Kit added' } }
          : { status: 409, json: { message: 'Out of stock' } },
    })
    expect(await addStarterKitToCart(1, true)).toEqual({ success: true, message: 'Kit added' })
    captureLogs()
    await expect(addStarterKitToCart(null, true)).rejects.toThrow(KIT_ADD_MESSAGES.missingKit)
    await expect(addStarterKitToCart(2, true)).rejects.toThrow('Out of stock')
    fakeStore({ 'POST /rest/auth/session': { status: 500 } })
    await expect(addStarterKitToCart(1, true)).rejects.toThrow(
      'Session error. Please refresh the page and try again.',
    )
    fakeStore({ 'POST /rest/auth/cart/add-to-cart-starterkit': { network: true } })
    const logs = captureLogs()
    await expect(addStarterKitToCart(1, true)).rejects.toThrow(
      'Error adding starter kit to cart. Please try again.',
    )
    expect(logs.codes()).toContain('10202.01')
    // A refusal inside a 200 answer is still a refusal, with its message or the fallback.
    fakeStore({
      'POST /rest/auth/cart/add-to-cart-starterkit': {
        json: { success: false, message: 'Sold out' },
      },
    })
    await expect(addStarterKitToCart(1, false)).rejects.toThrow('Sold out')
    fakeStore({ 'POST /rest/auth/cart/add-to-cart-starterkit': { json: { success: false } } })
    await expect(addStarterKitToCart(1, false)).rejects.toThrow(KIT_ADD_MESSAGES.fallback)
  })
})

describe('cart', () => {
  it('reshapes the cart', async () => {
    fakeStore({
      'POST /rest/auth/cart': {
        json: {
          status: 'Success',
          data: {
            items: [
              {
                id: 1,
                price: 10,
                quantity: 3,
                subscribe: true,
                billing_model_id: 4,
                product: { id: 7, name: 'Soap', price: 10, image_path: 'p.svg' },
              },
            ],
            success: true,
            toss_products: 1,
            discount_total: 6,
            subtotal: 30,
            tier_slab: 2,
            sub_header_text: 'tier text',
            total_subscription_items: 3,
          },
        },
      },
    })
    expect(await fetchCart()).toMatchObject({
      subtotal: 30,
      discountTotal: 6,
      total: 24,
      tierSlab: 2,
      itemCount: 3,
      subHeaderText: 'tier text',
      items: [{ productId: 7, name: 'Soap', subscribe: true }],
    })
  })

  it('a cart failure says "Failed to load your cart. Please try again later." (11304.01)', async () => {
    fakeStore({ 'POST /rest/auth/cart': { status: 500 } })
    const logs = captureLogs()
    await expect(fetchCart()).rejects.toThrow(CART_LOAD_ERROR)
    expect(logs.codes()).toContain('11304.01')
  })

  it('add to cart: the server message as is, otherwise the generic text', async () => {
    fakeStore({
      'POST /rest/auth/cart/add-to-cart': {
        status: 409,
        json: { message: 'Soap is out of stock' },
      },
    })
    captureLogs()
    await expect(
      addToCart({ productId: 1, quantity: 1, subscribe: true, frequency: 9 }),
    ).rejects.toThrow('Soap is out of stock')
    fakeStore({ 'POST /rest/auth/cart/add-to-cart': { network: true } })
    await expect(
      addToCart({ productId: 1, quantity: 1, subscribe: true, frequency: 9 }),
    ).rejects.toThrow(ADD_TO_CART_ERROR)
  })

  it('a refusal inside a 200 answer is still a refusal (11301.01)', async () => {
    fakeStore({
      'POST /rest/auth/cart/add-to-cart': { json: { success: false, message: 'Limit reached' } },
      'POST /rest/auth/cart/add': { json: { success: false } },
    })
    const logs = captureLogs()
    await expect(
      addToCart({ productId: 1, quantity: 1, subscribe: false, frequency: 2 }),
    ).rejects.toThrow('Limit reached')
    await expect(
      addToCartSimple({ productId: 1, quantity: 1, subscribable: false, type: 2 }),
    ).rejects.toThrow(ADD_TO_CART_ERROR)
    expect(logs.codes()).toContain('11301.01')
  })

  it('the simple add sends the type (sticky bar) or the frequency (pairings), never without a session', async () => {
    const seen = fakeStore({ 'POST /rest/auth/cart/add': { json: { success: true } } })
    await addToCartSimple({ productId: 5, quantity: 3, subscribable: true, type: 4 })
    await addToCartSimple({ productId: 6, quantity: 1, subscribable: true, frequency: 4 })
    expect(seen.filter((r) => r.path === '/rest/auth/cart/add').map((r) => r.body)).toEqual([
      { product_id: 5, quantity: 3, subscribable: true, type: 4 },
      { product_id: 6, quantity: 1, subscribable: true, frequency: 4 },
    ])
    fakeStore({ 'POST /rest/auth/session': { status: 500 } })
    const logs = captureLogs()
    expect(
      await addToCartSimple({ productId: 5, quantity: 1, subscribable: false, type: 2 }),
    ).toBeNull()
    expect(logs.codes()).toContain('11303.01')
  })

  it('the add-to-cart check reports "Failed to fetch data. Status: {code}"', async () => {
    fakeStore({ 'POST /rest/auth/get-product-add-to-cart': { status: 502 } })
    captureLogs()
    await expect(fetchAddToCartCheck(1)).rejects.toThrow('Failed to fetch data. Status: 502')
  })
})

describe('newsletter and logout', () => {
  it('keeps the store’s reason for a rejected address', async () => {
    fakeStore({
      'POST /rest/auth/storefront/newsletter': {
        status: 409,
        json: { message: 'Already subscribed' },
      },
    })
    captureLogs()
    const error = await subscribeToNewsletter('a@b.co', 't').catch((e: unknown) => e)
    expect(rejectionMessage(error)).toBe('Already subscribed')
  })

  it('logout failures are logged (12101.xx) and rethrown for the flow', async () => {
    fakeStore({ 'POST /rest/auth/membership/logout': { status: 401 } })
    const logs = captureLogs()
    await expect(logout('m')).rejects.toThrow()
    expect(logs.codes()).toEqual(expect.arrayContaining(['12101.01', '12101.03']))
  })
})

describe('product view tracking', () => {
  it('sends the product and session; a failure is logged (13901.03), never thrown', async () => {
    const seen = fakeStore({
      'POST /rest/auth/events/product-view': { json: { status: 'Success' } },
    })
    expect(await trackProductView(14)).toBe(true)
    expect(seen.find((s) => s.path === '/rest/auth/events/product-view')!.body).toEqual({
      id: 14,
      trulyfree_session_id: 's-1',
    })
    fakeStore({ 'POST /rest/auth/events/product-view': { status: 500 } })
    const logs = captureLogs()
    expect(await trackProductView(14)).toBe(false)
    expect(logs.codes()).toEqual(expect.arrayContaining(['13901.01', '13901.03']))
  })
})
