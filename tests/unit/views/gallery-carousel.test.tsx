// @vitest-environment jsdom
/**
 * What a shopper sees of a product gallery, a carousel of cards and a video pop-up (catalogue
 * §2 "Image carousel", "Video pop-ups"; shell §2 gallery, §9 sliders and breakpoints): the
 * thumbnails' video marks, the first image's loading, the arrows' names and placement, the
 * carousel's per-view class and the pop-up's player URL.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import type * as Embla from 'embla-carousel'
import { describe, expect, it, vi } from 'vitest'
import { Carousel } from '~/components/carousel/Carousel'
import { Gallery, type GalleryItem } from '~/components/gallery/Gallery'
import { VideoPopup } from '~/components/video/VideoPopup'
import { seededQueryClient } from '../../model/shell-harness'

/** Every Embla the carousels start, with the options it was given (the real engine runs). */
const engines = vi.hoisted(() => [] as Array<{ root: HTMLElement; options: unknown }>)
vi.mock('embla-carousel', async (importOriginal) => {
  const real = (await importOriginal<typeof Embla>()).default
  const make = (root: HTMLElement, options?: object, plugins?: never[]) => {
    engines.push({ root, options })
    return real(root, options, plugins)
  }
  return { default: Object.assign(make, { globalOptions: real.globalOptions }) }
})

function Page({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={seededQueryClient()}>{children}</QueryClientProvider>
}

const classes = (el: Element) => el.getAttribute('class')!.split(/\s+/).filter(Boolean)

// --- The gallery ---------------------------------------------------------------------------------

const LABEL = 'Lavender Laundry Detergent'
const ITEMS: GalleryItem[] = [
  { type: 'image', src: 'https://img.example/front.jpg', alt: 'The bottle, front' },
  { type: 'video', src: 'https://img.example/how-to.jpg', alt: 'How to use it' },
  { type: 'image', src: 'https://img.example/back.jpg', alt: 'The bottle, back' },
]

function mountGallery(props: Partial<Parameters<typeof Gallery>[0]> = {}) {
  return render(
    <Page>
      <Gallery items={ITEMS} label={LABEL} urls {...props} />
    </Page>,
  )
}

const region = () => screen.getByRole('region', { name: LABEL })
const thumbnailButtons = () =>
  within(screen.getByRole('list', { name: `${LABEL}: thumbnails` })).getAllByRole('button')
const mainImages = () =>
  within(region())
    .getAllByRole('listitem')
    .map((slide) => slide.querySelector('img')!)

describe('gallery', () => {
  it('marks the video thumbnails (and only them) with a video mark hidden from screen readers', () => {
    mountGallery()
    const [image, video, back] = thumbnailButtons()
    expect(video).toHaveAccessibleName('Show video 2 of 3: How to use it')
    const marks = video!.querySelectorAll('span[aria-hidden="true"]')
    expect(marks).toHaveLength(1)
    expect(marks[0]!.getAttribute('class')).toMatch(/videoMark/)
    for (const thumb of [image!, back!]) {
      expect(thumb.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0)
      expect(thumb.querySelectorAll('span')).toHaveLength(0)
    }
  })

  it('loads the first image at once and first, the others lazily, none draggable', () => {
    mountGallery({ size: 640 })
    const [first, ...rest] = mainImages()
    expect(first).toHaveAttribute('src', 'https://img.example/front.jpg')
    expect(first).toHaveAttribute('alt', 'The bottle, front')
    expect(first).toHaveAttribute('width', '640')
    expect(first).toHaveAttribute('height', '640')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('decoding', 'sync')
    expect(first).toHaveAttribute('draggable', 'false')
    for (const img of rest) {
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).not.toHaveAttribute('fetchpriority')
      expect(img).toHaveAttribute('decoding', 'async')
      expect(img).toHaveAttribute('draggable', 'false')
    }
    for (const thumb of thumbnailButtons()) {
      const img = thumb.querySelector('img')!
      expect(img).toHaveAttribute('alt', '')
      expect(img).toHaveAttribute('width', '96')
      expect(img).toHaveAttribute('loading', 'lazy')
      expect(img).toHaveAttribute('decoding', 'async')
      expect(img).toHaveAttribute('draggable', 'false')
    }
  })

  it('places the previous arrow before the next one, each with its own placement', () => {
    mountGallery()
    const prev = screen.getByRole('button', { name: 'Previous image' })
    const next = screen.getByRole('button', { name: 'Next image' })
    expect(prev.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(classes(prev)).toHaveLength(2)
    expect(classes(next)).toHaveLength(2)
    expect(prev.getAttribute('class')).toMatch(/arrow/)
    expect(prev.getAttribute('class')).toMatch(/prev/)
    expect(next.getAttribute('class')).toMatch(/arrow/)
    expect(next.getAttribute('class')).toMatch(/next/)
  })

  it('takes over only once a swipe under way has come to rest, at the slide it came to', async () => {
    engines.length = 0
    mountGallery()
    const viewport = region().querySelector<HTMLElement>('[id$="-viewport"]')!
    // A finger is part-way through a swipe (jsdom lays nothing out: the widths are the phone's).
    Object.defineProperty(viewport, 'clientWidth', { configurable: true, value: 300 })
    viewport.scrollLeft = 120
    // The slides' 150 ms of stillness pass and the engine's code arrives: it must not start
    // mid-swipe (it would reset the scroll and spring back to the first slide).
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(engines).toHaveLength(0)
    expect(thumbnailButtons()[0]).toHaveAttribute('aria-current', 'true')
    // The swipe comes to rest on the second slide.
    viewport.scrollLeft = 300
    fireEvent.scroll(viewport)
    fireEvent(viewport, new Event('scrollend'))
    // The main slider's engine and the thumbnails' (which follow it).
    await waitFor(() => expect(engines).toHaveLength(2))
    expect(engines[0]!.root).toBe(viewport)
    expect(engines[0]!.options).toMatchObject({ startIndex: 1 })
    expect(thumbnailButtons()[1]).toHaveAttribute('aria-current', 'true')
  })

  it('plays a video slide in its pop-up, which wakes when the shopper reaches for it', async () => {
    mountGallery({
      items: [
        {
          type: 'video',
          src: 'https://img.example/how-to.jpg',
          alt: 'How to use it',
          embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
        },
        ITEMS[0]!,
      ],
    })
    const play = await screen.findByRole('button', { name: 'Play video: How to use it' })
    // The poster is the slide's image, the first one: loaded at once.
    const poster = within(play).getByRole('img', { name: 'How to use it' })
    expect(poster).toHaveAttribute('loading', 'eager')
    expect(play.closest('[data-island]')).toHaveAttribute('data-island', 'interaction')
  })
})

// --- The carousel ------------------------------------------------------------------------------

const CLABEL = 'Perfect Pairings'
const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => (
    <a key={i} href={`/products/p${i + 1}`}>
      Card {i + 1}
    </a>
  ))

function mountCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}, n = 3) {
  return render(
    <Page>
      <Carousel label={CLABEL} {...props}>
        {cards(n)}
      </Carousel>
    </Page>,
  )
}

const carousel = () => screen.getByRole('region', { name: CLABEL })
const prevArrow = () => screen.getByRole('button', { name: `Previous: ${CLABEL}` })
const nextArrow = () => screen.getByRole('button', { name: `Next: ${CLABEL}` })

describe('carousel', () => {
  it('carries the per-view class the caller gives, and nothing else of its own', () => {
    mountCarousel({ perViewClass: 'pairings-per-view' })
    const names = classes(carousel())
    expect(names).toContain('pairings-per-view')
    expect(names).toHaveLength(2)
    expect(names.find((n) => n !== 'pairings-per-view')).toMatch(/carousel/)
    expect(carousel().getAttribute('class')).not.toMatch(/mobileOnly|staticWide/)
  })

  it('without a per-view class the root has its own class only', () => {
    mountCarousel()
    expect(classes(carousel())).toHaveLength(1)
    expect(carousel().getAttribute('class')).toMatch(/carousel/)
  })

  it('is a carousel at every width by default, not from the first slide round', () => {
    mountCarousel()
    // Not a loop: the first page shows, nothing before it.
    expect(prevArrow()).toBeDisabled()
    expect(nextArrow()).toBeEnabled()
    expect(carousel().getAttribute('class')).not.toMatch(/mobileOnly/)
  })

  it('a looping carousel always leads somewhere', () => {
    mountCarousel({ loop: true })
    expect(prevArrow()).toBeEnabled()
    expect(nextArrow()).toBeEnabled()
  })

  it('puts its arrows under the slides by default', () => {
    mountCarousel()
    const below = prevArrow().parentElement!
    expect(below).toBe(nextArrow().parentElement)
    expect(below.getAttribute('class')).toMatch(/controls/)
    expect(below.getAttribute('class')).not.toMatch(/sideControls/)
  })

  it('puts its arrows over the sides with controls="sides"', () => {
    mountCarousel({ controls: 'sides' })
    const sides = prevArrow().parentElement!
    expect(sides.getAttribute('class')).toMatch(/sideControls/)
  })

  it('a mobile-only carousel is a carousel at 767 px or less only', async () => {
    engines.length = 0
    mountCarousel({ mobileOnly: true })
    expect(carousel().getAttribute('class')).toMatch(/mobileOnly/)
    expect(carousel().getAttribute('class')).not.toMatch(/staticWide/)
    // Its engine starts when the shopper reaches for it.
    fireEvent.pointerEnter(carousel())
    await waitFor(() => expect(engines).toHaveLength(1))
    expect(engines[0]!.options).toMatchObject({
      active: false,
      breakpoints: { '(max-width: 767.98px)': { active: true } },
    })
  })

  it('a static-wide carousel is a plain row wider than 1000 px', async () => {
    engines.length = 0
    mountCarousel({ staticWide: true })
    expect(carousel().getAttribute('class')).toMatch(/staticWide/)
    expect(carousel().getAttribute('class')).not.toMatch(/mobileOnly/)
    // Its engine starts when the shopper reaches for it.
    fireEvent.pointerEnter(carousel())
    await waitFor(() => expect(engines).toHaveLength(1))
    expect(engines[0]!.options).toMatchObject({
      active: false,
      breakpoints: { '(max-width: 1000px)': { active: true } },
    })
  })

  it('a carousel at every width is active everywhere', async () => {
    engines.length = 0
    mountCarousel()
    // Its engine starts when the shopper reaches for it.
    fireEvent.pointerEnter(carousel())
    await waitFor(() => expect(engines).toHaveLength(1))
    expect(engines[0]!.options).toMatchObject({ active: true, breakpoints: {} })
  })
})

