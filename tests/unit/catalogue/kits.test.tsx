// @vitest-environment jsdom
/**
 * The bundles listing and the kit detail in the specs' words (shell §2, catalogue §2, §8, §9):
 * cards, sort orders, the empty and failure states, the description toggle, "Includes:", the
 * not-found and failure pages, and one analytics push per view.
 */
import { sanitizeHtml } from '~/lib/sanitize'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StarterKit } from '~/api/catalogue/kits'
import { KitCard } from '~/components/kits/KitCard'
import { KitDetail, KitUnavailable } from '~/components/kits/KitDetail'
import { KitsListing } from '~/components/kits/KitsListing'
import { OfferBundle } from '~/components/kits/OfferBundle'
import { renderShell } from '../../model/shell-harness'
import { fakeStore } from '../../model/store-fake'

const kit = (id: number, over: Partial<StarterKit> = {}): StarterKit => ({
  id,
  name: `Kit ${id}`,
  title: `Strapline ${id}`,
  type: 'laundry',
  slug: `kit-${id}`,
  price: 30 + id,
  isPopular: false,
  description: '',
  shortDescription: `Short ${id}`,
  image: `kits/kit-${id}.svg`,
  totalSubscriptionProduct: 0,
  products: [],
  lines: [],
  ...over,
})
const cardNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getAllByRole('link')[0]!.textContent)

afterEach(() => {
  delete window.dataLayer
})

describe('bundles listing [Catalogue §2.40]', () => {
  it('shows the title, subtitle and a card per kit with badge, strapline, trimmed text and prices', async () => {
    const long = 'A'.repeat(50) + ' and more words that take it past eighty characters in all.'
    await renderShell(() => (
      <KitsListing
        sort="default"
        listing={{
          status: 'ok',
          kits: [
            kit(1, { totalSubscriptionProduct: 3, price: 40, shortDescription: long }),
            kit(2, { totalSubscriptionProduct: 0, shortDescription: 'Exactly short.' }),
          ],
        }}
      />
    ))
    expect(screen.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible()
    const [first, second] = screen.getAllByRole('article')
    expect(within(first!).getByText('20% off')).toBeVisible()
    expect(within(first!).getByText('Strapline 1')).toBeVisible()
    // Over 80 characters: cut to 60 with "...".
    expect(within(first!).getByText(`${'A'.repeat(50)} and more...`)).toBeVisible()
    // 40 at 20 % off: the original price is 40 / 0.8 = 50.
    expect(within(first!).getByText('$50.00').closest('s')).not.toBeNull()
    expect(within(first!).getByText('$40.00')).toBeVisible()
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      '/products/category/starter-kits/kit-1',
    )
    expect(within(second!).queryByText(/% off/)).toBeNull()
    expect(within(second!).getByText('Exactly short.')).toBeVisible()
    expect(second!.querySelector('s')).toBeNull()
  })

  it('is titled "Bundles" unless the editor titles it, with a subtitle, a sort selector and a grid of cards [Catalogue §2.41]', async () => {
    const kits = [kit(1), kit(2)]
    for (const [props, title] of [
      [{}, 'Bundles'],
      [{ title: '' }, 'Bundles'],
      [{ title: 'Pick your starter kit' }, 'Pick your starter kit'],
    ] as const) {
      await renderShell(() => (
        <KitsListing
          sort="price-asc"
          listing={{ status: 'ok', kits }}
          subtitle="Everything in one box."
          {...props}
        />
      ))
      const heading = screen.getByRole('heading', { level: 1 })
      expect(heading).toHaveTextContent(new RegExp(`^${title}$`))
      expect(heading.nextElementSibling).toHaveTextContent(/^Everything in one box\.$/)
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc')
      const grid = screen.getByRole('list', { name: title })
      expect(within(grid).getAllByRole('article')).toHaveLength(2)
      cleanup()
    }
  })

  it('sorts: popular is the flag first then id; prices both ways [Catalogue §9.19]', async () => {
    const kits = [
      kit(3, { price: 20 }),
      kit(1, { price: 60 }),
      kit(2, { price: 40, isPopular: true }),
      kit(4, { price: 10, isPopular: true }),
    ]
    for (const [sort, order] of [
      ['default', [1, 2, 3, 4]],
      ['popular', [2, 4, 1, 3]],
      ['price-asc', [4, 3, 2, 1]],
      ['price-desc', [1, 2, 3, 4]],
    ] as const) {
      await renderShell(() => <KitsListing sort={sort} listing={{ status: 'ok', kits }} />)
      expect(cardNames(), sort).toEqual(order.map((id) => `Kit ${id}`))
      cleanup()
    }
  })

  it('says "No starter kits available" when empty and the failure sentence on error [Catalogue §2.42, §4.1]', async () => {
    await renderShell(() => <KitsListing sort="default" listing={{ status: 'ok', kits: [] }} />)
    expect(screen.getByRole('status')).toHaveTextContent('No starter kits available')
    cleanup()
    await renderShell(() => (
      <KitsListing
        sort="default"
        listing={{ status: 'error', message: 'Something went wrong, try after sometime' }}
      />
    ))
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong, try after sometime')
    expect(window.dataLayer ?? []).toEqual([])
  })

  it('pushes view_item_list_starter_kits once, in GA4 shape [Catalogue §7.29]', async () => {
    await renderShell(() => (
      <KitsListing
        sort="popular"
        listing={{ status: 'ok', kits: [kit(1), kit(2, { isPopular: true })] }}
      />
    ))
    const events = (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event)
    expect(events).toEqual([
      {
        event: 'view_item_list_starter_kits',
        ecommerce: {
          item_list_name: 'Starter Kits',
          items: [
            {
              item_id: '2',
              item_name: 'Kit 2',
              price: 32,
              index: 0,
              item_list_name: 'Starter Kits',
            },
            {
              item_id: '1',
              item_name: 'Kit 1',
              price: 31,
              index: 1,
              item_list_name: 'Starter Kits',
            },
          ],
        },
      },
    ])
  })
})

