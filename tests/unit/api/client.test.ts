import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logout } from '~/api/visitor/account'
import {
  ADD_TO_CART_ERROR,
  addToCart,
  addToCartSimple,
  CART_LOAD_ERROR,
  fetchCart,
} from '~/api/cart/add'
import { fetchRecommendations } from '~/api/product/pairings'
import { fetchAddToCartCheck } from '~/api/cart/check'
import { trackProductView } from '~/api/product/view-event'
import {
  fetchAllProducts,
  fetchBestSellers,
  fetchCategory,
  fetchCategoryListing,
  fetchCategoryPage,
  fetchFeaturedCategories,
  fetchProduct,
  fetchProductPage,
  fetchRelatedProducts,
  fetchReviews,
  fetchYouMayLike,
} from '~/api/catalogue/reads.server'
import { shapeCategory } from '~/api/catalogue/listings.server'
import { firstSlug } from '~/api/product/page'
import { fetchSubMenu } from '~/api/catalogue/sub-menu'
import {
  loadBestSellers,
  loadFeaturedCategories,
  loadPickedProducts,
} from '~/api/catalogue/blocks.server'
import { bestSellers, shopByCategory } from '~/content/blocks/catalogue'
import {
  addStarterKitToCart,
  fetchKitPage,
  fetchKitsListing,
  fetchStarterKit,
  claimStarterKit,
  fetchOfferBundle,
  fetchStarterKits,
  KIT_ADD_MESSAGES,
} from '~/api/catalogue/kits'
import { OFFER_BUNDLE_ID } from '~/domain/kits'
import { subscribeToNewsletter, rejectionMessage } from '~/api/visitor/newsletter'
import { logSearchClick, searchProducts, searchResultsQuery } from '~/api/product/search'
import { configureStoreReadCache } from '~/api/read-cache'
import { authToken, ensureSession } from '~/api/visitor/session'
import { captureLogs, fakeStore, wireProduct } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
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

  it('reshapes the session and attaches the bearer token to calls [Shell §6.5; Catalogue §3.27, §6.1]', async () => {
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

  it('accepts "Success" in any letter case and names a missing data field [Shell §7.7; Catalogue §5.13, §5.14]', async () => {
    fakeStore({
      'GET /rest/auth/categories': { json: { status: 'SUCCESS', data: [] } },
      'POST /rest/auth/products/best-sellers': { json: { status: 'success' } },
    })
    expect(await fetchCategoryListing()).toMatchObject({ status: 'Success', data: [] })
    const logs = captureLogs()
    expect(await fetchBestSellers()).toEqual([])
    expect(logs.lines.join('\n')).toContain('Invalid API response format: missing data')
  })
})