// --- The video pop-up --------------------------------------------------------------------------

const TITLE = 'How to use the dish soap'

function mountPopup(embedUrl: string, className?: string) {
  return render(
    <Page>
      <VideoPopup
        title={TITLE}
        embedUrl={embedUrl}
        className={className}
        poster={<img src="/media/videos/dish-soap.jpg" alt="" />}
      />
    </Page>,
  )
}
const trigger = () => screen.getByRole('button', { name: `Play video: ${TITLE}` })

describe('video pop-up', () => {
  it('frames the host player with autoplay once the shopper presses play', async () => {
    mountPopup('https://www.youtube-nocookie.com/embed/abc123')
    fireEvent.click(trigger())
    await waitFor(() =>
      expect(screen.getByTitle(TITLE)).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0',
      ),
    )
  })

  it('adds autoplay to a player URL that has a query already', async () => {
    mountPopup('https://www.youtube-nocookie.com/embed/abc123?start=5')
    fireEvent.click(trigger())
    await waitFor(() =>
      expect(screen.getByTitle(TITLE)).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/abc123?start=5&autoplay=1&rel=0',
      ),
    )
  })

  it("the play control carries the caller's class besides its own", () => {
    mountPopup('https://www.youtube-nocookie.com/embed/abc123', 'hero-video')
    const names = classes(trigger())
    expect(names).toHaveLength(2)
    expect(names).toContain('hero-video')
    expect(names.find((n) => n !== 'hero-video')).toMatch(/trigger/)
  })

  it('without a class from the caller, the play control has its own only', () => {
    mountPopup('https://www.youtube-nocookie.com/embed/abc123')
    expect(classes(trigger())).toHaveLength(1)
    expect(trigger().getAttribute('class')).toMatch(/trigger/)
    // Its play mark is hidden from screen readers (the button is named).
    expect(trigger().querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0)
  })
})