/** The detail as its route gives it: the full description sanitised where it was read. */
const KitDetailOf = ({ kit: k }: { kit: Parameters<typeof KitDetail>[0]['kit'] }) => (
  <KitDetail kit={k} description={sanitizeHtml(k.description)} />
)

describe('starter kit card', () => {
  /** The description given, and what the card shows of it. */
  const DESCRIPTIONS: Array<[string, string, string]> = [
    ['80 characters: whole', 'd'.repeat(79) + 'E', 'd'.repeat(79) + 'E'],
    ['81 characters: cut to 60', 'd'.repeat(60) + 'F'.repeat(21), `${'d'.repeat(60)}...`],
  ]

  it.each(DESCRIPTIONS)(
    'image, "{n}% off", title, name, a description of %s, the price and the original struck [Shell §2.48]',
    async (_, shortDescription, shown) => {
      await renderShell(() => (
        <KitCard kit={kit(1, { totalSubscriptionProduct: 3, price: 40, shortDescription })} />
      ))
      const card = screen.getByRole('article')
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/kits\/kit-1\.svg$/)
      expect(within(card).getByText(/^20% off$/)).toBeVisible()
      expect(within(card).getByText(/^Strapline 1$/)).toBeVisible()
      expect(within(card).getByRole('link', { name: 'Kit 1' })).toHaveAttribute(
        'href',
        '/products/category/starter-kits/kit-1',
      )
      expect(within(card).getByText(shown)).toBeVisible()
      // 40 at 20 % off: the original price, 50, struck through.
      expect(within(card).getByText('$50.00').closest('s')).not.toBeNull()
      expect(within(card).getByText('$40.00').closest('s')).toBeNull()
    },
  )
})

