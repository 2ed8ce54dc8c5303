// @vitest-environment jsdom
/**
 * The product page's deferred videos (shell §2, §7, §8): the how-to video under How to Use It
 * ("Error loading video preview." with the fallback thumbnail when oEmbed failed, 11201.xx) and
 * the review video of the reviews section (hidden when it is missing or failed, 12701.xx).
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProductVideos, ReviewSummary, VideoPreview } from '~/api/product/page'
import { HowToUse } from '~/components/product/ProductSections'
import { ReviewsSection } from '~/components/product/ReviewsSection'
import { sanitizeHtml } from '~/lib/sanitize'
import { renderShell } from '../../model/shell-harness'

/** A promise React already knows as fulfilled: <Await> renders its children at once. */
const settled = <T,>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value })

const preview = (over: Partial<VideoPreview> = {}): VideoPreview => ({
  id: 'DTNvRTBA2g0',
  title: 'How to use: Free & Clear Laundry Liquid',
  thumbnailUrl: 'https://cdn.test/videos/DTNvRTBA2g0.svg',
  embedUrl: 'https://www.youtube-nocookie.com/embed/DTNvRTBA2g0',
  failed: false,
  ...over,
})

/** What the server gives when oEmbed failed: no title, the fallback pattern's thumbnail. */
const failedPreview = preview({
  title: '',
  thumbnailUrl: 'https://fallback.test/vi/DTNvRTBA2g0/hqdefault.jpg',
  failed: true,
})

const howTo = (videoId: string | null, videos: Promise<ProductVideos>) =>
  renderShell(() => (
    <HowToUse
      product={{ howToUse: sanitizeHtml('<p>Fill the cap.</p>'), howToVideoId: videoId }}
      videos={videos}
    />
  ))

const posterOf = (button: HTMLElement) => within(button).getByRole('presentation')

describe('the how-to video', () => {
  it('shows the thumbnail and a play button once the deferred preview arrives [Shell §2.41]', async () => {
    let resolve!: (videos: ProductVideos) => void
    const videos = new Promise<ProductVideos>((r) => {
      resolve = r
    })
    await howTo('DTNvRTBA2g0', videos)
    expect(screen.getByText('Fill the cap.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull()
    resolve({ howTo: preview(), review: null })
    const play = await screen.findByRole('button', {
      name: 'Play video: How to use: Free & Clear Laundry Liquid',
    })
    expect(posterOf(play)).toHaveAttribute('src', 'https://cdn.test/videos/DTNvRTBA2g0.svg')
    // The poster holds its box before its image loads (no layout shift): the player's 16:9,
    // at the oEmbed thumbnail's 480 px.
    expect(posterOf(play)).toHaveAttribute('width', '480')
    expect(posterOf(play)).toHaveAttribute('height', String((480 * 9) / 16))
    expect(screen.queryByText('Error loading video preview.')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('plays in a pop-up framing the host’s player', async () => {
    await howTo('DTNvRTBA2g0', settled({ howTo: preview(), review: null }))
    fireEvent.click(
      screen.getByRole('button', { name: 'Play video: How to use: Free & Clear Laundry Liquid' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'How to use: Free & Clear Laundry Liquid' })
    expect(
      within(dialog).getByTitle('How to use: Free & Clear Laundry Liquid').getAttribute('src'),
    ).toBe('https://www.youtube-nocookie.com/embed/DTNvRTBA2g0?autoplay=1&rel=0')
  })

  it('failed: the fallback thumbnail and "Error loading video preview." (11201.xx) [Shell §8.17]', async () => {
    await howTo('DTNvRTBA2g0', settled({ howTo: failedPreview, review: null }))
    expect(screen.getByRole('status')).toHaveTextContent(/^Error loading video preview\.$/)
    // Without a title from oEmbed the button says what the video is.
    const play = screen.getByRole('button', { name: 'Play video: How to use it, on video' })
    expect(posterOf(play)).toHaveAttribute(
      'src',
      'https://fallback.test/vi/DTNvRTBA2g0/hqdefault.jpg',
    )
    expect(screen.getByText('Fill the cap.')).toBeInTheDocument()
  })

  it('no how-to video id: the text alone, no video', async () => {
    await howTo(null, settled({ howTo: preview(), review: null }))
    expect(screen.getByText('Fill the cap.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull()
    expect(screen.queryByRole('presentation')).toBeNull()
    expect(screen.queryByText('Error loading video preview.')).toBeNull()
  })
})

describe('the review video', () => {
  const reviews: ReviewSummary = {
    count: 1,
    average: 5,
    reviews: [
      {
        id: 1,
        rating: 5,
        title: 'Love it',
        description: 'So soft.',
        author: 'Dana',
        date: '2026-03-02',
      },
    ],
  }
  const reviewPreview = preview({
    id: '0QuQbAsuBvE',
    title: 'What customers say: Free & Clear Laundry Liquid',
    thumbnailUrl: 'https://cdn.test/videos/0QuQbAsuBvE.svg',
    embedUrl: 'https://www.youtube-nocookie.com/embed/0QuQbAsuBvE',
  })
  const section = (videos: Promise<ProductVideos>) =>
    renderShell(() => <ReviewsSection sku="CH-1" reviews={reviews} videos={videos} />)

  it('shows in the reviews section when the host gave its preview [Shell §2.42]', async () => {
    await section(settled({ howTo: null, review: reviewPreview }))
    const region = screen.getByRole('region', { name: 'Reviews' })
    expect(region).toHaveAttribute('id', 'reviews')
    const play = within(region).getByRole('button', {
      name: 'Play video: What customers say: Free & Clear Laundry Liquid',
    })
    expect(posterOf(play)).toHaveAttribute('src', 'https://cdn.test/videos/0QuQbAsuBvE.svg')
    // The reviews widget keyed by sku comes with it.
    expect(region.querySelector('[data-review-widget]')).toHaveAttribute('data-sku', 'CH-1')
    expect(within(region).getByText('Based on 1 review')).toBeInTheDocument()
  })

  it('names the video "Reviews on video" when oEmbed gave no title', async () => {
    await section(settled({ howTo: null, review: preview({ title: '' }) }))
    expect(screen.getByRole('button', { name: 'Play video: Reviews on video' })).toBeInTheDocument()
  })

  it('is hidden when there is no review video (missing id or oEmbed failure, 12701.xx) [Shell §2.42, §8.16]', async () => {
    await section(settled({ howTo: preview(), review: null }))
    const region = screen.getByRole('region', { name: 'Reviews' })
    expect(within(region).queryByRole('button', { name: /^Play video/ })).toBeNull()
    expect(within(region).queryByRole('presentation')).toBeNull()
    expect(screen.queryByText('Error loading video preview.')).toBeNull()
    // The reviews are still there.
    expect(within(region).getByRole('heading', { name: 'Love it' })).toBeInTheDocument()
  })
})
