// @vitest-environment jsdom
/**
 * The reviews widget's four types (catalogue §2 "Widget types of the review widget": main,
 * carousel, product rating, product reviews), keyed by the product's sku (shell §7), and the
 * stars (catalogue §9: the review slider's text cut at 150 characters).
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ReviewSummary } from '~/api/product/page'
import { ReviewsWidget, type ReviewWidgetType } from '~/components/reviews/ReviewsWidget'
import { Stars } from '~/components/reviews/Stars'
import { renderShell } from '../../model/shell-harness'

type Review = ReviewSummary['reviews'][number]

const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  rating: 5,
  title: `Review title ${id}`,
  description: `Review text ${id}.`,
  author: `Author ${id}`,
  date: '2026-03-02',
  ...over,
})

/** Six reviews averaging 4.5: three of 5 stars, three of 4. */
const six: ReviewSummary = {
  count: 6,
  average: 4.5,
  reviews: [5, 5, 5, 4, 4, 4].map((rating, i) => review(i + 1, { rating })),
}

const many = (n: number): ReviewSummary => ({
  count: n,
  average: 5,
  reviews: Array.from({ length: n }, (_, i) => review(i + 1)),
})

const widget = (type: ReviewWidgetType, summary: ReviewSummary | null, anchor?: string) =>
  renderShell(() => <ReviewsWidget type={type} summary={summary} sku="CH-1" anchor={anchor} />)

/** The titles of the reviews shown, in order. */
const titles = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent)

describe('Stars', () => {
  it('reads out the rating, one decimal when it has one', async () => {
    await renderShell(() => (
      <>
        <Stars rating={4.5} />
        <Stars rating={4} />
        <Stars rating={3.25} />
      </>
    ))
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 3.3 out of 5' })).toBeInTheDocument()
  })

  it('keeps the rating between 0 and 5', async () => {
    await renderShell(() => (
      <>
        <Stars rating={7} />
        <Stars rating={-2} />
      </>
    ))
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument()
  })

  it('fills four stars and half of the fifth for 4.5, none for 0, all for 5', async () => {
    await renderShell(() => (
      <>
        <Stars rating={4.5} />
        <Stars rating={0} />
        <Stars rating={5} />
      </>
    ))
    /** Where the fill ends, in the drawing's units, and where each star is drawn. */
    const row = (name: string) => {
      const svg = screen.getByRole('img', { name }).querySelector('svg')!
      const edge = Number(svg.querySelector('clipPath rect')!.getAttribute('width'))
      const filled = svg.querySelector('g[clip-path]')!
      const stars = Array.from(filled.querySelectorAll('use')).map((u) =>
        Number(u.getAttribute('x')),
      )
      return { edge, stars }
    }
    const half = row('Rated 4.5 out of 5')
    expect(half.stars).toHaveLength(5)
    // The star is drawn from 2.5 to 21.5 of its 24 units: half of the fifth ends at its middle.
    expect(half.edge).toBeCloseTo(half.stars[4]! + 12, 1)
    expect(half.edge).toBeGreaterThan(half.stars[3]! + 21.5)
    expect(row('Rated 0 out of 5').edge).toBeLessThanOrEqual(2.5)
    const full = row('Rated 5 out of 5')
    expect(full.edge).toBeGreaterThanOrEqual(full.stars[4]! + 21.5)
  })
})