describe('catalogue', () => {
  it('categories keep only published products and nest subcategories [Catalogue §7.19, §5.15; Shell §1.4, §7.7]', async () => {
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
    const {
      status,
      data: [laundry],
    } = await fetchCategoryListing()
    expect(status).toBe('Success')
    expect(laundry).toMatchObject({ pageTitle: 'Laundry', slug: 'laundry' })
    expect(laundry!.products.map((p) => p.id)).toEqual([1])
    expect(laundry!.subcategories[0]!.products[0]).toMatchObject({ id: 3, price: 12.5 })
  })

  it('category detail V2 is one grid of the published products of the category and its subcategories, sorted [Catalogue §2.36]', async () => {
    fakeStore({
      'GET /rest/auth/products/subcategory/laundry': {
        json: {
          status: 'Success',
          data: [
            {
              id: 1,
              name: 'Laundry',
              slug: 'laundry',
              products: [
                wireProduct(1, { price: '30.00' }),
                wireProduct(2, { price: '5.00', published: 0 }),
              ],
              subcategories: [
                {
                  id: 2,
                  name: 'Detergents',
                  slug: 'detergents',
                  products: [
                    wireProduct(3, { price: '10.00' }),
                    wireProduct(4, { price: '1.00', published: false }),
                  ],
                },
              ],
            },
          ],
        },
      },
    })
    const view = shapeCategory(await fetchCategoryPage('laundry'), 'v2', 'price-asc', 1)
    expect(view).toMatchObject({ kind: 'found', sections: null })
    expect(view.kind === 'found' && view.grid!.items.map((p) => [p.id, p.price])).toEqual([
      [3, 10],
      [1, 30],
    ])
  })

  it('a categories failure is an empty list, logged 13601.01 [Shell §8.4]', async () => {
    fakeStore({ 'GET /rest/auth/categories': { status: 500 } })
    const logs = captureLogs()
    expect((await fetchCategoryListing()).data).toEqual([])
    expect(logs.codes()).toContain('13601.01')
  })

  it('all products flatten the array of arrays; a failure is status Error, "Failed to fetch products" [Catalogue §7.19, §8.16; Shell §7.8, §8.4]', async () => {
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

  it('a category page is found, missing (a 404 or no data) or failed [Catalogue §8.15]', async () => {
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

  it('category detail needs a slug and data [Catalogue §7.19, §5.11, §5.12]', async () => {
    await expect(fetchCategory('  ')).rejects.toThrow('Category slug is required')
    fakeStore({
      'GET /rest/auth/products/subcategory/laundry?filter=popular': {
        json: { status: 'Success', data: [] },
      },
    })
    await expect(fetchCategory('laundry', true)).rejects.toThrow('No category data found')
  })

  it('product detail reshapes; HTTP and other failures carry the spec texts and codes [Catalogue §8.10, §8.11, §5.11]', async () => {
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

  it('the product route reads the first element of a slug that arrives as an array [Catalogue §2.3]', () => {
    expect(firstSlug('p-1')).toBe('p-1')
    expect(firstSlug(['p-1', 'other'])).toBe('p-1')
    expect(firstSlug(['', 'other'])).toBe('')
    expect(firstSlug([])).toBe('')
    expect(firstSlug(undefined)).toBe('')
  })

  it('a product page is found, missing (404, unpublished, no slug) or failed, in the spec words [Catalogue §8.12, §5.14]', async () => {
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

  it('the sub-menu throws on failure (12201.01) and reshapes on success [Shell §3.6, §7.6]', async () => {
    fakeStore({
      'GET /rest/auth/fetch-sub-menu': {
        json: [
          {
            submenu_label: 'Laundry',
            submenu_url: '/products/category/laundry',
            submenu_image: 'c.svg',
            submenu_image_alt: 'Laundry care',
          },
        ],
      },
    })
    expect(await fetchSubMenu()).toEqual([
      {
        label: 'Laundry',
        url: '/products/category/laundry',
        image: 'c.svg',
        imageAlt: 'Laundry care',
      },
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

  it("recommendations send the visitor's authenticated flag, tf_order_id and session [Shell §6.6, §7.14]", async () => {
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

  it('"You may like" shows its status text on failure (13101.01) [Shell §8.15]', async () => {
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

describe('page-builder block data', () => {
  const featured = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      category_name: `Category ${i + 1}`,
      category_image: `categories/c${i + 1}.svg`,
      category_image_alt: `Picture ${i + 1}`,
      category_url: `/products/category/c${i + 1}`,
      category_seo_sub_header: `Sub-header ${i + 1}`,
      category_tag_line: `Tag line ${i + 1}`,
    }))
  const FEATURED = 'GET /rest/auth/fetch-featured-category'

  it('shop by category: 4 cards by default (the fifth left out), every card when the limit is 0 [Catalogue §2.102, §9.26]', async () => {
    fakeStore({ [FEATURED]: { json: featured(5) } })
    const names = async (limit: number) => {
      const view = await loadFeaturedCategories(limit)
      return view.status === 'ok' ? view.categories.map((c) => c.name) : view.status
    }
    const byDefault = shopByCategory.parse({}).limit
    expect(await names(byDefault)).toEqual(['Category 1', 'Category 2', 'Category 3', 'Category 4'])
    expect(await names(shopByCategory.parse({ limit: 0 }).limit)).toHaveLength(5)
    expect(await names(shopByCategory.parse({ limit: 5 }).limit)).toHaveLength(5)
    expect(await names(shopByCategory.parse({ limit: 1 }).limit)).toEqual(['Category 1'])
    fakeStore({ [FEATURED]: { json: featured(4) } })
    expect(await names(byDefault)).toHaveLength(4)
  })

  it('shop by category: each card from category_name, category_image, category_image_alt, category_url, category_seo_sub_header and category_tag_line [Catalogue §2.103]', async () => {
    fakeStore({
      [FEATURED]: {
        json: [...featured(1), { category_name: 'Bare', category_url: '/products/category/bare' }],
      },
    })
    expect(await loadFeaturedCategories(0)).toEqual({
      status: 'ok',
      categories: [
        {
          name: 'Category 1',
          image: 'categories/c1.svg',
          imageAlt: 'Picture 1',
          url: '/products/category/c1',
          seoSubHeader: 'Sub-header 1',
          tagLine: 'Tag line 1',
        },
        {
          name: 'Bare',
          image: null,
          imageAlt: '',
          url: '/products/category/bare',
          seoSubHeader: '',
          tagLine: '',
        },
      ],
    })
  })

  it('best sellers: 4 published products by default, the fifth left out [Catalogue §2.101, §9.26]', async () => {
    const products = [1, 2, 3, 4, 5, 6].map((id) =>
      wireProduct(id, id === 2 ? { published: 0 } : {}),
    )
    fakeStore({
      'POST /rest/auth/products/best-sellers': { json: { status: 'Success', data: products } },
    })
    const shown = await loadBestSellers(bestSellers.parse({}).limit)
    expect(shown.products.map((p) => p.id)).toEqual([1, 3, 4, 5])
    expect((await loadBestSellers(bestSellers.parse({ limit: 5 }).limit)).products).toHaveLength(5)
  })

  it('a picked product’s pop-up description: 130 characters kept whole, 131 cut to 130 and "..." [Catalogue §2.112, §9.24]', async () => {
    const text = (n: number) => 'Plant-based cleaning power. '.repeat(6).slice(0, n)
    fakeStore({
      'GET /rest/auth/products/p-130': {
        json: { status: 'Success', data: wireProduct(1, { short_description: text(130) }) },
      },
      'GET /rest/auth/products/p-131': {
        json: { status: 'Success', data: wireProduct(2, { short_description: text(131) }) },
      },
    })
    const [whole, cut] = await loadPickedProducts(['p-130', 'p-131'])
    expect(text(131)).toHaveLength(131)
    expect(whole).toMatchObject({ status: 'found', product: { description: text(130) } })
    expect(cut).toMatchObject({
      status: 'found',
      product: { description: `${text(130).trimEnd()}...` },
    })
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

  it('lists and reshapes kits; failures are thrown with the spec texts [Catalogue §7.19]', async () => {
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

  it('the bundles listing shows the kits or the one failure sentence, whatever the fault [Catalogue §8.13, §2.42]', async () => {
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

  it('a kit page is found, missing (404 or no possible slug) or failed [Catalogue §8.13, §2.10]', async () => {
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

  it('adding a kit maps every failure to its toast text [Shell §8.8]', async () => {
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

  it('the kits list is a POST with the bearer token, read from data [Shell §1.4, §7.9]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/starterkits': {
        json: { status: 'Success', data: [kit, { ...kit, id: 4 }] },
      },
    })
    expect((await fetchStarterKits()).map((k) => k.id)).toEqual([3, 4])
    const call = seen.find((s) => s.path === '/rest/auth/starterkits')!
    expect(call.method).toBe('POST')
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('a kit by slug is a GET of /starterkits/slug/{slug} with the bearer token, read from data [Shell §7.10]', async () => {
    const seen = fakeStore({
      'GET /rest/auth/starterkits/slug/kit': { json: { status: 'Success', data: kit } },
    })
    expect(await fetchStarterKit('kit')).toMatchObject({ id: 3, slug: 'kit', price: 45 })
    const call = seen.find((s) => s.path === '/rest/auth/starterkits/slug/kit')!
    expect(call.method).toBe('GET')
    expect(call.body).toBeUndefined()
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('kits, a kit and a product are kept 300 s: asked again at 300 s, not at 299.999 s [Shell §7.9, §7.10, §9.9; Catalogue §9.14, §7.9]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/starterkits': { json: { status: 'Success', data: [kit] } },
      'GET /rest/auth/starterkits/slug/kit': { json: { status: 'Success', data: kit } },
      'GET /rest/auth/products/p-1': { json: { status: 'Success', data: wireProduct(1) } },
    })
    const reads = () => [
      seen.filter((s) => s.path === '/rest/auth/starterkits').length,
      seen.filter((s) => s.path === '/rest/auth/starterkits/slug/kit').length,
      seen.filter((s) => s.path === '/rest/auth/products/p-1').length,
    ]
    const readAll = () =>
      Promise.all([fetchStarterKits(), fetchStarterKit('kit'), fetchProduct('p-1')])
    vi.useFakeTimers({ toFake: ['Date'] })
    configureStoreReadCache(true)
    try {
      const start = Date.now()
      await readAll()
      expect(reads()).toEqual([1, 1, 1])
      vi.setSystemTime(start + 299_999)
      await readAll()
      expect(reads()).toEqual([1, 1, 1])
      vi.setSystemTime(start + 300_000)
      await readAll()
      expect(reads()).toEqual([2, 2, 2])
    } finally {
      configureStoreReadCache(false)
      vi.useRealTimers()
    }
  })

  it('kits list failures are thrown: 404 endpoint missing, 405 method, invalid format (10201.xx) [Shell §8.6]', async () => {
    const faults: Array<[Record<string, unknown>, string]> = [
      [{ status: 404, json: {} }, 'Starter kits endpoint not found'],
      [{ status: 405, json: {} }, 'Method not allowed'],
      [{ json: { status: 'Success' } }, 'Invalid API response format: missing data'],
    ]
    for (const [reply, message] of faults) {
      fakeStore({ 'POST /rest/auth/starterkits': reply })
      const logs = captureLogs()
      await expect(fetchStarterKits(), message).rejects.toThrow(message)
      expect(logs.codes(), message).toContain('10201.01')
    }
  })

  it('a kit by slug failure is thrown: 404 "Starter kit not found. No starter kit exists with slug: {slug}", 405, missing data (10203.xx) [Shell §8.7]', async () => {
    fakeStore({
      'GET /rest/auth/starterkits/slug/gone': { status: 404, json: {} },
      'GET /rest/auth/starterkits/slug/post-only': { status: 405, json: {} },
      'GET /rest/auth/starterkits/slug/empty': { json: { status: 'Success' } },
    })
    const cases: Array<[string, string]> = [
      ['gone', 'Starter kit not found. No starter kit exists with slug: gone'],
      ['post-only', 'Method not allowed'],
      ['empty', 'Invalid API response format: missing data'],
    ]
    for (const [slug, message] of cases) {
      const logs = captureLogs()
      await expect(fetchStarterKit(slug)).rejects.toThrow(message)
      expect(logs.codes(), slug).toContain('10203.01')
    }
  })

  it('a kit by slug needs a slug: without one nothing is asked [Shell §5.6]', async () => {
    const seen = fakeStore({})
    for (const slug of ['', '   '])
      await expect(fetchStarterKit(slug)).rejects.toThrow('A starter kit slug is required')
    expect(seen.filter((s) => s.path.startsWith('/rest/auth/starterkits'))).toEqual([])
  })

  it('adding a kit posts starterkit_id, session_id and is_subscribe with the bearer token, and reads success and message [Shell §7.11]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/cart/add-to-cart-starterkit': {
        json: { success: true, message: 'Starter kit added' },
      },
    })
    expect(await addStarterKitToCart(7, true)).toEqual({
      success: true,
      message: 'Starter kit added',
    })
    await addStarterKitToCart(8, false)
    const calls = seen.filter((s) => s.path === '/rest/auth/cart/add-to-cart-starterkit')
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ['POST', { starterkit_id: 7, session_id: 's-1', is_subscribe: true }],
      ['POST', { starterkit_id: 8, session_id: 's-1', is_subscribe: false }],
    ])
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('a kit add needs a session id and an auth token, then a kit id; otherwise nothing is sent [Shell §5.3, §5.4, §5.5]', async () => {
    const session = (extra: Record<string, unknown>) => ({
      status: 'Success',
      session_id: 's-1',
      token: 't-1',
      ...extra,
    })
    const ADD = '/rest/auth/cart/add-to-cart-starterkit'
    for (const missing of [{ session_id: '' }, { token: '' }, { session_id: undefined }]) {
      const seen = fakeStore({ 'POST /rest/auth/session': { json: session(missing) } })
      captureLogs()
      await expect(addStarterKitToCart(1, true), JSON.stringify(missing)).rejects.toThrow(
        'Session error. Please refresh the page and try again.',
      )
      expect(seen.filter((s) => s.path === ADD)).toEqual([])
    }
    for (const kitId of [null, undefined, 0]) {
      const seen = fakeStore({})
      captureLogs()
      await expect(addStarterKitToCart(kitId, true), String(kitId)).rejects.toThrow(
        'Starter Kit ID is missing. Please try again.',
      )
      expect(seen.filter((s) => s.path === ADD)).toEqual([])
    }
  })
})

describe('cart', () => {
  it('reshapes the cart [Shell §1.4; Catalogue §3.24]', async () => {
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

  it('a refusal inside a 200 answer is still a refusal (11301.01) [Catalogue §7.4]', async () => {
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

  it('the simple add sends the type (sticky bar) or the frequency (pairings), never without a session [Catalogue §5.9]', async () => {
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
  it('keeps the store’s reason for a rejected address [Shell §1.4]', async () => {
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

describe('the catalogue calls, as the catalogue spec lists them', () => {
  it('the product view is a POST of id and trulyfree_session_id with the bearer token; only its ok status is read [Catalogue §7.2]', async () => {
    const seen = fakeStore({ 'POST /rest/auth/events/product-view': { json: {} } })
    expect(await trackProductView(14)).toBe(true)
    const call = seen.find((s) => s.path === '/rest/auth/events/product-view')!
    expect(call.method).toBe('POST')
    expect(call.body).toEqual({ id: 14, trulyfree_session_id: 's-1' })
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('the add-to-cart check posts id, authenticated, tf_order_id and trulyfree_session_id with the bearer token, and reads price, discount_price, quantity, exists, exists_ot, is_subscribable and billing_model_id [Catalogue §7.3]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/get-product-add-to-cart': {
        json: {
          status: 'Success',
          data: {
            price: '12.50',
            discount_price: '10.00',
            quantity: 2,
            exists: 1,
            exists_ot: 0,
            is_subscribable: 1,
            billing_model_id: 9,
          },
        },
      },
    })
    expect(await fetchAddToCartCheck(7)).toEqual({
      price: 12.5,
      discountPrice: 10,
      quantity: 2,
      hasActiveSubscription: true,
      hasOneTimePurchase: false,
      isSubscribable: true,
      billingModelId: 9,
    })
    const call = seen.find((s) => s.path === '/rest/auth/get-product-add-to-cart')!
    expect(call.method).toBe('POST')
    expect(call.body).toEqual({
      id: 7,
      authenticated: false,
      tf_order_id: null,
      trulyfree_session_id: 's-1',
    })
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('the add-to-cart check failing over HTTP says "Failed to fetch data. Status: {code}", logged 12501.01 [Catalogue §8.3]', async () => {
    fakeStore({ 'POST /rest/auth/get-product-add-to-cart': { status: 503 } })
    const logs = captureLogs()
    await expect(fetchAddToCartCheck(1)).rejects.toThrow(/^Failed to fetch data\. Status: 503$/)
    expect(logs.codes()).toContain('12501.01')
    expect(logs.lines.join('\n')).toContain('Failed to fetch data. Status: 503')
    expect(logs.codes()).not.toContain('12501.03')
  })

  it('the add-to-cart check failing otherwise (no answer) is logged 12501.03 [Catalogue §8.4]', async () => {
    fakeStore({ 'POST /rest/auth/get-product-add-to-cart': { network: true } })
    const logs = captureLogs()
    await expect(fetchAddToCartCheck(1)).rejects.toThrow()
    expect(logs.codes()).toContain('12501.03')
  })

  it('add to cart posts session_id, product_id, quantity, subscribe and frequency with the bearer token, never from a cache, and reads success and message [Catalogue §7.4]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/cart/add-to-cart': { json: { success: true, message: 'Added' } },
    })
    configureStoreReadCache(true)
    try {
      const input = { productId: 7, quantity: 3, subscribe: true, frequency: 9 }
      expect(await addToCart(input)).toEqual({ success: true, message: 'Added' })
      expect(await addToCart(input)).toEqual({ success: true, message: 'Added' })
    } finally {
      configureStoreReadCache(false)
    }
    const adds = seen.filter((s) => s.path === '/rest/auth/cart/add-to-cart')
    expect(adds).toHaveLength(2)
    for (const call of adds) {
      expect(call.method).toBe('POST')
      expect(call.body).toEqual({
        session_id: 's-1',
        product_id: 7,
        quantity: 3,
        subscribe: true,
        frequency: 9,
      })
      expect(call.headers.get('authorization')).toBe('Bearer t-1')
    }
    const inits = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('/rest/auth/cart/add-to-cart'))
      .map(([, init]) => init?.cache)
    expect(inits).toEqual(['no-store', 'no-store'])
  })

  it('the cart is a POST of session_id with the bearer token, read from data [Catalogue §7.8]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/cart': {
        json: {
          status: 'Success',
          data: {
            items: [],
            discount_total: 0,
            subtotal: 0,
            tier_slab: 0,
            total_subscription_items: 0,
          },
        },
      },
    })
    expect(await fetchCart()).toMatchObject({ items: [], subtotal: 0, itemCount: 0 })
    const call = seen.find((s) => s.path === '/rest/auth/cart')!
    expect(call.method).toBe('POST')
    expect(call.body).toEqual({ session_id: 's-1' })
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('a product is a GET by slug, with the bearer token when there is one and without when none can be had; status, message and data are read [Catalogue §7.9]', async () => {
    const product = { json: { status: 'Success', message: 'ok', data: wireProduct(1) } }
    const seen = fakeStore({ 'GET /rest/auth/products/p-1': product })
    expect(await fetchProduct('p-1')).toMatchObject({ id: 1, slug: 'p-1' })
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/rest/auth/products/p-1' })
    expect(seen.at(-1)!.headers.get('authorization')).toBe('Bearer t-1')
    const again = fakeStore({
      'POST /rest/auth/session': { status: 500 },
      'GET /rest/auth/products/p-1': product,
      'GET /rest/auth/products/refused': { json: { status: 'Error', message: 'Hidden' } },
    })
    captureLogs()
    expect(await fetchProduct('p-1')).toMatchObject({ id: 1 })
    expect(again.at(-1)!.headers.get('authorization')).toBeNull()
    await expect(fetchProduct('refused')).rejects.toThrow('API Error: Hidden')
  })

  it('a category by slug: GET products/subcategory/{slug}?filter=popular; "Success" in any letter case, data an array of categories [Catalogue §7.11]', async () => {
    const laundry = { id: 1, name: 'Laundry', slug: 'laundry', products: [wireProduct(1)] }
    for (const status of ['Success', 'SUCCESS', 'success']) {
      const seen = fakeStore({
        'GET /rest/auth/products/subcategory/laundry?filter=popular': {
          json: { status, message: 'Categories', data: [laundry] },
        },
      })
      expect(await fetchCategory('laundry', true), status).toMatchObject({
        id: 1,
        slug: 'laundry',
        products: [{ id: 1 }],
      })
      expect(seen.at(-1)).toMatchObject({
        method: 'GET',
        path: '/rest/auth/products/subcategory/laundry?filter=popular',
      })
    }
  })

  it('a category fetch that is not OK, not "Success" or without an array is an empty list, logged [Catalogue §8.8]', async () => {
    const faults = {
      'not OK': { status: 500, json: {} },
      'status not success': { json: { status: 'Error', data: [] } },
      'data not an array': { json: { status: 'Success', data: { id: 1 } } },
    }
    for (const [fault, reply] of Object.entries(faults)) {
      fakeStore({ 'GET /rest/auth/categories': reply })
      const logs = captureLogs()
      expect(await fetchCategoryListing(), fault).toEqual({
        status: 'Error',
        message: 'Failed to fetch categories',
        data: [],
      })
      expect(logs.codes(), fault).toContain('13601.01')
    }
  })

  it('the newsletter posts the email; on failure the store’s message is kept [Catalogue §7.12]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/storefront/newsletter': { status: 422, json: { message: 'Invalid email' } },
    })
    captureLogs()
    const error = await subscribeToNewsletter('a@b.co', 't-1').catch((e: unknown) => e)
    const call = seen.find((s) => s.path === '/rest/auth/storefront/newsletter')!
    expect(call.method).toBe('POST')
    expect(call.body).toEqual({ email: 'a@b.co' })
    expect(rejectionMessage(error)).toBe('Invalid email')
  })

  it('the offer bundle: GET offers/fetch-offer-bundle/3 for laundry and /4 for dish with the bearer token; its products are read [Catalogue §7.13]', async () => {
    const bundle = (name: string) => ({
      json: {
        products: [
          {
            name,
            image_path: 'offers/a.svg',
            description_bullets: ['One', 'Two'],
            excerpt: 'Short',
            subtitle: 'Sub',
          },
        ],
      },
    })
    const seen = fakeStore({
      'GET /rest/auth/offers/fetch-offer-bundle/3': bundle('Laundry kit'),
      'GET /rest/auth/offers/fetch-offer-bundle/4': bundle('Dish kit'),
    })
    expect(await fetchOfferBundle(OFFER_BUNDLE_ID.laundry)).toEqual({
      status: 'ok',
      products: [
        {
          name: 'Laundry kit',
          image: 'offers/a.svg',
          bullets: ['One', 'Two'],
          excerpt: 'Short',
          subtitle: 'Sub',
        },
      ],
    })
    expect(await fetchOfferBundle(OFFER_BUNDLE_ID.dish)).toMatchObject({
      status: 'ok',
      products: [{ name: 'Dish kit' }],
    })
    const calls = seen.filter((s) => s.path.startsWith('/rest/auth/offers/'))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /rest/auth/offers/fetch-offer-bundle/3',
      'GET /rest/auth/offers/fetch-offer-bundle/4',
    ])
    for (const c of calls) expect(c.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('related products are a data array; a failure keeps its message, by default "An error occurred while fetching the data." [Catalogue §7.18, §8.7]', async () => {
    fakeStore({
      'GET /rest/auth/products/1/related': {
        json: { status: 'Success', data: [wireProduct(2), wireProduct(3)] },
      },
    })
    const found = await fetchRelatedProducts(1)
    expect(found.error).toBeNull()
    expect(found.data.map((p) => p.id)).toEqual([2, 3])
    fakeStore({ 'GET /rest/auth/products/1/related': { status: 500, json: { message: 'Down' } } })
    captureLogs()
    expect(await fetchRelatedProducts(1)).toEqual({ data: [], error: 'Down' })
    // A failure without a message of its own.
    vi.resetModules()
    vi.doMock('~/api/http', async (original) => ({
      ...(await original<Record<string, unknown>>()),
      storeRequest: () => Promise.reject(new Error('')),
    }))
    try {
      const fresh = await import('~/api/catalogue/reads.server')
      expect(await fresh.fetchRelatedProducts(1)).toEqual({
        data: [],
        error: 'An error occurred while fetching the data.',
      })
    } finally {
      vi.doUnmock('~/api/http')
      vi.resetModules()
    }
  })

  it('log codes: 11303.01 a claim without a token or session, 11303.03 a starter-kit mutation error, 13901.01 and 13901.03 product-view tracking failures [Catalogue §8.19]', async () => {
    fakeStore({ 'POST /rest/auth/session': { status: 500 } })
    let logs = captureLogs()
    await expect(claimStarterKit('laundry')).rejects.toThrow()
    expect(logs.codes()).toContain('11303.01')
    expect(logs.codes()).not.toContain('11303.03')
    fakeStore({
      'POST /graphql': {
        json: { data: { addToCartStaterKit: { success: false, message: 'Already claimed' } } },
      },
    })
    logs = captureLogs()
    await expect(claimStarterKit('laundry')).rejects.toThrow('Already claimed')
    expect(logs.codes()).toEqual(['11303.03'])
    fakeStore({ 'POST /rest/auth/events/product-view': { status: 500 } })
    logs = captureLogs()
    expect(await trackProductView(14)).toBe(false)
    expect(logs.codes()).toEqual(['13901.01', '13901.03'])
  })
})

describe('the shell’s catalogue calls and fields', () => {
  it('a product reads the fields of the spec: ids, names, prices, descriptions, sections, videos, gallery and categories [Shell §3.1]', async () => {
    fakeStore({
      'GET /rest/auth/products/soap': {
        json: {
          status: 'Success',
          data: {
            id: 14,
            sticky_id: 618,
            name: 'Dish Soap',
            slug: 'soap',
            sku: 'CH-14',
            web_sku: 'WEB-14',
            size: '16 oz',
            sub_line: 'Citrus',
            price: '12.50',
            msrp: '15.00',
            discount_price: '10.00',
            qty_sold: 40,
            product_tag: 1,
            is_container: 0,
            is_subscribable: 1,
            display_order_id: 3,
            thumbnail_id: 9,
            published: 1,
            image_path: 'products/soap.svg',
            short_description: 'Short',
            description: '<p>Long</p>',
            why_it_works: '<p>Works</p>',
            whyYouLoveIt: { title: 'Gentle', sub_title: 'and strong' },
            whyYouLoveItIcons: [{ file_path: 'icons/leaf.svg', icon_text: 'Plant based' }],
            ingredients: [{ id: 4, name: 'Fragrance' }],
            faq: [{ title: 'Safe?', description: 'Yes' }],
            content: { howToUse: '<p>Squeeze</p>', whatsNotInIt: ['Phosphates'] },
            htw_video: 'howto12345',
            features: { video: 'review1234' },
            gallery: [
              { type: 'image', src: 'g/1.svg', alt_text: 'Front' },
              { type: 'video', src: 'g/2.svg', alt_text: 'Clip', video_url: 'https://v/2' },
            ],
            categories: [{ id: 2, name: 'Dish' }],
            thumbnail: {
              id: 9,
              file_path: 'products/soap.svg',
              tiny_file_path: 'products/soap-tiny.svg',
              name: 'soap',
              alt_text: 'Soap',
              caption: '',
            },
            exists_ot_object: { exists_ot: 0, product_category_name: 'Dish' },
          },
        },
      },
    })
    expect(await fetchProduct('soap')).toMatchObject({
      id: 14,
      stickyId: 618,
      name: 'Dish Soap',
      slug: 'soap',
      sku: 'CH-14',
      webSku: 'WEB-14',
      size: '16 oz',
      subLine: 'Citrus',
      price: 12.5,
      msrp: 15,
      salePrice: 10,
      qtySold: 40,
      productTag: 1,
      isSubscribable: true,
      displayOrder: 3,
      shortDescription: 'Short',
      description: '<p>Long</p>',
      whyItWorks: '<p>Works</p>',
      whyYouLoveIt: { title: 'Gentle', subTitle: 'and strong' },
      whyYouLoveItIcons: [{ image: 'icons/leaf.svg', text: 'Plant based' }],
      ingredients: [{ id: 4, name: 'Fragrance' }],
      faq: [{ title: 'Safe?', description: 'Yes' }],
      howToUse: '<p>Squeeze</p>',
      whatsNotInIt: ['Phosphates'],
      howToVideoId: 'howto12345',
      reviewVideoId: 'review1234',
      gallery: [
        { type: 'image', src: 'g/1.svg', alt: 'Front', videoUrl: null },
        { type: 'video', src: 'g/2.svg', alt: 'Clip', videoUrl: 'https://v/2' },
      ],
      categories: [expect.objectContaining({ name: 'Dish' })],
    })
  })

  it('recommendations add the excerpt and image_path to the product fields [Shell §3.2]', async () => {
    fakeStore({
      'POST /rest/auth/recommended-products': {
        json: {
          status: 'Success',
          data: [
            {
              id: 4,
              name: 'Wool Dryer Balls',
              excerpt: 'Softer towels, no sheets',
              price: '12.99',
              image_path: 'products/balls.svg',
              image_alt_text: 'Three dryer balls',
            },
          ],
        },
      },
    })
    expect(await fetchRecommendations(1)).toEqual([
      expect.objectContaining({
        excerpt: 'Softer towels, no sheets',
        image: 'products/balls.svg',
        imageAlt: 'Three dryer balls',
      }),
    ])
  })

  it('a category reads its fields; published 1 is published, 0 is not [Shell §3.4]', async () => {
    const category = (id: number, published: number) => ({
      id,
      name: 'Laundry',
      page_title: 'Laundry care',
      description: 'Clean clothes',
      slug: `laundry-${id}`,
      published,
      image_path: 'c/laundry.svg',
      banner_image: 'c/banner.svg',
      seo_image: 'c/seo.svg',
      meta_title: 'Laundry | Clearhome',
      meta_keywords: 'laundry, detergent',
      meta_description: 'Non-toxic laundry',
      thumbnail: { id: 1, file_path: 'c/laundry.svg' },
      products: [wireProduct(1)],
    })
    fakeStore({
      'GET /rest/auth/categories': {
        json: { status: 'Success', data: [category(1, 1), category(2, 0)] },
      },
    })
    const {
      data: [published, unpublished],
    } = await fetchCategoryListing()
    expect(published).toMatchObject({
      id: 1,
      name: 'Laundry',
      pageTitle: 'Laundry care',
      description: 'Clean clothes',
      slug: 'laundry-1',
      published: true,
      image: 'c/laundry.svg',
      images: { banner: 'c/banner.svg', seo: 'c/seo.svg' },
      meta: {
        title: 'Laundry | Clearhome',
        keywords: 'laundry, detergent',
        description: 'Non-toxic laundry',
      },
      products: [expect.objectContaining({ id: 1 })],
    })
    expect(unpublished!.published).toBe(false)
  })

  it('best sellers: a POST without a body, reading data (an array) [Shell §7.4]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/products/best-sellers': {
        json: { status: 'Success', data: [wireProduct(1), wireProduct(2)] },
      },
    })
    expect((await fetchBestSellers()).map((p) => p.id)).toEqual([1, 2])
    const call = seen.find((s) => s.path === '/rest/auth/products/best-sellers')!
    expect(call.method).toBe('POST')
    expect(call.body).toBeUndefined()
  })

  it('best sellers failing or answering data that is not an array are an empty list (10002.xx) [Shell §8.2]', async () => {
    const faults = {
      'an HTTP error': { status: 500, json: {} },
      'a network error': { network: true },
      'data that is not an array': { json: { status: 'Success', data: { id: 1 } } },
      'no data': { json: { status: 'Success' } },
    }
    for (const [fault, reply] of Object.entries(faults)) {
      fakeStore({ 'POST /rest/auth/products/best-sellers': reply })
      const logs = captureLogs()
      expect(await fetchBestSellers(), fault).toEqual([])
      expect(logs.codes(), fault).toContain('10002.01')
    }
  })

  it('featured categories: a GET without a body answering a bare array, each with its category_name [Shell §3.5, §7.5]', async () => {
    const seen = fakeStore({
      'GET /rest/auth/fetch-featured-category': {
        json: [
          { category_name: 'Laundry', category_url: '/products/category/laundry' },
          { category_name: 'Dish', category_url: '/products/category/dish' },
        ],
      },
    })
    expect((await fetchFeaturedCategories())!.map((c) => c.category_name)).toEqual([
      'Laundry',
      'Dish',
    ])
    const call = seen.find((s) => s.path === '/rest/auth/fetch-featured-category')!
    expect(call.method).toBe('GET')
    expect(call.body).toBeUndefined()
  })

  it('categories, all products, a category and best sellers are sent with no bearer, as the specs list them [Shell §7.4, §7.7, §7.8; Catalogue §7.11]', async () => {
    const seen = fakeStore({
      'GET /rest/auth/categories': { json: { status: 'Success', data: [] } },
      'GET /rest/auth/all-products': { json: { status: 'Success', data: [[wireProduct(1)]] } },
      'GET /rest/auth/products/subcategory/laundry?filter=popular': {
        json: { status: 'Success', data: [{ id: 1, name: 'Laundry', slug: 'laundry' }] },
      },
      'POST /rest/auth/products/best-sellers': { json: { status: 'Success', data: [] } },
    })
    // The page's session exists (a bearer is at hand) and is still not sent.
    await ensureSession()
    await fetchCategoryListing()
    await fetchAllProducts()
    await fetchCategory('laundry', true).catch(() => null)
    await fetchBestSellers()
    const calls = seen.filter((s) => s.path !== '/rest/auth/session')
    expect(calls.map((c) => c.path)).toEqual([
      '/rest/auth/categories',
      '/rest/auth/all-products',
      '/rest/auth/products/subcategory/laundry?filter=popular',
      '/rest/auth/products/best-sellers',
    ])
    for (const call of calls) expect(call.headers.get('authorization'), call.path).toBeNull()
  })

  it('categories and all products are never kept: each read asks the store [Shell §7.7, §7.8]', async () => {
    const seen = fakeStore({
      'GET /rest/auth/categories': { json: { status: 'Success', data: [] } },
      'GET /rest/auth/all-products': { json: { status: 'Success', data: [[wireProduct(1)]] } },
    })
    configureStoreReadCache(true)
    try {
      for (let i = 0; i < 2; i++) {
        await fetchCategoryListing()
        await fetchAllProducts()
      }
    } finally {
      configureStoreReadCache(false)
    }
    expect(seen.filter((s) => s.path === '/rest/auth/categories')).toHaveLength(2)
    expect(seen.filter((s) => s.path === '/rest/auth/all-products')).toHaveLength(2)
  })

  it('"You may like" is a GET of /youmaylike-products/{productId} with the bearer token [Shell §7.15]', async () => {
    const seen = fakeStore({
      'GET /rest/auth/youmaylike-products/3': {
        json: { status: 'Success', data: [wireProduct(5)] },
      },
    })
    expect(await fetchYouMayLike(3)).toMatchObject({ products: [{ id: 5 }], statusText: null })
    const call = seen.find((s) => s.path === '/rest/auth/youmaylike-products/3')!
    expect(call.method).toBe('GET')
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
  })

  it('without a token (the session call failed, 10801.xx) calls go out with no bearer [Shell §8.1]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/session': { status: 500 },
      'GET /rest/auth/categories': { json: { status: 'Success', data: [] } },
    })
    const logs = captureLogs()
    expect(await authToken()).toBeNull()
    expect(logs.codes()).toContain('10801.01')
    await fetchCategoryListing()
    const call = seen.find((s) => s.path === '/rest/auth/categories')!
    expect(call.headers.has('authorization')).toBe(false)
  })
})

describe('the shell’s newsletter and logout calls', () => {
  const initOf = (path: string) =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).endsWith(path))
      .map(([, init]) => init as RequestInit)

  it('the newsletter posts the email with the bearer token and no store; a failure reads the message [Shell §7.12]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/storefront/newsletter': ({ body }) =>
        (body as { email: string }).email === 'a@b.co'
          ? { json: { status: 'Success', message: 'Subscribed' } }
          : { status: 422, json: { message: 'This email is already subscribed' } },
    })
    await subscribeToNewsletter('a@b.co', 't-1')
    const call = seen.find((s) => s.path === '/rest/auth/storefront/newsletter')!
    expect(call.method).toBe('POST')
    expect(call.body).toEqual({ email: 'a@b.co' })
    expect(call.headers.get('authorization')).toBe('Bearer t-1')
    expect(initOf('/rest/auth/storefront/newsletter')[0]!.cache).toBe('no-store')
    captureLogs()
    const error = await subscribeToNewsletter('c@d.co', 't-1').catch((e: unknown) => e)
    expect(rejectionMessage(error)).toBe('This email is already subscribed')
  })

  it('logout posts the member token with credentials; only a failure is acted on [Shell §7.13]', async () => {
    for (const answer of [{ status: 'Success' }, {}, 'ok']) {
      const seen = fakeStore({ 'POST /rest/auth/membership/logout': { json: answer } })
      await expect(logout('member-token')).resolves.toBeUndefined()
      const call = seen.find((s) => s.path === '/rest/auth/membership/logout')!
      expect(call.method).toBe('POST')
      expect(call.body).toEqual({ token: 'member-token' })
      expect(call.credentials).toBe('include')
    }
    fakeStore({ 'POST /rest/auth/membership/logout': { status: 500 } })
    captureLogs()
    await expect(logout('member-token')).rejects.toThrow()
  })

  it('bodies go as JSON with their content type, and answers are read as JSON [Shell §7.2]', async () => {
    const seen = fakeStore({
      'POST /rest/auth/recommended-products': { json: { status: 'Success', data: [] } },
    })
    expect(await fetchRecommendations(7)).toEqual([])
    const call = seen.find((s) => s.path === '/rest/auth/recommended-products')!
    expect(call.headers.get('content-type')).toBe('application/json')
    expect(call.headers.get('accept')).toBe('application/json')
    expect(JSON.parse(String(initOf('/rest/auth/recommended-products')[0]!.body))).toEqual(
      call.body,
    )
    // An answer that is not JSON is a failure: the section is hidden.
    fakeStore({ 'POST /rest/auth/recommended-products': { text: '<html>' } })
    captureLogs()
    expect(await fetchRecommendations(7)).toBeNull()
  })
})

describe('the shell’s kit, session and search fields', () => {
  it('a starter kit reads its fields: id, name, title, type, descriptions, price, slug, is_popular, total_subscription_product, image_path, products and starterkit_products [Shell §3.7]', async () => {
    fakeStore({
      'GET /rest/auth/starterkits/slug/laundry-kit': {
        json: {
          status: 'Success',
          data: {
            id: 5,
            name: 'Laundry Kit',
            title: 'The Laundry Starter Kit',
            type: 'laundry',
            short_description: 'Everything for wash day',
            description: '<p>All of it</p>',
            price: '45.00',
            publish: 1,
            slug: 'laundry-kit',
            is_popular: 1,
            total_subscription_product: 3,
            thumbnail_id: 8,
            thumbnail: { id: 8, file_path: 'kits/laundry.svg' },
            image_path: 'kits/laundry.svg',
            meta_title: 'Laundry Kit',
            deleted_at: null,
            products: [
              { name: 'Laundry Liquid', size: '64 oz', sticky_id: 11, image_path: 'p/l.svg' },
            ],
            starterkit_products: [
              {
                id: 1,
                starterkit_id: 5,
                product_id: 11,
                sticky_offer_id: 2,
                quantity: 2,
                billing_model_id: 4,
                product: wireProduct(11),
              },
            ],
          },
        },
      },
    })
    expect(await fetchStarterKit('laundry-kit')).toEqual({
      id: 5,
      name: 'Laundry Kit',
      title: 'The Laundry Starter Kit',
      type: 'laundry',
      slug: 'laundry-kit',
      price: 45,
      isPopular: true,
      description: '<p>All of it</p>',
      shortDescription: 'Everything for wash day',
      image: 'kits/laundry.svg',
      totalSubscriptionProduct: 3,
      products: [{ name: 'Laundry Liquid', size: '64 oz', image: 'p/l.svg' }],
      lines: [{ productId: 11, quantity: 2 }],
    })
  })

  it('the session: authenticated, the member (firstName, token), tf_order_id, the auth token and the session id [Shell §3.8]', async () => {
    fakeStore({
      'POST /rest/auth/session': {
        json: {
          status: 'Success',
          session_id: 's-7',
          token: 't-7',
          authenticated: true,
          member: { firstName: 'Dana', token: 'member-7' },
          tf_order_id: 'order-7',
        },
      },
    })
    expect(await ensureSession()).toMatchObject({
      sessionId: 's-7',
      authToken: 't-7',
      authenticated: true,
      member: { firstName: 'Dana', token: 'member-7' },
      tfOrderId: 'order-7',
    })
  })

  it('a search result is a product with its file_path for the picture; the answer carries the searchLogId [Shell §3.11]', async () => {
    fakeStore({
      'POST /rest/auth/products/search': {
        json: {
          status: 'Success',
          data: [
            {
              id: 3,
              name: 'Dish Soap',
              slug: 'dish-soap',
              price: '8.00',
              file_path: 'products/dish.svg',
            },
          ],
          searchLogId: 77,
        },
      },
    })
    expect(await searchProducts('dish', 't-1')).toEqual({
      products: [
        { id: 3, name: 'Dish Soap', slug: 'dish-soap', price: 8, image: 'products/dish.svg' },
      ],
      searchLogId: 77,
    })
  })
})

describe('featured categories failing', () => {
  it('a failure or data that is not an array is never thrown, lists no category and is logged 10602.01 [Shell §8.3]', async () => {
    const faults = {
      'an HTTP error': { status: 503, json: {} },
      'a network error': { network: true },
      'an envelope, not an array': { json: { status: 'Success', data: [] } },
      'an object': { json: { category_name: 'Laundry' } },
    }
    for (const [fault, reply] of Object.entries(faults)) {
      fakeStore({ 'GET /rest/auth/fetch-featured-category': reply })
      const logs = captureLogs()
      const view = await loadFeaturedCategories(0)
      // The block's own words tell the failure apart (catalogue §2 "Shop by category").
      expect(view, fault).toEqual({ status: 'failed' })
      expect(logs.codes(), fault).toContain('10602.01')
    }
  })
})
