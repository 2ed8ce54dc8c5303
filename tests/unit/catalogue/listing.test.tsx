// @vitest-environment jsdom
/**
 * The listing screens' states in the spec's words (catalogue §2, §8), for both templates:
 * error, empty, missing, sections, and the orders the sort modes give.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CategoriesResult, Category, ProductsResult } from '~/api/catalogue/reads.server'
import type { CategoryView } from '~/api/catalogue/listings'
import {
  shapeAllProductsV1,
  shapeAllProductsV2,
  shapeCategory,
} from '~/api/catalogue/listings.server'
import { AllProducts } from '~/components/catalogue/AllProducts'
import {
  CategoryDetail,
  CategoryFailed,
  CategoryMissing,
} from '~/components/catalogue/CategoryView'
import type { SortMode } from '~/domain/sort'
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
/** The sort selector's choices, as the shopper reads them. */
const SORT_CHOICES = ['Featured', 'Most popular', 'Price: low to high', 'Price: high to low']
const sortOptions = () =>
  within(screen.getByRole('combobox', { name: 'Sort by' }))
    .getAllByRole('option')
    .map((o) => o.textContent)

// The screens render what the server shaped (src/api/catalogue/listings.ts): each test shapes, then renders.
const AllProductsV1 = ({ result, sort }: { result: CategoriesResult; sort: SortMode }) => (
  <AllProducts view={shapeAllProductsV1(result, sort)} sort={sort} />
)
const AllProductsV2 = ({ result, sort }: { result: ProductsResult; sort: SortMode }) => (
  <AllProducts view={shapeAllProductsV2(result, sort, 1)} sort={sort} />
)
const found = (category: Category, template: 'v1' | 'v2', sort: SortMode, page = 1) =>
  shapeCategory({ kind: 'found', category }, template, sort, page) as Extract<
    CategoryView,
    { kind: 'found' }
  >
const CategoryV1 = ({ category, sort }: { category: Category; sort: SortMode }) => (
  <CategoryDetail view={found(category, 'v1', sort)} sort={sort} />
)
const CategoryV2 = ({ category, sort }: { category: Category; sort: SortMode }) => (
  <CategoryDetail view={found(category, 'v2', sort)} sort={sort} />
)

