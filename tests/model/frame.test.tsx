// @vitest-environment jsdom
/** Parts of the frame without a machine of their own: promo bar tiers, footer, banner failure. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PromoBar } from '~/components/shell/PromoBar'
import { SiteFooter } from '~/components/shell/SiteFooter'
import { TopBanner } from '~/components/shell/TopBanner'
import { footer } from '~/content/blocks/shell'
import { footerQuery, menuQuery, symbolQuery } from '~/content/query-options'
import type * as Queries from '~/content/query-options'
import type { ContentDocument, Menu } from '~/content/types'
import { emptyCart, renderShell, seededQueryClient } from './shell-harness'

// The content service failing for the banner (the other tests seed their data).
let failSymbol = false
vi.mock('~/content/query-options', async (original) => {
  const actual = await original<typeof Queries>()
  return {
    ...actual,
    symbolQuery: (name: string) => ({
      ...actual.symbolQuery(name),
      queryFn: async () => {
        if (failSymbol) throw new Error('Content request failed: 503')
        return actual.symbolQuery(name).queryFn!({} as never)
      },
    }),
  }
})

describe('subscription promo bar', () => {
  it.each([
    [0, 'Start your subscription: save 10% and get free shipping on every delivery.'],
    [
      2,
      "You're saving 10% with free shipping. Add 1 more subscription item for 20% off plus a free gift.",
    ],
    [
      3,
      "You're saving 20% plus a free gift! Add 2 more subscription items for 40% off and a 2 FREE gift bonus.",
    ],
    [
      5,
      "You've unlocked our best deal: 40% off, free shipping and two free items on every delivery.",
    ],
  ])('%i subscription items [Shell §2.54]', async (n, message) => {
    const queryClient = seededQueryClient({ ...emptyCart, totalSubscriptionItems: n })
    await renderShell(() => <PromoBar />, { queryClient })
    expect(screen.getByText(message)).toBeInTheDocument()
  })
})

describe('footer', () => {
  const menu = (name: string, title: string, labels: string[]): Menu => ({
    name,
    title,
    links: labels.map((label) => ({ label, url: `/${label.toLowerCase()}`, newTab: false })),
  })

  it('two link columns, contact, social links, copyright with the year and the legal row [Catalogue §2.89, §2.88]', async () => {
    vi.useFakeTimers({ now: new Date('2031-05-01T12:00:00Z'), shouldAdvanceTime: true })
    const queryClient = seededQueryClient()
    queryClient.setQueryData(
      menuQuery('Footer Menu 1').queryKey,
      menu('Footer Menu 1', 'Shop', ['Laundry']),
    )
    queryClient.setQueryData(
      menuQuery('Footer Menu 2').queryKey,
      menu('Footer Menu 2', 'Company', ['Careers']),
    )
    queryClient.setQueryData(
      menuQuery('Footer Menu 3').queryKey,
      menu('Footer Menu 3', 'Legal', ['Privacy']),
    )
    await renderShell(() => <SiteFooter />, { queryClient })
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('navigation', { name: 'Shop' })).toHaveTextContent('Laundry')
    expect(within(footer).getByRole('navigation', { name: 'Company' })).toHaveTextContent('Careers')
    expect(within(footer).getByRole('navigation', { name: 'Legal' })).toHaveTextContent('Privacy')
    expect(within(footer).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'Clearhome on YouTube' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    )
    expect(within(footer).getByText('© 2031 Clearhome. All rights reserved.')).toBeInTheDocument()
    // The newsletter form is an island (ADR 0014): its code loads on mount here.
    expect(
      await within(footer).findByPlaceholderText('Enter Your Email Address'),
    ).toBeInTheDocument()
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('the newsletter sign-up: the symbol’s title, placeholder and button label, else "Enter Your Email Address" and "Subscribe" [Catalogue §2.88]', async () => {
    const withSettings = seededQueryClient()
    withSettings.setQueryData(
      footerQuery().queryKey,
      footer.parse({
        newsletterTitle: 'Stay in the loop',
        newsletterPlaceholder: 'Your e-mail',
        newsletterButton: 'Sign me up',
      }),
    )
    await renderShell(() => <SiteFooter />, { queryClient: withSettings })
    const set = screen.getByRole('contentinfo')
    const form = await within(set).findByRole('form', { name: 'Stay in the loop' })
    expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent(/^Stay in the loop$/)
    expect(within(form).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'placeholder',
      'Your e-mail',
    )
    expect(within(form).getByRole('button')).toHaveTextContent(/^Sign me up$/)

    const unset = seededQueryClient()
    unset.setQueryData(footerQuery().queryKey, footer.parse({ newsletterTitle: 'News' }))
    await renderShell(() => <SiteFooter />, { queryClient: unset })
    const defaults = await screen.findByRole('form', { name: 'News' })
    expect(within(defaults).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'placeholder',
      'Enter Your Email Address',
    )
    expect(within(defaults).getByRole('button')).toHaveTextContent(/^Subscribe$/)
  })

  it('a menu that failed to load leaves its column out', async () => {
    const queryClient = seededQueryClient()
    queryClient.setQueryData(
      menuQuery('Footer Menu 1').queryKey,
      menu('Footer Menu 1', 'Shop', ['Laundry']),
    )
    queryClient.setQueryData<Menu | null>(menuQuery('Footer Menu 2').queryKey, null)
    await renderShell(() => <SiteFooter />, { queryClient })
    expect(screen.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Company' })).toBeNull()
  })
})

describe('top banner', () => {
  it('is omitted silently when the symbol cannot be loaded [Shell §2.35, §8.18]', async () => {
    const queryClient = seededQueryClient()
    queryClient.removeQueries({ queryKey: symbolQuery('Top Banner').queryKey })
    failSymbol = true
    await renderShell(() => <TopBanner />, { queryClient })
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(symbolQuery('Top Banner').queryKey)?.status).toBe('error'),
    )
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()
    failSymbol = false
  })

  it('shows each strip in turn, a link only where it has its words and a safe address', async () => {
    const queryClient = seededQueryClient()
    const strip = (id: string, options: Record<string, string>) => ({
      id,
      component: { name: 'Top Banner Strip', options },
    })
    const symbol: ContentDocument = {
      id: 'top-banner',
      data: {
        blocks: [
          strip('a', {
            text: 'Free shipping on subscriptions.',
            linkText: 'Shop now',
            linkUrl: '/products',
          }),
          strip('b', { text: 'New: refill pouches.' }),
          strip('c', { text: 'Spring sale.', linkText: 'See it', linkUrl: 'javascript:alert(1)' }),
        ],
      },
    }
    queryClient.setQueryData(symbolQuery('Top Banner').queryKey, symbol)
    await renderShell(() => <TopBanner />, { queryClient })
    const banner = screen.getByRole('region', { name: 'Announcements' })
    const lines = banner.querySelectorAll('p')
    expect([...lines].map((p) => p.textContent)).toEqual([
      'Free shipping on subscriptions. Shop now',
      'New: refill pouches. ',
      'Spring sale. ',
    ])
    expect(
      within(banner)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/products'])
  })

  it('shows the strip with its link [Shell §1.3, §2.32]', async () => {
    await renderShell(() => <TopBanner />)
    const banner = screen.getByRole('region', { name: 'Announcements' })
    expect(banner).toHaveTextContent('Free shipping on subscriptions.')
    expect(within(banner).getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/products',
    )
  })
})
