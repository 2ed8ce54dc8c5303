// @vitest-environment jsdom
/**
 * The "Product Details & Reviews" pop-up (shell §2: "shows the long description, reviews, How
 * To Use, Ingredients and FAQs"): a modal dialog opened by its button, closed by Escape (the
 * dialog's cancel event), the Close button or the backdrop, focus back on the button.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProductVideos, ProductView, ReviewSummary } from '~/api/product/page'
import { DetailsDialog } from '~/components/product/DetailsDialog'
import { sanitizeHtml } from '~/lib/sanitize'
import { renderShell } from '../../model/shell-harness'
import { productView } from './product-view'

// What the pop-up shows differs from the page's defaults: a script to strip, markup in an answer.
const product = (over: Partial<ProductView> = {}): ProductView =>
  productView({
    description: sanitizeHtml('<p>The long story.</p><script>alert(1)</script>'),
    ingredients: [
      { id: 1, name: 'Water', rating: 0 },
      { id: 4, name: 'Fragrance', rating: 8 },
    ],
    faq: [{ title: 'Safe for diapers?', description: sanitizeHtml('Yes, <b>always</b>.') }],
    gallery: [{ type: 'image', src: 'p/1.svg', alt: 'Front', embedUrl: null }],
    ...over,
  })

const reviews: ReviewSummary = {
  count: 2,
  average: 4.5,
  reviews: [
    {
      id: 1,
      rating: 5,
      title: 'Love it',
      description: 'So soft.',
      author: 'Dana',
      date: '2026-03-02',
    },
    { id: 2, rating: 4, title: 'Good', description: 'Works.', author: 'Sam', date: '2026-03-01' },
  ],
}

const noVideos: Promise<ProductVideos> = Object.assign(
  Promise.resolve({ howTo: null, review: null }),
  { status: 'fulfilled', value: { howTo: null, review: null } },
)

async function openDetails(p: ProductView = product(), r: ReviewSummary | null = reviews) {
  await renderShell(() => <DetailsDialog product={p} reviews={r} videos={noVideos} />)
  const button = screen.getByRole('button', { name: 'Product Details & Reviews' })
  expect(button).toHaveAttribute('aria-haspopup', 'dialog')
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('dialog')).toBeNull()
  button.focus()
  fireEvent.click(button)
  const dialog = screen.getByRole('dialog', { name: 'Product Details & Reviews' })
  return { button, dialog: dialog as HTMLDialogElement }
}

const sectionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('region')
    .map((s) => within(s).getAllByRole('heading')[0]!.textContent)

describe('Product Details & Reviews', () => {
  it('opens a modal dialog with its sections in the spec order [Shell §2.46]', async () => {
    const { button, dialog } = await openDetails()
    expect(dialog.open).toBe(true)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Product Details & Reviews',
    )
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .filter((h) => h.closest('section')?.getAttribute('aria-labelledby') === h.id)
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Reviews', 'How To Use', 'Ingredients', 'FAQs'])
    expect(sectionNames(dialog)).toEqual([
      'Description',
      'Reviews',
      'How To Use',
      'Ingredients',
      'FAQs',
    ])
  })

  it('shows each section’s content [Shell §2.46, §3.3; Catalogue §3.8]', async () => {
    const { dialog } = await openDetails()
    const section = (name: string) => within(dialog).getByRole('region', { name })
    expect(section('Description')).toHaveTextContent('The long story.')
    expect(section('Description').querySelector('script')).toBeNull()
    const list = section('Reviews')
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Love it', 'Good'])
    expect(list.querySelector('[data-review-widget]')).toHaveAttribute(
      'data-review-widget',
      'product-reviews',
    )
    expect(list.querySelector('[data-review-widget]')).toHaveAttribute('data-sku', 'CH-1')
    expect(section('How To Use')).toHaveTextContent('Fill the cap.')
    expect(within(section('Ingredients')).getByRole('link', { name: 'Fragrance' })).toHaveAttribute(
      'href',
      '/ingredients#4',
    )
    expect(within(section('Ingredients')).getByText('Phosphates')).toBeInTheDocument()
    expect(section('FAQs')).toHaveTextContent('Safe for diapers?')
    expect(section('FAQs')).toHaveTextContent('Yes, always.')
  })

  it('Escape (the dialog’s cancel) closes it and gives focus back to the button', async () => {
    const { button, dialog } = await openDetails()
    within(dialog).getByRole('button', { name: 'Close' }).focus()
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    // The dialog closes itself through the view's state, not the browser's default.
    expect(cancel.defaultPrevented).toBe(true)
    expect(dialog.open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('the Close button closes it and gives focus back to the button', async () => {
    const { button, dialog } = await openDetails()
    const close = within(dialog).getByRole('button', { name: 'Close' })
    close.focus()
    fireEvent.click(close)
    expect(dialog.open).toBe(false)
    expect(within(dialog).queryByRole('region')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('a click on the backdrop closes it; a click inside does not', async () => {
    const { dialog } = await openDetails()
    fireEvent.click(within(dialog).getByRole('heading', { name: 'Description' }))
    expect(dialog.open).toBe(true)
    fireEvent.click(dialog)
    expect(dialog.open).toBe(false)
  })

  it('opens again after closing', async () => {
    const { button, dialog } = await openDetails()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    fireEvent.click(button)
    expect(screen.getByRole('dialog', { name: 'Product Details & Reviews' })).toBe(dialog)
    expect(dialog.open).toBe(true)
    expect(sectionNames(dialog)).toHaveLength(5)
  })

  it('leaves out the sections without content (the reviews are always there)', async () => {
    const { dialog } = await openDetails(
      product({
        description: sanitizeHtml(''),
        howToUse: sanitizeHtml(''),
        howToVideoId: null,
        ingredients: [],
        whatsNotInIt: [],
        faq: [],
      }),
      null,
    )
    expect(sectionNames(dialog)).toEqual(['Reviews'])
    expect(within(dialog).getByRole('region', { name: 'Reviews' })).toHaveTextContent(
      'No reviews yet',
    )
  })

  it('keeps How To Use for a video alone, and Ingredients for "What\'s not in it" alone', async () => {
    const { dialog } = await openDetails(
      product({
        howToUse: sanitizeHtml(''),
        howToVideoId: 'DTNvRTBA2g0',
        ingredients: [],
        faq: [],
      }),
    )
    expect(sectionNames(dialog)).toEqual(['Description', 'Reviews', 'How To Use', 'Ingredients'])
    const ingredients = within(dialog).getByRole('region', { name: 'Ingredients' })
    expect(within(ingredients).getByRole('heading', { name: "What's not in it" })).toBeVisible()
    expect(within(ingredients).queryByRole('heading', { name: "What's in it" })).toBeNull()
  })
})