describe("'product-rating'", () => {
  it('shows the stars, the average and the count, linking to the reviews', async () => {
    await widget('product-rating', six)
    const link = screen.getByRole('link', { name: /4\.5 · 6 reviews/ })
    expect(link).toHaveAttribute('href', '#reviews')
    expect(link).toHaveTextContent('4.5 · 6 reviews')
    expect(within(link).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument()
    expect(link).toHaveAttribute('data-review-widget', 'product-rating')
    expect(link).toHaveAttribute('data-sku', 'CH-1')
  })

  it('says "1 review" for one, with the average to one decimal', async () => {
    await widget('product-rating', { count: 1, average: 4, reviews: [review(1, { rating: 4 })] })
    expect(screen.getByRole('link')).toHaveTextContent('4.0 · 1 review')
  })

  it('says "No reviews yet" without reviews, still linking to the reviews', async () => {
    await widget('product-rating', { count: 0, average: 0, reviews: [] })
    const link = screen.getByRole('link', { name: /No reviews yet/ })
    expect(link).toHaveAttribute('href', '#reviews')
    expect(link).not.toHaveTextContent('0.0')
    expect(within(link).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument()
  })

  it('links where it is told to', async () => {
    await widget('product-rating', six, '#all-reviews')
    expect(screen.getByRole('link', { name: /6 reviews/ })).toHaveAttribute('href', '#all-reviews')
  })
})

describe("'main'", () => {
  it('summarises: the average, its stars, "Based on 6 reviews" and the distribution', async () => {
    await widget('main', six)
    expect(screen.getByText('4.5')).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveLength(1)
    expect(screen.getByText('Based on 6 reviews')).toBeInTheDocument()
    const lists = screen.getAllByRole('list')
    const distribution = lists.find((l) => within(l).queryAllByRole('article').length === 0)!
    expect(
      within(distribution)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      '5 stars: 3 reviews',
      '4 stars: 3 reviews',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 star: 0 reviews',
    ])
    expect(within(distribution).getByRole('listitem', { name: '5 stars: 3 reviews' })).toBeVisible()
  })

  it('words one review and one star in the singular', async () => {
    await widget('main', { count: 1, average: 1, reviews: [review(1, { rating: 1 })] })
    expect(screen.getByText('Based on 1 review')).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: '1 star: 1 review' })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: '5 stars: 0 reviews' })).toBeInTheDocument()
  })

  it('shows five reviews, then five more for each "Show more reviews"', async () => {
    await widget('main', many(12))
    const root = screen.getByText('Based on 12 reviews').closest('[data-review-widget]')!
    expect(root).toHaveAttribute('data-review-widget', 'main')
    expect(root).toHaveAttribute('data-sku', 'CH-1')
    expect(titles(root as HTMLElement)).toEqual([1, 2, 3, 4, 5].map((i) => `Review title ${i}`))
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }))
    expect(titles(root as HTMLElement)).toHaveLength(10)
    expect(screen.getByRole('heading', { name: 'Review title 10' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }))
    expect(titles(root as HTMLElement)).toHaveLength(12)
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull()
  })

  it('has no "Show more reviews" with five reviews or fewer', async () => {
    await widget('main', many(5))
    expect(screen.getAllByRole('article')).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull()
  })

  it('shows each review: its stars, title, text, author and date', async () => {
    await widget('main', {
      count: 2,
      average: 3,
      reviews: [
        review(1, {
          rating: 4,
          title: 'Works great',
          description: 'No residue at all.',
          author: 'Dana',
          date: '2026-03-02',
        }),
        review(2, { rating: 2, author: 'Sam', date: '2026-02-30' }),
      ],
    })
    const [first, second] = screen.getAllByRole('article')
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(within(first!).getByRole('heading', { name: 'Works great' })).toBeInTheDocument()
    expect(within(first!).getByText('No residue at all.')).toBeInTheDocument()
    expect(within(first!).getByText('Dana', { exact: false })).toHaveTextContent(
      'Dana · March 2, 2026',
    )
    expect(within(first!).getByText('March 2, 2026')).toHaveAttribute('datetime', '2026-03-02')
    // An unreadable date is left out, and its separator with it.
    expect(within(second!).getByText('Sam')).toHaveTextContent(/^Sam$/)
  })

  it('says "No reviews yet" without reviews, with no distribution and no average', async () => {
    await widget('main', { count: 0, average: 0, reviews: [] })
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0)
    expect(screen.queryByText(/Based on/)).toBeNull()
    expect(screen.queryByRole('listitem')).toBeNull()
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByText('0.0')).toBeNull()
  })
})

