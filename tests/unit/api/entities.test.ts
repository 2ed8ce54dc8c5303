/**
 * The store's entities as the storefront reads them (catalogue §3): each wire field the spec
 * lists arrives under its storefront name, with the spec's defaults where the store leaves it out.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchAddToCartCheck } from '~/api/cart/check'
import { fetchCart } from '~/api/cart/add'
import { fetchCategory, fetchProduct } from '~/api/catalogue/reads.server'
import { fetchIngredientsPage } from '~/api/catalogue/ingredients.server'
import { fetchOfferBundle, fetchStarterKits } from '~/api/catalogue/kits'
import { productSchema } from '~/api/product/schema'
import { ensureSession } from '~/api/visitor/session'
import { productTagBadge } from '~/domain/badges'
import { fakeStore } from './helpers'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A product with every field of catalogue §3 "Product (as mapped)". */
const wireProduct = {
  id: 7,
  sticky_id: 618,
  name: 'Free & Clear Laundry Liquid',
  display_name: 'Laundry Liquid',
  subtitle: 'Free & Clear',
  size: '64 oz',
  sub_line: '64 loads',
  slug: 'laundry-liquid',
  sku: 'CH-LL-01',
  web_sku: 'WEB-LL-01',
  msrp: '24.99',
  price: '18.99',
  sale_price: '16.99',
  is_subscribable: 1,
  description: '<p>The long story.</p>',
  short_description: 'The short story.',
  qty_sold: '120',
  product_tag: 1,
  excerpt: 'Gentle on skin.',
  category_id: 3,
  published: 1,
  in_stock: 0,
  is_container: 0,
  thumbnail: {
    id: 5,
    file_path: 'p/t.svg',
    tiny_file_path: 'p/t-s.svg',
    alt_text: 'Jug',
    name: 't',
  },
  image_path: 'products/laundry-liquid.svg',
  display_order_id: 4,
  gallery: [{ src: 'p/1.svg', alt_text: 'Front' }],
  product_category_name: 'Laundry',
}