describe('kit detail', () => {
  it('shows badge, strapline, name, Includes with sizes and the purchase box [Catalogue §7.29, §2.43, §2.44]', async () => {
    await renderShell(() => (
      <KitDetailOf
        kit={kit(1, {
          totalSubscriptionProduct: 5,
          products: [
            { name: 'Laundry Liquid', size: '64 fl oz', image: 'p/1.svg' },
            { name: 'Brush', size: '', image: '' },
          ],
        })}
      />
    ))
    expect(screen.getByRole('heading', { level: 1, name: 'Kit 1' })).toBeVisible()
    // On the gallery's main slider, which loads as an island.
    expect(await screen.findByText('40% off')).toBeVisible()
    expect(screen.getByText('Strapline 1')).toBeVisible()
    const includes = screen.getByRole('region', { name: 'Includes:' })
    expect(
      within(includes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Laundry Liquid (64 fl oz)', 'Brush'])
    expect(screen.getByRole('radio', { name: 'Subscribe' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Buy One Time' })).not.toBeChecked()
    expect(screen.getByText('Delivered every 30 days')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    // The gallery: the kit image and each product image, the first current (the shared
    // gallery's sliding is checked in Chromium, tests/e2e/kits.spec.ts).
    const gallery = screen.getByRole('region', { name: 'Kit images' })
    expect(within(gallery).getByRole('img', { name: 'Strapline 1' })).toHaveAttribute(
      'fetchpriority',
      'high',
    )
    const thumbs = screen.getByRole('list', { name: 'Kit images: thumbnails' })
    expect(
      within(thumbs)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Show image 1 of 2: Strapline 1', 'Show image 2 of 2: Laundry Liquid'])
    expect(within(thumbs).getByRole('button', { name: /1 of 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const view = (window.dataLayer ?? []).find((e) => (e as { event?: string }).event)
    expect(view).toEqual({
      event: 'view_item_starterkit',
      ecommerce: {
        currency: 'USD',
        value: 31,
        items: [
          { item_id: '1', item_name: 'Kit 1', price: 31, index: 0, item_list_name: 'Starter Kit' },
        ],
      },
    })
  })

  it('toggles Read More / Read Less only when both descriptions exist (full text sanitised) [Catalogue §2.43, §4.9, §4.10]', async () => {
    await renderShell(() => (
      <KitDetailOf
        kit={kit(1, {
          shortDescription: 'The short story.',
          description:
            '<p>The whole story.</p><script>alert(1)</script><img src=x onerror="alert(1)">',
        })}
      />
    ))
    expect(screen.getByText('The short story.')).toBeVisible()
    const toggle = screen.getByRole('button', { name: 'Read More' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(screen.getByText('The whole story.')).toBeVisible()
    expect(screen.queryByText('The short story.')).toBeNull()
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Read Less' }))
    expect(screen.getByText('The short story.')).toBeVisible()
    cleanup()
    await renderShell(() => (
      <KitDetailOf kit={kit(2, { shortDescription: '', description: '<p>Only full.</p>' })} />
    ))
    expect(screen.getByText('Only full.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Read (More|Less)/ })).toBeNull()
  })

  it('words the not-found and failure pages as the spec does [Catalogue §2.45]', async () => {
    await renderShell(() => <KitUnavailable reason="missing" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Starter kit not found.')
    expect(screen.getByText('Please check the URL and try again.')).toBeVisible()
    cleanup()
    await renderShell(() => <KitUnavailable reason="failed" />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong, try after sometimePlease check the URL and try again.',
    )
  })
})

describe('offer bundle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('shows the bundle of the page’s kit type (fetch-offer-bundle 4 on the dish page) [Catalogue §7.13]', async () => {
    const store = fakeStore({
      'GET /rest/auth/offers/fetch-offer-bundle/4': {
        json: {
          products: [
            {
              name: 'Dish Soap',
              image_path: 'offers/dish.svg',
              description_bullets: ['Cuts grease'],
              excerpt: 'Plant-based',
              subtitle: 'Citrus',
            },
          ],
        },
      },
    })
    await renderShell(() => <OfferBundle />, { path: '/starter-kits/dish' })
    const item = await screen.findByRole('article', { name: 'Dish Soap' })
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(/^Dish Soap$/)
    expect(within(item).getByText('Cuts grease')).toBeInTheDocument()
    expect(store.sent.filter((r) => r.path.startsWith('/rest/auth/offers/'))).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/rest/auth/offers/fetch-offer-bundle/4',
        authorization: 'Bearer visitor-token',
      }),
    ])
  })

  it('a bundle that cannot be loaded says "Something went wrong" / "Error fetching data" [Catalogue §8.9, §8.19]', async () => {
    fakeStore({ 'GET /rest/auth/offers/fetch-offer-bundle/3': { status: 500, json: {} } })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await renderShell(() => <OfferBundle />, { path: '/starter-kits/laundry' })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(/^Something went wrongError fetching data$/)
      expect(within(alert).getByText('Something went wrong')).toBeInTheDocument()
      expect(within(alert).getByText('Error fetching data')).toBeInTheDocument()
      // The failed offer read is logged 11302.01 (catalogue §8's offer code).
      expect(errors.mock.calls.map(([line]) => String(line).split(' ')[0])).toContain('[11302.01]')
    } finally {
      errors.mockRestore()
    }
  })
})
