// @vitest-environment jsdom
/**
 * Generated paths of the referrer claim machine on the top banner: a safe last-referrer cookie
 * replaces the banner with the offer, an unsafe one is dropped, claiming removes the cookie
 * and navigates to the stored URL.
 */
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { REFERRER_COOKIE } from '~/domain/visitor'
import { TopBanner } from '~/components/shell/TopBanner'
import referrerClaimFlow from '#machines/referrer-claim/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { assignLocation } from '~/lib/navigation'
import { publicSettingsQuery } from '~/lib/public-settings'
import { renderShell, seededQueryClient, SITE } from './shell-harness'
import { testGeneratedPaths, type ViewBinding, exactly } from './view-runner'
import { NotOnPage } from './view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

const model = buildFlowModel(referrerClaimFlow)
type Ctx = { target: string | null }

/** The sample's null target stands for a stored URL that is not allowed. */
const UNSAFE = 'https://evil.example/steal'

interface C {
  navigate: (to: string) => Promise<void>
  page: '/' | '/blog'
}

const hasCookie = () => document.cookie.includes(`${REFERRER_COOKIE}=`)
const offerText = "Don't Panic...Your Special Offer is Waiting for You Here."

const binding: ViewBinding<C> = {
  async setup() {
    vi.mocked(assignLocation).mockClear()
    const { navigate } = await renderShell(() => <TopBanner />, { path: '/' })
    return { navigate, page: '/' }
  },
  states: {
    'referrer-claim.banner': () => {
      expect(screen.getByText('Free shipping on subscriptions.')).toBeInTheDocument()
      expect(screen.queryByText(offerText)).toBeNull()
      // An unsafe stored URL was dropped together with its cookie.
      expect(hasCookie()).toBe(false)
      expect(assignLocation).not.toHaveBeenCalled()
    },
    'referrer-claim.offer': () => {
      expect(screen.getByRole('region', { name: 'Special offer' })).toHaveTextContent(
        exactly(`${offerText}Claim My Offer`),
      )
      expect(screen.getByRole('button', { name: 'Claim My Offer' })).toBeEnabled()
      expect(screen.queryByText('Free shipping on subscriptions.')).toBeNull()
    },
    'referrer-claim.claimed': (_c, context) => {
      const ctx = context as Ctx
      expect(hasCookie()).toBe(false)
      expect(assignLocation).toHaveBeenCalledWith(`${SITE}${ctx.target}`)
    },
  },
  navigations: ['referrer.detected'],
  events: {
    // The store host sets the cookie during the visit; the banner reads it on the next page.
    'referrer.detected': async (c, e, { ignored }) => {
      // After a claim the document is leaving for the referrer URL: no later page load here.
      if (ignored && vi.mocked(assignLocation).mock.calls.length)
        throw new NotOnPage('the page has left')
      const target = (e as AnyEventObject & { target: string | null }).target
      document.cookie = `${REFERRER_COOKIE}=${encodeURIComponent(target ?? UNSAFE)}; path=/`
      c.page = c.page === '/' ? '/blog' : '/'
      await c.navigate(c.page)
    },
    'referrer.claimed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim My Offer' }))
    },
  },
}

afterEach(() => {
  document.cookie = `${REFERRER_COOKIE}=; path=/; max-age=0`
})

describe('top banner referrer offer view', () => {
  testGeneratedPaths(model, binding)
  it('without the site settings: this page is the site, and no other host is allowed', async () => {
    const queryClient = seededQueryClient()
    queryClient.removeQueries({ queryKey: publicSettingsQuery.queryKey })
    document.cookie = `${REFERRER_COOKIE}=${encodeURIComponent('https://partner.example/deal')}; path=/`
    const { navigate } = await renderShell(() => <TopBanner />, { path: '/', queryClient })
    // The partner is allowed by the settings only: its URL is dropped with the cookie.
    expect(screen.queryByText(offerText)).toBeNull()
    expect(hasCookie()).toBe(false)
    document.cookie = `${REFERRER_COOKIE}=${encodeURIComponent('/products')}; path=/`
    await navigate('/blog')
    fireEvent.click(screen.getByRole('button', { name: 'Claim My Offer' }))
    expect(assignLocation).toHaveBeenCalledWith(`${window.location.origin}/products`)
  })
  it('a cookie already there when the page opens: the offer shows at once [Shell §2.33]', async () => {
    document.cookie = `${REFERRER_COOKIE}=${encodeURIComponent('/products')}; path=/`
    await renderShell(() => <TopBanner />, { path: '/' })
    expect(screen.getByRole('region', { name: 'Special offer' })).toHaveTextContent(
      exactly(`${offerText}Claim My Offer`),
    )
    // In place of the content service's strip.
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull()
    expect(screen.queryByText('Free shipping on subscriptions.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Claim My Offer' }))
    expect(assignLocation).toHaveBeenCalledWith(`${SITE}/products`)
    expect(hasCookie()).toBe(false)
  })
  it('an allow-listed host is followed; the banner shows only on /, /blog and /products…', async () => {
    document.cookie = `${REFERRER_COOKIE}=${encodeURIComponent('https://partner.example/deal')}; path=/`
    const { navigate } = await renderShell(() => <TopBanner />, { path: '/about' })
    expect(screen.queryByText(offerText)).toBeNull()
    expect(screen.queryByText('Free shipping on subscriptions.')).toBeNull()
    await navigate('/products/category/laundry')
    fireEvent.click(screen.getByRole('button', { name: 'Claim My Offer' }))
    expect(assignLocation).toHaveBeenCalledWith('https://partner.example/deal')
  })
})