describe("'product-reviews'", () => {
  it('lists the reviews alone: no summary, no distribution', async () => {
    await widget('product-reviews', six)
    expect(screen.queryByText(/Based on/)).toBeNull()
    expect(screen.queryByRole('listitem', { name: /stars:/ })).toBeNull()
    const articles = screen.getAllByRole('article')
    expect(articles).toHaveLength(5)
    const root = articles[0]!.closest('[data-review-widget]')
    expect(root).toHaveAttribute('data-review-widget', 'product-reviews')
    expect(root).toHaveAttribute('data-sku', 'CH-1')
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }))
    expect(screen.getAllByRole('article')).toHaveLength(6)
  })

  it('says "No reviews yet" without reviews', async () => {
    await widget('product-reviews', { count: 0, average: 0, reviews: [] })
    expect(screen.getByText('No reviews yet').closest('[data-review-widget]')).toHaveAttribute(
      'data-sku',
      'CH-1',
    )
  })
})

describe("'carousel'", () => {
  const long = `${'Clean clothes every time. '.repeat(8)}THE END`

  it('slides the reviews in a carousel named "What customers say", texts cut at 150', async () => {
    await widget('carousel', {
      count: 3,
      average: 4.7,
      reviews: [
        review(1, { description: long }),
        review(2, { description: 'x'.repeat(150) }),
        review(3, { rating: 4 }),
      ],
    })
    const region = screen.getByRole('region', { name: 'What customers say' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(region.closest('[data-review-widget]')).toHaveAttribute('data-review-widget', 'carousel')
    expect(region.closest('[data-review-widget]')).toHaveAttribute('data-sku', 'CH-1')
    expect(titles(region)).toEqual(['Review title 1', 'Review title 2', 'Review title 3'])
    const [first, second] = within(region).getAllByRole('article')
    const cut = within(first!).getByText(/^Clean clothes/)
    expect(cut.textContent).toBe(`${long.slice(0, 150).trimEnd()}...`)
    expect(cut).not.toHaveTextContent('THE END')
    // Exactly 150 characters is not cut.
    expect(within(second!).getByText('x'.repeat(150))).toBeInTheDocument()
    expect(within(region).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
  })

  it('shows the whole text in the list types', async () => {
    await widget('product-reviews', {
      count: 1,
      average: 5,
      reviews: [review(1, { description: long })],
    })
    expect(screen.getByText(/THE END$/)).toHaveTextContent(long)
  })

  it('shows nothing without reviews', async () => {
    await widget('carousel', { count: 0, average: 0, reviews: [] })
    expect(screen.queryByRole('region', { name: 'What customers say' })).toBeNull()
    expect(screen.queryByRole('article')).toBeNull()
  })
})

describe('a null summary (the store did not answer)', () => {
  it('rates "No reviews yet" and lists none; the carousel is left out', async () => {
    await renderShell(() => (
      <>
        <ReviewsWidget type="product-rating" summary={null} sku="CH-1" />
        <ReviewsWidget type="main" summary={null} sku="CH-1" />
        <ReviewsWidget type="product-reviews" summary={null} sku="CH-1" />
        <ReviewsWidget type="carousel" summary={null} sku="CH-1" />
      </>
    ))
    expect(screen.getByRole('link', { name: /No reviews yet/ })).toHaveAttribute('href', '#reviews')
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByText(/Based on/)).toBeNull()
    expect(screen.queryByRole('region', { name: 'What customers say' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull()
    const roots = Array.from(document.querySelectorAll('[data-review-widget]'))
    expect(roots.map((r) => r.getAttribute('data-review-widget'))).toEqual([
      'product-rating',
      'main',
      'product-reviews',
    ])
    expect(roots.every((r) => r.getAttribute('data-sku') === 'CH-1')).toBe(true)
  })
})