describe('all products V1 [Catalogue §2.20]', () => {
  it('shows one section per category with products: tile, then sorted cards [Catalogue §2.22, §2.4]', async () => {
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

  it("loads the first section's pictures first; later sections' as they near", async () => {
    const data = [1, 2].map((id) =>
      category(id, {
        name: `Category ${id}`,
        slug: `category-${id}`,
        products: [1, 2, 3, 4, 5].map((p) => product(id * 10 + p)),
      }),
    )
    await render(() => (
      <AllProductsV1 result={{ status: 'Success', message: '', data }} sort="default" />
    ))
    // Decorative pictures (alt=""): found as elements, not by role.
    const pictures = (name: string) => [
      ...screen.getByRole('region', { name }).querySelectorAll('img'),
    ]
    const [tile, ...cards] = pictures('Category 1')
    expect(tile).toHaveAttribute('fetchpriority', 'high')
    expect(tile).toHaveAttribute('loading', 'eager')
    expect(cards.map((c) => c.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ])
    for (const later of pictures('Category 2')) {
      expect(later).toHaveAttribute('loading', 'lazy')
      expect(later).not.toHaveAttribute('fetchpriority', 'high')
    }
  })

  it('heads the page with the title, the tagline and a sort selector [Catalogue §2.21]', async () => {
    await render(() => (
      <AllProductsV1 result={{ status: 'Success', message: '', data: [] }} sort="price-asc" />
    ))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Whole Home Cleaning Products$/,
    )
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
      /^Powerful, non-toxic cleaning for every room safe for your family, tough on dirt\.$/,
    )
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc')
    expect(sortOptions()).toEqual(SORT_CHOICES)
  })

  it('says "No Related Items Found" when there are no categories [Catalogue §2.23]', async () => {
    await render(() => (
      <AllProductsV1 result={{ status: 'Success', message: '', data: [] }} sort="default" />
    ))
    expect(screen.getByRole('status')).toHaveTextContent(/^No Related Items Found$/)
  })

  it('shows the failure with its default message [Catalogue §8.16, §2.24]', async () => {
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

describe('all products V2 [Catalogue §2.25]', () => {
  it('has the same title and sort selector over one flat grid of cards [Catalogue §2.26]', async () => {
    const data = [product(1, { price: 30 }), product(2, { price: 20 })]
    await render(() => (
      <AllProductsV2 result={{ status: 'Success', message: '', data }} sort="price-desc" />
    ))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Whole Home Cleaning Products$/,
    )
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
    expect(sortOptions()).toEqual(SORT_CHOICES)
    // One grid, no category sections: the page is the only region.
    expect(screen.getAllByRole('region')).toEqual([
      screen.getByRole('region', { name: 'Whole Home Cleaning Products' }),
    ])
    expect(names(screen.getByRole('list', { name: 'Whole Home Cleaning Products' }))).toEqual([
      'Product 1',
      'Product 2',
    ])
  })

  it('is one flat grid, sorted, without the tagline [Catalogue §2.26]', async () => {
    const data = [product(1, { qtySold: 5 }), product(2, { qtySold: 50 })]
    await render(() => (
      <AllProductsV2 result={{ status: 'Success', message: '', data }} sort="popular" />
    ))
    expect(names()).toEqual(['Product 2', 'Product 1'])
    expect(screen.queryByText(/Powerful, non-toxic/)).toBeNull()
  })

  it('words empty and failed [Catalogue §8.16, §2.27, §2.28]', async () => {
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
  it('V1: subcategory sections, an empty one says so [Catalogue §2.29, §2.31]', async () => {
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

  it('V1: the title and description, and a sort selector [Catalogue §2.29, §2.30]', async () => {
    await render(() => (
      <CategoryV1 category={category(1, { products: [product(1)] })} sort="popular" />
    ))
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent(/^Category 1 page$/)
    expect(heading.nextElementSibling).toHaveTextContent(/^About category 1$/)
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular')
    expect(sortOptions()).toEqual(SORT_CHOICES)
  })

  it('V1: a flat grid without subcategories, else "No Related Items Found" [Catalogue §2.29, §2.32, §2.33]', async () => {
    await render(() => (
      <>
        <CategoryV1 category={category(1, { products: [product(1)] })} sort="default" />
        <CategoryV1 category={category(2)} sort="default" />
      </>
    ))
    expect(names()).toEqual(['Product 1'])
    expect(screen.getByRole('status')).toHaveTextContent(/^No Related Items Found$/)
  })

  it('V2: popular puts best sellers (tag 1) first, then quantity sold [Catalogue §9.20, §2.35, §2.36]', async () => {
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

  it('V2: a category without products says "No Related Items Found" [Catalogue §2.35, §2.37]', async () => {
    // Its subcategories' products count in V2's one grid: none anywhere is the empty state.
    await render(() => (
      <CategoryV2 category={category(1, { subcategories: [category(2)] })} sort="default" />
    ))
    expect(screen.queryAllByRole('article')).toEqual([])
    expect(screen.getAllByRole('region')).toEqual([
      screen.getByRole('region', { name: 'Category 1 page' }),
    ])
    expect(screen.getByRole('status')).toHaveTextContent(/^No Related Items Found$/)
  })

  it('words a missing category per template, and a failure with its message [Catalogue §8.15, §2.34, §2.38, §2.39]', async () => {
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

describe('a catalogue of any size', () => {
  const many = (n: number, from = 1) =>
    Array.from({ length: n }, (_, i) => product(from + i, { price: 100 - (i % 50) }))

  it('a flat grid shows 48 cards a page with a count and Previous / Next links', async () => {
    const data = many(100)
    await render(() => (
      <AllProducts
        view={shapeAllProductsV2({ status: 'Success', message: '', data }, 'default', 2)}
        sort="default"
      />
    ))
    expect(names()).toHaveLength(48)
    expect(names()[0]).toBe('Product 49')
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(pages).toHaveTextContent('Showing 49–96 of 100 products')
    expect(pages).toHaveTextContent('Page 2 of 3')
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/')
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=3')
  })

  it('the last page is short; a page past the end is the last page', async () => {
    const view = shapeAllProductsV2(
      { status: 'Success', message: '', data: many(100) },
      'default',
      99,
    )
    await render(() => <AllProducts view={view} sort="default" />)
    expect(names()).toEqual(['Product 97', 'Product 98', 'Product 99', 'Product 100'])
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(pages).toHaveTextContent('Showing 97–100 of 100 products')
    expect(within(pages).queryByRole('link', { name: 'Next' })).toBeNull()
  })

  it('one page says how many, without links', async () => {
    await render(() => (
      <AllProducts
        view={shapeAllProductsV2({ status: 'Success', message: '', data: many(3) }, 'default', 1)}
        sort="default"
      />
    ))
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(pages).toHaveTextContent(/^3 products$/)
    expect(within(pages).queryAllByRole('link')).toEqual([])
  })

  it('a section shows its first 24 (sorted first) and links to all of them, keeping the sort', async () => {
    const data = [category(1, { name: 'Laundry', slug: 'laundry', products: many(30) })]
    const view = shapeAllProductsV1({ status: 'Success', message: '', data }, 'price-asc')
    await render(() => <AllProducts view={view} sort="price-asc" />)
    const laundry = screen.getByRole('region', { name: 'Laundry' })
    expect(names(laundry)).toHaveLength(24)
    // The cheapest of all 30 come first, not the first 24 re-sorted.
    expect(names(laundry).slice(0, 1)).toEqual(['Product 30'])
    expect(
      within(laundry).getByRole('link', { name: 'View all 30 Laundry products' }),
    ).toHaveAttribute('href', '/products/category/laundry?sort=price-asc')
  })

  it('the shaped data holds only what a card shows', () => {
    const view = shapeAllProductsV2(
      { status: 'Success', message: '', data: [product(1, { excerpt: 'long text' })] },
      'default',
      1,
    )
    expect(view.template === 'v2' && Object.keys(view.grid.items[0]!).sort()).toEqual([
      'id',
      'image',
      'imageAlt',
      'msrp',
      'name',
      'price',
      'productTag',
      'slug',
    ])
  })
})