describe('products', () => {
  it('a product arrives with its fields under storefront names, qty_sold 0 when absent [Catalogue §3.1]', () => {
    expect(productSchema.parse(wireProduct)).toEqual({
      id: 7,
      stickyId: 618,
      name: 'Free & Clear Laundry Liquid',
      slug: 'laundry-liquid',
      sku: 'CH-LL-01',
      price: 18.99,
      msrp: 24.99,
      salePrice: 16.99,
      displayOrder: 4,
      qtySold: 120,
      published: true,
      inStock: false,
      isSubscribable: true,
      productTag: 1,
      size: '64 oz',
      subLine: '64 loads',
      excerpt: 'Gentle on skin.',
      image: 'products/laundry-liquid.svg',
      imageAlt: 'Free & Clear Laundry Liquid',
      categoryName: 'Laundry',
    })
    const { qty_sold: _sold, ...unsold } = wireProduct
    expect(productSchema.parse(unsold).qtySold).toBe(0)
    expect(productSchema.parse({ ...wireProduct, qty_sold: null }).qtySold).toBe(0)
  })

  it('a listing product: id, sticky id, name, slug, sku, price, order, sold, published, tag 1 highlighted, image [Catalogue §3.2]', () => {
    const listed = productSchema.parse({
      id: 9,
      sticky_id: 90,
      name: 'Dish Soap',
      slug: 'dish-soap',
      sku: 'CH-DS-01',
      price: 10,
      display_order_id: 2,
      qty_sold: 31,
      published: true,
      product_tag: 1,
      image_path: 'products/dish-soap.svg',
    })
    expect(listed).toMatchObject({
      id: 9,
      stickyId: 90,
      name: 'Dish Soap',
      slug: 'dish-soap',
      sku: 'CH-DS-01',
      price: 10,
      displayOrder: 2,
      qtySold: 31,
      published: true,
      productTag: 1,
      image: 'products/dish-soap.svg',
    })
    // Tag 1 is the highlighted product: its card carries the BEST SELLER badge.
    expect(productTagBadge(listed.productTag)).toBe('BEST SELLER')
    expect(
      productTagBadge(productSchema.parse({ ...wireProduct, product_tag: 0 }).productTag),
    ).toBe(null)
  })

  describe('product detail', () => {
    const detail = {
      ...wireProduct,
      published: 1,
      whyYouLoveIt: { title: 'Why you love it', sub_title: 'Clean without compromise' },
      whyYouLoveItIcons: [{ file_path: 'icons/leaf.svg', icon_text: 'Plant-based' }],
      ingredients: [{ id: 1, name: 'Water', rating: '0' }],
      categories: [{ id: 3, name: 'Laundry', slug: 'laundry' }],
      faq: [{ title: 'Safe for diapers?', description: 'Yes.' }],
      content: { howToUse: 'Fill the cap.', whatsNotInIt: ['Phosphates', 'Dyes'] },
      htw_video: 'how-to-1',
      features: { video: 'review-1' },
      gallery: [
        { type: 'image', src: 'p/1.svg', alt_text: 'Front' },
        { type: 'video', src: 'p/2.svg', video_url: 'https://video.test/2' },
      ],
    }
    const read = async (over: Record<string, unknown> = {}) => {
      fakeStore({
        'GET /rest/auth/products/laundry-liquid': {
          json: { status: 'Success', data: { ...detail, ...over } },
        },
      })
      return fetchProduct('laundry-liquid')
    }

    it('carries id, sticky id, name, size, sub line, slug, skus, prices and the texts [Catalogue §3.3]', async () => {
      expect(await read()).toMatchObject({
        id: 7,
        stickyId: 618,
        name: 'Free & Clear Laundry Liquid',
        size: '64 oz',
        subLine: '64 loads',
        slug: 'laundry-liquid',
        sku: 'CH-LL-01',
        webSku: 'WEB-LL-01',
        msrp: 24.99,
        price: 18.99,
        salePrice: 16.99,
        shortDescription: 'The short story.',
        description: '<p>The long story.</p>',
        excerpt: 'Gentle on skin.',
      })
    })

    it('carries the gallery, ingredients and categories [Catalogue §3.4]', async () => {
      expect(await read()).toMatchObject({
        gallery: [
          { type: 'image', src: 'p/1.svg', alt: 'Front', videoUrl: null },
          {
            type: 'video',
            src: 'p/2.svg',
            alt: 'Free & Clear Laundry Liquid',
            videoUrl: 'https://video.test/2',
          },
        ],
        ingredients: [{ id: 1, name: 'Water', rating: 0 }],
        categories: [{ id: 3, name: 'Laundry', slug: 'laundry' }],
      })
    })

    it('carries the why-you-love-it text and icons [Catalogue §3.5]', async () => {
      expect(await read()).toMatchObject({
        whyYouLoveIt: { title: 'Why you love it', subTitle: 'Clean without compromise' },
        whyYouLoveItIcons: [{ image: 'icons/leaf.svg', text: 'Plant-based' }],
      })
      expect(await read({ whyYouLoveIt: null, whyYouLoveItIcons: undefined })).toMatchObject({
        whyYouLoveIt: { title: '', subTitle: '' },
        whyYouLoveItIcons: [],
      })
    })

    it('carries the content: how to use and what is not in it [Catalogue §3.6]', async () => {
      expect(await read()).toMatchObject({
        howToUse: 'Fill the cap.',
        whatsNotInIt: ['Phosphates', 'Dyes'],
      })
      expect(await read({ content: null })).toMatchObject({ howToUse: '', whatsNotInIt: [] })
    })

    it('carries the features: in stock, subscribable, published and the videos [Catalogue §3.7]', async () => {
      expect(await read({ in_stock: 1 })).toMatchObject({
        inStock: true,
        isSubscribable: true,
        published: true,
        howToVideoId: 'how-to-1',
        reviewVideoId: 'review-1',
      })
      expect(
        await read({ in_stock: 0, is_subscribable: 0, published: 0, features: null }),
      ).toMatchObject({
        inStock: false,
        isSubscribable: false,
        published: false,
        reviewVideoId: null,
      })
    })

    it('carries the FAQ list, in order [Catalogue §3.8]', async () => {
      const faq = [
        { title: 'Safe for diapers?', description: 'Yes.' },
        { title: 'Septic safe?', description: 'Yes, always.' },
      ]
      expect((await read({ faq })).faq).toEqual(faq)
      expect((await read({ faq: undefined })).faq).toEqual([])
    })
  })
})

