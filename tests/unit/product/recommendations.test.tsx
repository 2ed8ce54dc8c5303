// @vitest-environment jsdom
/**
 * The product page's deferred recommendations: "You may like" (shell §2; its failure shows the
 * status text, shell §8 13101.01) and "You May Also Like" (catalogue §2: a carousel; catalogue
 * §8: the stored error message when it fails). Both are left out when they have nothing to show.
 */
import { screen, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ProductRecommendations } from '~/api/product/page'
import type { CardProduct } from '~/components/catalogue/ProductCard'
import { Recommendations } from '~/components/product/Recommendations'
import productStyles from '~/components/product/Product.module.css'
import { renderShell } from '../../model/shell-harness'

const card = (id: number, over: Partial<CardProduct> = {}): CardProduct => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  price: 10 + id,
  msrp: 10 + id,
  productTag: 0,
  image: `p/${id}.svg`,
  imageAlt: `Product ${id}`,
  ...over,
})

const recommendations = (over: Partial<ProductRecommendations> = {}): ProductRecommendations => ({
  youMayLike: { products: [], statusText: null },
  related: { products: [], error: null },
  ...over,
})

/**
 * A promise React already knows as fulfilled (its `status` and `value`, the thenable protocol
 * `use` reads): <Await> renders its children at once, so what is absent is absent for good.
 */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value })
}

async function show(data: ProductRecommendations) {
  const promise = settled(data)
  await renderShell(() => <Recommendations data={promise} />)
}

const linksOf = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

/** The "You May Also Like" carousel (inside the section of the same name). */
const alsoLikeCarousel = () =>
  screen
    .getAllByRole('region', { name: 'You May Also Like' })
    .find((r) => r.getAttribute('aria-roledescription') === 'carousel')

/**
 * The slides in view at a width, as Product.module.css's rules for `.relatedPerView` give them:
 * the base rule, then each `@media (min-width: Npx)` rule that the width reaches.
 */
function perViewAt(width: number): number {
  const css = readFileSync('src/components/product/Product.module.css', 'utf8')
  let perView = Number(/^\.relatedPerView\s*\{\s*--per-view:\s*(\d+);/m.exec(css)?.[1])
  let from = -1
  for (const [, min, n] of css.matchAll(
    /@media \(min-width: (\d+)px\)\s*\{\s*\.relatedPerView\s*\{\s*--per-view:\s*(\d+);/g,
  )) {
    if (width >= Number(min) && Number(min) > from) {
      from = Number(min)
      perView = Number(n)
    }
  }
  return perView
}

describe('"You may like"', () => {
  it('streams in once the deferred promise resolves', async () => {
    let resolve!: (data: ProductRecommendations) => void
    const data = new Promise<ProductRecommendations>((r) => {
      resolve = r
    })
    await renderShell(() => <Recommendations data={data} />)
    expect(screen.queryByRole('heading', { name: 'You may like' })).toBeNull()
    resolve(recommendations({ youMayLike: { products: [card(1)], statusText: null } }))
    const section = await screen.findByRole('region', { name: 'You may like' })
    expect(linksOf(section)).toEqual([['Product 1', '/products/product-1']])
  })

  it('shows a grid of cards, each linking to its product page [Shell §2.45]', async () => {
    await show(
      recommendations({
        youMayLike: {
          products: [card(1), card(2, { name: 'Dish Soap', slug: 'dish soap' }), card(3)],
          statusText: null,
        },
      }),
    )
    const section = screen.getByRole('region', { name: 'You may like' })
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('You may like')
    expect(within(section).getAllByRole('listitem')).toHaveLength(3)
    expect(linksOf(section)).toEqual([
      ['Product 1', '/products/product-1'],
      ['Dish Soap', '/products/dish%20soap'],
      ['Product 3', '/products/product-3'],
    ])
    expect(within(section).queryByRole('status')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'You May Also Like' })).toBeNull()
  })

  it('shows only the status text when the call failed [Shell §8.15]', async () => {
    await show(recommendations({ youMayLike: { products: [], statusText: 'Service Unavailable' } }))
    const section = screen.getByRole('region', { name: 'You may like' })
    expect(within(section).getByRole('status')).toHaveTextContent(/^Service Unavailable$/)
    expect(within(section).queryByRole('link')).toBeNull()
    expect(within(section).queryByRole('list')).toBeNull()
  })

  it('prefers the status text over products that came with it', async () => {
    await show(recommendations({ youMayLike: { products: [card(1)], statusText: 'Bad Gateway' } }))
    const section = screen.getByRole('region', { name: 'You may like' })
    expect(within(section).getByRole('status')).toHaveTextContent('Bad Gateway')
    expect(within(section).queryByRole('link')).toBeNull()
  })
})

describe('"You May Also Like"', () => {
  it('shows a carousel of cards linking to their product pages [Catalogue §2.62]', async () => {
    await show(recommendations({ related: { products: [card(7), card(8), card(9)], error: null } }))
    expect(screen.getByRole('heading', { level: 2, name: 'You May Also Like' })).toBeVisible()
    const carousel = alsoLikeCarousel()!
    expect(carousel).toBeDefined()
    expect(linksOf(carousel)).toEqual([
      ['Product 7', '/products/product-7'],
      ['Product 8', '/products/product-8'],
      ['Product 9', '/products/product-9'],
    ])
    expect(
      within(carousel)
        .getAllByRole('listitem')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(screen.queryByRole('heading', { name: 'You may like' })).toBeNull()
  })

  it.each([
    [1280, 4],
    [992, 4],
    [991, 3],
    [700, 3],
    [699, 2],
    [500, 2],
    [499, 1],
    [375, 1],
  ])(
    'at %i px wide the carousel shows %i slides [Catalogue §2.61, §9.22]',
    async (width, slides) => {
      await show(recommendations({ related: { products: [card(7), card(8)], error: null } }))
      // The carousel takes its slides per view from the class the page gives it ...
      expect(alsoLikeCarousel()).toHaveClass(productStyles.relatedPerView!)
      // ... whose rules in the stylesheet set --per-view by width.
      expect(perViewAt(width)).toBe(slides)
    },
  )

  it('shows its error message instead of the carousel', async () => {
    await show(
      recommendations({
        related: { products: [], error: 'An error occurred while fetching the data.' },
      }),
    )
    const section = screen.getByRole('region', { name: 'You May Also Like' })
    expect(within(section).getByRole('status')).toHaveTextContent(
      'An error occurred while fetching the data.',
    )
    expect(alsoLikeCarousel()).toBeUndefined()
    expect(within(section).queryByRole('link')).toBeNull()
  })
})

describe('both together', () => {
  it('shows each on its own: a failed "You may like" beside a full "You May Also Like"', async () => {
    await show({
      youMayLike: { products: [], statusText: 'Service Unavailable' },
      related: { products: [card(4)], error: null },
    })
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['You may like', 'You May Also Like'])
    expect(screen.getByRole('status')).toHaveTextContent('Service Unavailable')
    expect(linksOf(alsoLikeCarousel()!)).toEqual([['Product 4', '/products/product-4']])
  })

  it('leaves both sections out when they are empty and nothing failed', async () => {
    await show(recommendations())
    expect(screen.queryByRole('heading', { name: 'You may like' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'You May Also Like' })).toBeNull()
    expect(screen.queryByRole('region', { name: /You May/i })).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
