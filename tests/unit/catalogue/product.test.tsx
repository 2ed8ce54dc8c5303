// @vitest-environment jsdom
/**
 * The product page's sections in the spec's words (shell §2, §4, §9; catalogue §4): tabs on
 * desktop with one active, accordions at 767 px or less with several open, the score badges,
 * the short description cut at 250 with Show More / Show Less, the not-found component.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProductRecommendations, ProductVideos, ProductView } from '~/api/product/page'
import { ProductPage } from '~/components/product/ProductPage'
import { sanitizeHtml } from '~/lib/sanitize'
import { ProductUnavailable } from '~/components/product/ProductUnavailable'
import { renderShell as render } from '../../model/shell-harness'
import { fakeStore } from '../../model/store-fake'
import { productView } from '../product/product-view'
import { trackProductView } from '~/api/product/view-event'

vi.mock('~/api/product/view-event', () => ({ trackProductView: vi.fn(async () => true) }))
vi.mock('~/api/product/pairings', () => ({
  // The pairings have their own tests; here the store recommends nothing.
  recommendationsQuery: (id: number) => ({
    queryKey: ['store', 'recommendations', id],
    queryFn: async () => null,
  }),
}))

// The purchase box has its own tests (tests/model/product-purchase.test.tsx): here the store
// (faked at HTTP) answers its check for a guest, and it adds nothing.
const renderShell = (ui: () => React.ReactNode) => {
  fakeStore({
    'POST /rest/auth/get-product-add-to-cart': {
      json: {
        status: 'Success',
        data: { price: '18.99', quantity: 1, exists: false, exists_ot: 0, is_subscribable: true },
      },
    },
  })
  return render(ui)
}

const noVideos: Promise<ProductVideos> = Promise.resolve({ howTo: null, review: null })
const noRecommendations: Promise<ProductRecommendations> = Promise.resolve({
  youMayLike: { products: [], statusText: null },
  related: { products: [], error: null },
})

/** The page as the route renders it, with no reviews and nothing deferred. */
const page = (p: ProductView) => (
  <ProductPage product={p} reviews={null} videos={noVideos} recommendations={noRecommendations} />
)

function setWidth(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.mocked(trackProductView).mockClear()
  delete window.dataLayer
  cleanup()
})

describe('product view', () => {
  it('records the view once and pushes view_item once, in GA4 shape [Catalogue §7.29, §4.31]', async () => {
    setWidth(false)
    await renderShell(() => page(productView()))
    await vi.waitFor(() => expect(trackProductView).toHaveBeenCalledTimes(1))
    expect(trackProductView).toHaveBeenCalledWith(1)
    // The sections are an island (ADR 0014): their code loads on mount here.
    fireEvent.click(await screen.findByRole('tab', { name: 'FAQ' }))
    expect(trackProductView).toHaveBeenCalledTimes(1)
    expect((window.dataLayer ?? []).filter((e) => (e as { event?: string }).event)).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'USD',
          value: 18.99,
          items: [
            {
              item_id: '1',
              item_name: 'Free & Clear Laundry Liquid',
              price: 18.99,
              index: 0,
              item_list_name: 'Product',
            },
          ],
        },
      },
    ])
  })
})

describe('product sections', () => {
  it('desktop: tabs in the spec order, "Why You\'ll Love It" active, arrows move [Shell §2.40, §2.41, §4.12; Catalogue §2.48]', async () => {
    setWidth(false)
    await renderShell(() => page(productView()))
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Why You'll Love It",
      'Why It Works',
      'How to Use It',
      'Ingredients',
      'FAQ',
      'Details',
    ])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Gentle and strong')
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus()
    fireEvent.click(screen.getByRole('tab', { name: 'Ingredients' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('heading', { name: "What's in it" })).toBeVisible()
    expect(within(panel).getByRole('link', { name: 'Fragrance' })).toHaveAttribute(
      'href',
      '/ingredients#4',
    )
    expect(
      within(panel)
        .getAllByRole('img')
        .map((b) => [b.getAttribute('aria-label'), b.dataset.band]),
    ).toEqual([
      ['Score 0, no concern', 'zero'],
      ['Score 2', 'low'],
      ['Score 5', 'moderate'],
      ['Score 8', 'high'],
      ['Score not rated', 'unknown'],
    ])
    expect(within(panel).getByText('Phosphates')).toBeVisible()
  })

  it('phone: accordions, the first open, several may be open [Shell §2.40, §4.13]', async () => {
    setWidth(true)
    await renderShell(() => page(productView()))
    expect(screen.queryAllByRole('tab')).toEqual([])
    const why = await screen.findByRole('button', { name: "Why You'll Love It" })
    const faq = screen.getByRole('button', { name: 'FAQ' })
    expect(why).toHaveAttribute('aria-expanded', 'true')
    expect(faq).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(faq)
    expect(why).toHaveAttribute('aria-expanded', 'true')
    expect(faq).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Safe for diapers?')).toBeVisible()
    fireEvent.click(why)
    expect(why).toHaveAttribute('aria-expanded', 'false')
  })

  it.each([
    [1280, 'tabs'],
    [768, 'tabs'],
    [767, 'accordions'],
    [375, 'accordions'],
  ])(
    'at %i px wide the sections are %s [Shell §2.40, §9.10; Catalogue §9.31]',
    async (width, layout) => {
      // The window's own media queries, evaluated at this width.
      vi.stubGlobal('matchMedia', (query: string) => {
        const max = /max-width:\s*([\d.]+)px/.exec(query)
        const min = /min-width:\s*([\d.]+)px/.exec(query)
        return {
          matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
          addEventListener: () => {},
          removeEventListener: () => {},
        } as unknown as MediaQueryList
      })
      await renderShell(() => page(productView()))
      const why = await screen.findByRole(layout === 'tabs' ? 'tab' : 'button', {
        name: "Why You'll Love It",
      })
      expect(why).toBeInTheDocument()
      if (layout === 'tabs') expect(screen.queryByRole('button', { name: 'FAQ' })).toBeNull()
      else expect(screen.queryAllByRole('tab')).toEqual([])
    },
  )

  it('leaves out sections without content', async () => {
    setWidth(false)
    await renderShell(() =>
      page(productView({ faq: [], whyItWorks: sanitizeHtml(''), howToUse: sanitizeHtml('') })),
    )
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      "Why You'll Love It",
      'Ingredients',
      'Details',
    ])
  })
})

