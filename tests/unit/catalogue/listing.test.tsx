// @vitest-environment jsdom
/**
 * The listing screens' states in the spec's words (catalogue §2, §8), for both templates:
 * error, empty, missing, sections, and the orders the sort modes give.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Category } from '~/api/catalogue'
import { AllProductsV1, AllProductsV2 } from '~/components/catalogue/AllProducts'
import {
  CategoryFailed,
  CategoryMissing,
  CategoryV1,
  CategoryV2,
} from '~/components/catalogue/CategoryView'
import { renderShell } from '../../model/shell-harness'

type Product = Category['products'][number]
const product = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  stickyId: null,
  name: `Product ${id}`,
  slug: `product-${id}`,
  sku: `SKU${id}`,
  price: 10 + id,
  msrp: 10 + id,
  salePrice: 10 + id,
  displayOrder: id,
  qtySold: 0,
  published: true,
  inStock: true,
  isSubscribable: true,
  productTag: 0,
  size: '',
  subLine: '',
  excerpt: '',
  image: '',
  imageAlt: `Product ${id}`,
  categoryName: null,
  ...over,
})
const category = (id: number, over: Partial<Category> = {}): Category => ({
  id,
  name: `Category ${id}`,
  pageTitle: `Category ${id} page`,
  description: `About category ${id}`,
  slug: `category-${id}`,
  published: true,
  order: id,
  image: '',
  images: { banner: '', seo: '' },
  meta: { title: '', keywords: '', description: '' },
  products: [],
  subcategories: [],
  ...over,
})
const names = (scope: HTMLElement = document.body) =>
  within(scope)
    .queryAllByRole('article')
    .map((a) => within(a).getAllByRole('link')[0]!.textContent)
const render = (ui: () => React.ReactNode) => renderShell(ui)

describe('all products V1', () => {
  it('shows one section per category with products: tile, then sorted cards', async () => {
    const data = [
      category(1, {
        name: 'Laundry',
        slug: 'laundry',
        products: [product(3, { price: 30 })],
        subcategories: [category(2, { products: [product(1, { price: 50 }), product(3)] })],
      }),
      category(4, { name: 'Empty' }),
    ]
    await render(() => (
      <AllProductsV1 result={{ status: 'Success', message: '', data }} sort="price-asc" />
    ))
    const laundry = screen.getByRole('region', { name: 'Laundry' })
    expect(within(laundry).getByRole('link', { name: 'Shop Laundry' })).toHaveAttribute(
      'href',
      '/products/category/laundry',
    )
    expect(names(laundry)).toEqual(['Product 3', 'Product 1'])
    expect(screen.queryByRole('region', { name: 'Empty' })).toBeNull()
  })

  it('says "No Related Items Found" when there are no categories', async () => {
    await render(() => (
      <AllProductsV1 result={{ status: 'Success', message: '', data: [] }} sort="default" />
    ))
    expect(screen.getByRole('status')).toHaveTextContent(/^No Related Items Found$/)
  })

  it('shows the failure with its default message', async () => {
    await render(() => (
      <AllProductsV1
        result={{ status: 'Error', message: 'Failed to fetch categories', data: [] }}
        sort="default"
      />
    ))
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Error Loading CategoriesFailed to fetch categories$/,
    )
  })
})

describe('all products V2', () => {
  it('is one flat grid, sorted, without the tagline', async () => {
    const data = [product(1, { qtySold: 5 }), product(2, { qtySold: 50 })]
    await render(() => (
      <AllProductsV2 result={{ status: 'Success', message: '', data }} sort="popular" />
    ))
    expect(names()).toEqual(['Product 2', 'Product 1'])
    expect(screen.queryByText(/Powerful, non-toxic/)).toBeNull()
  })

  it('words empty and failed', async () => {
    await render(() => (
      <>
        <AllProductsV2 result={{ status: 'Success', message: '', data: [] }} sort="default" />
        <AllProductsV2
          result={{ status: 'Error', message: 'Failed to fetch products', data: [] }}
          sort="default"
        />
      </>
    ))
    expect(screen.getByRole('status')).toHaveTextContent(/^No Products Found$/)
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Error Loading ProductsFailed to fetch products$/,
    )
  })
})

describe('category detail', () => {
  it('V1: subcategory sections, an empty one says so', async () => {
    const c = category(1, {
      subcategories: [
        category(2, { name: 'Soaps', products: [product(1)] }),
        category(3, { name: 'Nothing yet' }),
      ],
    })
    await render(() => <CategoryV1 category={c} sort="default" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Category 1 page$/)
    expect(screen.getByText('About category 1')).toBeInTheDocument()
    expect(names(screen.getByRole('region', { name: 'Soaps' }))).toEqual(['Product 1'])
    expect(
      within(screen.getByRole('region', { name: 'Nothing yet' })).getByRole('status'),
    ).toHaveTextContent(/^No products available in this category\.$/)
  })

  it('V1: a flat grid without subcategories, else "No Related Items Found"', async () => {
    await render(() => (
      <>
        <CategoryV1 category={category(1, { products: [product(1)] })} sort="default" />
        <CategoryV1 category={category(2)} sort="default" />
      </>
    ))
    expect(names()).toEqual(['Product 1'])
    expect(screen.getByRole('status')).toHaveTextContent(/^No Related Items Found$/)
  })

  it('V2: popular puts best sellers (tag 1) first, then quantity sold', async () => {
    const c = category(1, {
      products: [
        product(1, { qtySold: 900 }),
        product(2, { qtySold: 10, productTag: 1 }),
        product(3, { qtySold: 500, productTag: 2 }),
      ],
    })
    await render(() => <CategoryV2 category={c} sort="popular" />)
    expect(names()).toEqual(['Product 2', 'Product 1', 'Product 3'])
    expect(screen.getAllByText('BEST SELLER')).toHaveLength(1)
    expect(screen.getAllByText('NEW ARRIVAL')).toHaveLength(1)
  })

  it('words a missing category per template, and a failure with its message', async () => {
    await render(() => (
      <>
        <CategoryMissing template="v1" />
        <CategoryMissing template="v2" />
        <CategoryFailed message="Failed to fetch category data" />
      </>
    ))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'No Category Data FoundUnable to load category information.',
      'Category Not FoundThe requested category could not be found. Please check the URL or navigate to a different category.',
      'Error Loading Category DataFailed to fetch category data',
    ])
  })
})