describe('categories', () => {
  const category = {
    id: 3,
    name: 'Laundry',
    page_title: 'All things laundry',
    description: 'Clean clothes.',
    slug: 'laundry',
    published: 1,
    order: '2',
    image_path: 'categories/laundry.svg',
    banner_image: 'categories/laundry-banner.svg',
    seo_image: 'categories/laundry-seo.svg',
    meta_title: 'Laundry | Clearhome',
    meta_keywords: 'laundry, detergent',
    meta_description: 'Non-toxic laundry.',
    products: [{ ...wireProduct, id: 1 }],
    subcategories: [
      {
        id: 4,
        name: 'Detergents',
        slug: 'detergents',
        image_path: 'categories/detergents.svg',
        products: [{ ...wireProduct, id: 2 }],
      },
    ],
  }
  const read = async (over: Record<string, unknown> = {}) => {
    fakeStore({
      'GET /rest/auth/products/subcategory/laundry': {
        json: { status: 'Success', data: [{ ...category, ...over }] },
      },
    })
    return fetchCategory('laundry')
  }

  it('a category: its fields, images, meta, subcategories and products; the page title falls back to the name [Catalogue §3.10]', async () => {
    const laundry = await read()
    expect(laundry).toMatchObject({
      id: 3,
      name: 'Laundry',
      pageTitle: 'All things laundry',
      description: 'Clean clothes.',
      slug: 'laundry',
      published: true,
      order: 2,
      images: { banner: 'categories/laundry-banner.svg', seo: 'categories/laundry-seo.svg' },
      meta: {
        title: 'Laundry | Clearhome',
        keywords: 'laundry, detergent',
        description: 'Non-toxic laundry.',
      },
    })
    expect(laundry.products.map((p) => p.id)).toEqual([1])
    expect(laundry.subcategories.map((s) => s.name)).toEqual(['Detergents'])
    expect((await read({ page_title: null })).pageTitle).toBe('Laundry')
    expect((await read({ page_title: '' })).pageTitle).toBe('Laundry')
  })

  it('a category page: name, slug, page title, description, image, products and subcategories with id, name, image and products [Catalogue §3.11]', async () => {
    const laundry = await read()
    expect(laundry).toMatchObject({
      name: 'Laundry',
      slug: 'laundry',
      pageTitle: 'All things laundry',
      description: 'Clean clothes.',
      image: 'categories/laundry.svg',
    })
    expect(laundry.products.map((p) => p.slug)).toEqual(['laundry-liquid'])
    expect(laundry.subcategories).toHaveLength(1)
    expect(laundry.subcategories[0]).toMatchObject({
      id: 4,
      name: 'Detergents',
      image: 'categories/detergents.svg',
    })
    expect(laundry.subcategories[0]!.products.map((p) => p.id)).toEqual([2])
  })
})

describe('starter kits, offer bundles and ingredients', () => {
  it('a starter kit: id, name, title, slug, price, popular flag, texts, image, products with name, size and image, subscription count [Catalogue §3.13]', async () => {
    fakeStore({
      'POST /rest/auth/starterkits': {
        json: {
          status: 'Success',
          data: [
            {
              id: 3,
              name: 'Laundry Kit',
              title: 'The Laundry Starter Kit',
              slug: 'laundry-kit',
              price: '45.00',
              is_popular: 1,
              description: '<p>Everything for laundry.</p>',
              short_description: 'Everything.',
              image_path: 'kits/laundry.svg',
              products: [{ name: 'Laundry Liquid', size: '64 oz', image_path: 'p/ll.svg' }],
              total_subscription_product: '4',
            },
          ],
        },
      },
    })
    const [kit] = await fetchStarterKits()
    expect(kit).toMatchObject({
      id: 3,
      name: 'Laundry Kit',
      title: 'The Laundry Starter Kit',
      slug: 'laundry-kit',
      price: 45,
      isPopular: true,
      description: '<p>Everything for laundry.</p>',
      shortDescription: 'Everything.',
      image: 'kits/laundry.svg',
      products: [{ name: 'Laundry Liquid', size: '64 oz', image: 'p/ll.svg' }],
      totalSubscriptionProduct: 4,
    })
  })

  it('an offer bundle: products with name, image, description bullets, excerpt and subtitle [Catalogue §3.14]', async () => {
    fakeStore({
      'GET /rest/auth/offers/fetch-offer-bundle/3': {
        json: {
          products: [
            {
              name: 'Laundry Liquid',
              image_path: 'p/ll.svg',
              description_bullets: ['64 loads', 'Free & clear'],
              excerpt: 'Gentle.',
              subtitle: 'Free & Clear',
            },
          ],
        },
      },
    })
    expect(await fetchOfferBundle(3)).toEqual({
      status: 'ok',
      products: [
        {
          name: 'Laundry Liquid',
          image: 'p/ll.svg',
          bullets: ['64 loads', 'Free & clear'],
          excerpt: 'Gentle.',
          subtitle: 'Free & Clear',
        },
      ],
    })
  })

  it('an ingredient: id, name, function and description as HTML, rating, products with name and slug [Catalogue §3.15]', async () => {
    fakeStore({
      'GET /rest/auth/ingredients/page': {
        json: {
          data: {
            ingredients: [
              {
                id: 4,
                name: 'Fragrance',
                function: '<p>Scents.</p>',
                description: '<p>A blend.</p>',
                rating: '8',
                products: [{ name: 'Laundry Liquid', slug: 'laundry-liquid' }],
              },
            ],
          },
        },
      },
    })
    expect(await fetchIngredientsPage()).toEqual([
      {
        id: 4,
        name: 'Fragrance',
        function: '<p>Scents.</p>',
        description: '<p>A blend.</p>',
        rating: 8,
        products: [{ name: 'Laundry Liquid', slug: 'laundry-liquid' }],
      },
    ])
  })
})