describe('product info', () => {
  it('a short description of 250 characters shows whole; one of 251 is cut at 250 with "..." [Shell §9.3]', async () => {
    setWidth(false)
    const whole = `${'a'.repeat(249)}Y`
    await renderShell(() => page(productView({ shortDescription: whole })))
    expect(screen.getByText(whole)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull()
    cleanup()
    const over = `${'b'.repeat(250)}Z`
    await renderShell(() => page(productView({ shortDescription: over })))
    expect(screen.getByText(`${'b'.repeat(250)}...`)).toBeVisible()
    expect(screen.queryByText(over)).toBeNull()
    expect(screen.getByRole('button', { name: 'Show More' })).toBeInTheDocument()
  })

  it('cuts a short description over 250 characters, with Show More / Show Less', async () => {
    setWidth(false)
    const long = `${'word '.repeat(60)}end`
    await renderShell(() => page(productView({ shortDescription: long })))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Free & Clear Laundry Liquid',
    )
    const more = screen.getByRole('button', { name: 'Show More' })
    expect(screen.getByText(/\.\.\.$/).textContent!.length).toBeLessThanOrEqual(253)
    fireEvent.click(more)
    expect(screen.getByText(/end$/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    // The msrp struck, the price after it.
    expect(screen.getByText('$21.99').closest('s')).not.toBeNull()
  })

  it('shows the gallery, name, sub line, size, review stars, short description and purchase box [Shell §2.38; Catalogue §2.46]', async () => {
    setWidth(false)
    await renderShell(() => page(productView()))
    // The gallery is an island: its code loads on mount here.
    const gallery = await screen.findByRole('region', { name: 'Product images' }, { timeout: 5000 })
    expect(within(gallery).getByRole('img', { name: 'Front' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Product images: thumbnails' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Free & Clear Laundry Liquid$/,
    )
    expect(screen.getByText(/^Unscented$/)).toBeVisible()
    expect(screen.getByText(/^64 fl oz$/)).toBeVisible()
    expect(screen.getByRole('link', { name: /^Rated [\d.]+ out of 5/ })).toHaveAttribute(
      'href',
      '#reviews',
    )
    expect(screen.getByText(/^Short words\.$/)).toBeVisible()
    expect(
      screen.getByRole('form', { name: 'Buy Free & Clear Laundry Liquid' }),
    ).toBeInTheDocument()
  })

  it('a short description of 250 characters shows whole; 251 is cut to 250 with Show More / Show Less [Shell §2.39]', async () => {
    setWidth(false)
    const exact = `${'b'.repeat(249)}e`
    await renderShell(() => page(productView({ shortDescription: exact })))
    expect(screen.getByText(exact)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull()
    cleanup()

    const over = `${'a'.repeat(250)}Z`
    await renderShell(() => page(productView({ shortDescription: over })))
    expect(screen.getByText(`${'a'.repeat(250)}...`)).toBeVisible()
    expect(screen.queryByText(over)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }))
    expect(screen.getByText(over)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }))
    expect(screen.getByText(`${'a'.repeat(250)}...`)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('the gallery: the first image is the largest paint, a thumbnail for each item', async () => {
    setWidth(false)
    await renderShell(() => page(productView()))
    const gallery = screen.getByRole('region', { name: 'Product images' })
    const first = within(gallery).getByRole('img', { name: 'Front' })
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('width', '640')
    const thumbs = screen.getByRole('list', { name: 'Product images: thumbnails' })
    expect(
      within(thumbs)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Show image 1 of 2: Front', 'Show image 2 of 2: Back'])
    expect(within(thumbs).getByRole('button', { name: /1 of 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it('the not-found component words the failure, or says a general one [Catalogue §8.12, §2.49]', async () => {
    await renderShell(() => <ProductUnavailable message="Failed to fetch product: 404 Not Found" />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load product detailsFailed to fetch product: 404 Not Found',
    )
    cleanup()
    await renderShell(() => <ProductUnavailable />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load product detailsAn error occurred while loading the product',
    )
  })
})