describe('cart and session', () => {
  it('the add-to-cart check: price, discount price, quantity, an active subscription, a one-time purchase, subscribable, billing model [Catalogue §3.23]', async () => {
    fakeStore({
      'POST /rest/auth/get-product-add-to-cart': {
        json: {
          status: 'Success',
          data: {
            price: '18.99',
            discount_price: '15.19',
            quantity: 2,
            exists: 1,
            exists_ot: 0,
            is_subscribable: true,
            billing_model_id: 9,
          },
        },
      },
    })
    expect(await fetchAddToCartCheck(7)).toEqual({
      price: 18.99,
      discountPrice: 15.19,
      quantity: 2,
      hasActiveSubscription: true,
      hasOneTimePurchase: false,
      isSubscribable: true,
      billingModelId: 9,
    })
  })

  const cartItem = {
    id: 11,
    cart_id: 5,
    sticky_id: 618,
    base_price: '18.99',
    price: '15.19',
    quantity: 2,
    offer_id: 3,
    step_num: 1,
    billing_model_id: 9,
    subscribe: 1,
    upsell: 0,
    product: {
      id: 7,
      sticky_id: 618,
      name: 'Laundry Liquid',
      description: 'Gentle.',
      price: '18.99',
      sale_price: '16.99',
      published: 1,
      is_subscribable: 1,
      eligible_for_volume_discounts: 1,
      image_path: 'p/ll.svg',
      thumbnail: {
        id: 5,
        name: 't',
        file_path: 'p/t.svg',
        alt_text: 'Jug',
        caption: '',
        description: '',
        compressed: 1,
      },
    },
  }
  const readCart = async (data: Record<string, unknown>) => {
    fakeStore({ 'POST /rest/auth/cart': { json: { status: 'Success', data } } })
    return fetchCart()
  }

  it('the cart, mapped to camelCase: items, success, message, toss products, discount total, subtotal, tier, sub-header text, subscription items [Catalogue §3.24]', async () => {
    const cart = await readCart({
      items: [cartItem],
      success: true,
      message: 'Cart loaded',
      toss_products: 1,
      discount_total: '7.60',
      subtotal: '37.98',
      tier_slab: 1,
      sub_header_text: 'Add 1 more for 20% off',
      total_subscription_items: 2,
    })
    expect(cart).toMatchObject({
      success: true,
      message: 'Cart loaded',
      tossProducts: 1,
      discountTotal: 7.6,
      subtotal: 37.98,
      tierSlab: 1,
      subHeaderText: 'Add 1 more for 20% off',
      totalSubscriptionItems: 2,
    })
    expect(cart.items).toHaveLength(1)
  })

  it('a cart item: id, prices, quantity, offer, billing model, subscribe and its product [Catalogue §3.25]', async () => {
    const cart = await readCart({
      items: [cartItem, { ...cartItem, id: 12, subscribe: 0, billing_model_id: null }],
      discount_total: 0,
      subtotal: 0,
      tier_slab: 0,
      total_subscription_items: 2,
    })
    expect(cart.items[0]).toMatchObject({
      id: 11,
      basePrice: 18.99,
      price: 15.19,
      quantity: 2,
      offerId: 3,
      frequencyCode: 9,
      subscribe: true,
      productId: 7,
    })
    expect(cart.items[1]).toMatchObject({ id: 12, subscribe: false, frequencyCode: null })
  })

  it("a cart product: its id, name, image and the thumbnail's alt text [Catalogue §3.26]", async () => {
    const cart = await readCart({
      items: [cartItem],
      discount_total: 0,
      subtotal: 0,
      tier_slab: 0,
      total_subscription_items: 2,
    })
    expect(cart.items[0]).toMatchObject({
      productId: 7,
      name: 'Laundry Liquid',
      image: 'p/ll.svg',
      imageAlt: 'Jug',
    })
    const bare = await readCart({
      items: [{ ...cartItem, product: { ...cartItem.product, thumbnail: null } }],
      discount_total: 0,
      subtotal: 0,
      tier_slab: 0,
      total_subscription_items: 2,
    })
    expect(bare.items[0]!.imageAlt).toBe('Laundry Liquid')
  })

  it("a member's session: its token, authenticated flag, tf_order_id and session id [Catalogue §3.27, §6.1]", async () => {
    fakeStore({
      'POST /rest/auth/session': {
        json: {
          session_id: 's-9',
          token: 't-9',
          authenticated: true,
          member: { firstName: 'Dana', token: 'm-9' },
          tf_order_id: 'tf-42',
        },
      },
    })
    expect(await ensureSession()).toMatchObject({
      sessionId: 's-9',
      authToken: 't-9',
      authenticated: true,
      tfOrderId: 'tf-42',
    })
  })
})
