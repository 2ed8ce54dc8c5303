// @vitest-environment jsdom
/**
 * Every page-builder block (catalogue §2 "Page-builder blocks", §3, §5, §9): its defaults, how
 * bad editor input reads, and its placeholders, through its definition (what the server and
 * the editor's preview run) and its view (what the shopper sees).
 */
import { screen, within } from '@testing-library/react'
import type { ComponentProps, ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { blockDefinitions, definitionByName } from '~/content/blocks'
import type { BlockInput } from '~/content/blocks/define'
import {
  bestSellers,
  productCard,
  productPopups,
  reviewsWidget,
  shopByCategory,
} from '~/content/blocks/catalogue'
import {
  announcementBar,
  compareTable,
  faqTabs,
  heroBanner,
  imageCarousel,
  jobListings,
  logoCarousel,
  newsletterSignup,
  reviewExcerpt,
  reviewSlider,
  shoppableDownload,
  videoPopup,
} from '~/content/blocks/marketing'
import { footer, homeIntro, landingHeader, menuHeader } from '~/content/blocks/shell'
import { BLOCK } from '~/content/blocks/text'
import { blockViews } from '~/components/content/views'
import { AnnouncementBar } from '~/components/blocks/AnnouncementBar'
import { BestSellers } from '~/components/blocks/BestSellers'
import { CompareTable } from '~/components/blocks/CompareTable'
import { FaqTabs } from '~/components/blocks/FaqTabs'
import { HeroBanner } from '~/components/blocks/HeroBanner'
import { ImageCarousel } from '~/components/blocks/ImageCarousel'
import { LogoCarousel } from '~/components/blocks/LogoCarousel'
import { ProductCardBlock, ProductPopups } from '~/components/blocks/ProductPickers'
import { ReviewSlider } from '~/components/blocks/ReviewSlider'
import { ShopByCategory } from '~/components/blocks/ShopByCategory'
import { VideoBlock } from '~/components/blocks/VideoBlock'
import { JobListings } from '~/components/blocks/JobListings'
import { LandingHeader } from '~/components/builder/LandingHeader'

/** The landing header's props as its block reads them from the editor's input. */
const landingProps = (input: Record<string, unknown>) =>
  landingHeader.parse(input) as ComponentProps<typeof LandingHeader>
import {
  bestSellersQuery,
  featuredCategoriesQuery,
  pickedProductsQuery,
} from '~/api/catalogue/blocks'
import { shellKeys } from '~/api/shell'
import { jobListingsQuery } from '~/content/query-options'
import type { SanitizedHtml } from '~/lib/sanitize'
import { renderShell, seededQueryClient } from '../../model/shell-harness'

const member = {
  sessionId: 's',
  authToken: 't',
  authenticated: true,
  member: { firstName: 'Dana', token: 'm' },
  tfOrderId: null,
  myBoxCount: 0,
}

async function show(
  ui: () => ReactNode,
  { path = '/', asMember = false, seed = {} as Record<string, unknown> } = {},
) {
  const queryClient = seededQueryClient()
  queryClient.setQueryData(
    shellKeys.session,
    asMember ? member : { ...member, authenticated: false, member: null },
  )
  for (const [key, value] of Object.entries(seed)) queryClient.setQueryData(JSON.parse(key), value)
  return renderShell(ui, { queryClient, path })
}
const key = (k: readonly unknown[]) => JSON.stringify(k)
const placeholder = () => screen.getByRole('status')

describe('block registry', () => {
  it('every definition has a view and every view a definition, one name each', () => {
    const names = blockDefinitions.map((d) => d.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual(Object.keys(blockViews).sort())
    expect([...names].sort()).toEqual(Object.values(BLOCK).sort())
  })

  it('every definition reads anything without throwing, and its inputs have names and types', () => {
    for (const definition of blockDefinitions) {
      for (const options of [undefined, null, 42, 'x', [], {}, { title: { evil: true } }])
        expect(() => definition.parse(options), definition.name).not.toThrow()
      for (const input of definition.inputs) {
        expect(input.name, definition.name).toMatch(/^\w+$/)
        expect(input.type, `${definition.name}.${input.name}`).toBeTruthy()
      }
    }
    expect(definitionByName.get('Hero Banner')).toBe(heroBanner)
  })
})

describe('each field declared once: the page reads what the editor shows', () => {
  // The header templates pass their options to the rules in src/domain/navigation.
  const read = blockDefinitions.filter(
    (d) => d.name !== BLOCK.landingHeader && d.name !== BLOCK.menuHeader,
  )
  const fieldsOf = (inputs: BlockInput[], at: string): [string, BlockInput][] =>
    inputs.flatMap((input) => [
      [`${at}${input.name}`, input] as [string, BlockInput],
      ...fieldsOf(input.subFields ?? [], `${at}${input.name}[].`),
    ])

  it('a field left empty reads as the default the editor shows', () => {
    for (const definition of read) {
      const props = definition.parse({})
      for (const input of definition.inputs)
        if (input.defaultValue !== undefined)
          expect(props[input.name], `${definition.name}.${input.name}`).toEqual(input.defaultValue)
    }
    expect(reviewSlider.parse({}).autoplay).toBe(6000)
  })

  it('a number keeps the editor’s min and max and reads a step past either as that bound', () => {
    let checked = 0
    for (const definition of read)
      for (const input of definition.inputs.filter((i) => i.type === 'number')) {
        const at = (v: number) => definition.parse({ [input.name]: v })[input.name]
        expect([input.min, input.max], `${definition.name}.${input.name}`).not.toContain(undefined)
        expect(at(input.min!), `${definition.name}.${input.name}`).toBe(input.min)
        expect(at(input.max!)).toBe(input.max)
        expect(at(input.min! - 1)).toBe(input.min)
        expect(at(input.max! + 1)).toBe(input.max)
        checked++
      }
    expect(checked).toBeGreaterThanOrEqual(8)
  })

  it('a choice reads each of the editor’s choices as itself, and anything else as its default', () => {
    let checked = 0
    for (const definition of read)
      for (const input of definition.inputs.filter((i) => i.enum && i.type === 'string')) {
        const at = (v: unknown) => definition.parse({ [input.name]: v })[input.name]
        for (const choice of input.enum as string[]) expect(at(choice)).toBe(choice)
        expect(at('none of these'), `${definition.name}.${input.name}`).toBe(at(undefined))
        checked++
      }
    expect(checked).toBeGreaterThanOrEqual(4)
  })

  it('a list item without a field the editor requires is left out', () => {
    for (const definition of read)
      for (const [path, input] of fieldsOf(definition.inputs, ''))
        if (
          input.type === 'list' &&
          input.subFields?.some((f) => f.required) &&
          !path.includes('[]')
        )
          expect(definition.parse({ [input.name]: [{}] })[input.name], path).toEqual([])
  })
})

describe('what the page builder offers', () => {
  const names = () => blockDefinitions.map((d) => d.name)
  /** An input of a block, as the editor is given it (a list's fields by "list.field"). */
  const input = (block: { inputs: BlockInput[] }, path: string) => {
    const [name, sub] = path.split('.')
    const field = block.inputs.find((i) => i.name === name)
    return sub ? field?.subFields?.find((f) => f.name === sub) : field
  }

  it('editors set titles, colours, images, menu references and product slugs, and the blocks take them [Catalogue §1.2]', () => {
    expect(input(bestSellers, 'title')).toMatchObject({ type: 'string' })
    expect(bestSellers.parse({ title: 'Our favourites' }).title).toBe('Our favourites')
    expect(input(footer, 'backgroundColor')).toMatchObject({ type: 'color' })
    expect(footer.parse({ backgroundColor: '#f4f7f5' }).backgroundColor).toBe('#f4f7f5')
    expect(input(heroBanner, 'slides.image')).toMatchObject({ type: 'file' })
    expect(
      heroBanner.parse({ slides: [{ title: 'Hi', image: '/media/a.svg' }] }).slides[0],
    ).toMatchObject({ image: '/media/a.svg' })
    expect(input(menuHeader, 'bottomMenu')).toMatchObject({ defaultValue: 'Header Menu' })
    expect(menuHeader.parse({ bottomMenu: 'Footer Menu 2' }).bottomMenu).toBe('Footer Menu 2')
    expect(input(productCard, 'slug')).toMatchObject({ type: 'string', required: true })
    expect(productCard.parse({ slug: 'citrus-dish-soap' }).slug).toBe('citrus-dish-soap')
  })

  it('the blog blocks: latest in category, search, single post and category slider [Catalogue §1.6]', () => {
    expect(names()).toEqual(
      expect.arrayContaining([
        'Blog Latest In Category',
        'Blog Post Search',
        'Blog Single Post',
        'Blog Category Slider',
      ]),
    )
  })

  it('two header templates and a footer [Catalogue §1.7]', () => {
    expect(names().filter((n) => /Header$/.test(n))).toEqual(['Landing Header', 'Menu Header'])
    expect(names()).toContain('Footer')
  })

  it('the marketing blocks the spec lists, each with its view [Catalogue §1.8]', () => {
    const listed = [
      'Hero Banner',
      'Image Carousel',
      'Video Popup',
      'FAQ Tabs',
      'Ingredient Explorer',
      'Review Slider',
      'Announcement Bar',
      'Compare Table',
      'Logo Carousel',
      'Job Listings',
      'Shop By Category',
      'Best Sellers',
      'Starter Kit Claim Button',
      'Shoppable Download',
    ]
    expect(names()).toEqual(expect.arrayContaining(listed))
    for (const name of listed) expect(blockViews, name).toHaveProperty([name])
  })
})

describe('Hero Banner', () => {
  const slides = [
    { title: 'For everyone else', image: '/media/a.svg' },
    { title: 'For members', loggedIn: true },
    { title: 'For guests', loggedIn: false, buttonText: 'Start here', buttonUrl: '/products' },
  ]

  it('defaults: 7000 ms, overlay 0.4, 50 free loads, the button to /starter-kits/laundry [Catalogue §9.25, §9.34, §2.93, §2.94, §2.8]', () => {
    const props = heroBanner.parse({ slides: [{ title: 'Hi' }] })
    expect(props).toMatchObject({ autoplay: 7000, overlayOpacity: 0.4, freeLoads: 50 })
    expect(props.slides[0]).toMatchObject({ buttonUrl: '/starter-kits/laundry', buttonText: '' })
  })

  it('opacity is clamped to 0–1 (catalogue §5); slides without a title and unsafe links are dropped [Catalogue §2.93, §5.17]', () => {
    expect(heroBanner.parse({ overlayOpacity: 1.7 }).overlayOpacity).toBe(1)
    expect(heroBanner.parse({ overlayOpacity: -2 }).overlayOpacity).toBe(0)
    expect(heroBanner.parse({ overlayOpacity: '0.25' }).overlayOpacity).toBe(0.25)
    expect(heroBanner.parse({ overlayOpacity: 'dark' }).overlayOpacity).toBe(0.4)
    const props = heroBanner.parse({
      slides: [
        { title: '' },
        { title: 'x', buttonUrl: 'javascript:alert(1)', image: '//evil/x.png' },
      ],
    })
    expect(props.slides).toHaveLength(1)
    expect(props.slides[0]).toMatchObject({ buttonUrl: '/starter-kits/laundry', image: null })
  })

  it('guests see the unflagged and loggedIn:false slides with the free-loads button [Catalogue §2.94]', async () => {
    await show(() => <HeroBanner {...heroBanner.parse({ slides, overlayOpacity: 0.6 })} />)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['For everyone else', 'For guests'])
    const first = screen.getAllByRole('link')[0]!
    expect(first).toHaveTextContent(/^Claim My 50 Free Loads$/)
    expect(first).toHaveAttribute('href', '/starter-kits/laundry')
    expect(screen.getByRole('link', { name: 'Start here' })).toHaveAttribute('href', '/products')
    const overlay = document.querySelector('[style*="opacity"]') as HTMLElement
    expect(overlay.style.opacity).toBe('0.6')
  })

  it('members see the loggedIn slides; with none flagged for them, all slides [Catalogue §4.29, §6.3]', async () => {
    await show(() => <HeroBanner {...heroBanner.parse({ slides })} />, { asMember: true })
    expect((await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)).toEqual(
      ['For members'],
    )
  })

  it('no slides: "No content provided" [Catalogue §2.111]', async () => {
    await show(() => <HeroBanner {...heroBanner.parse({})} />)
    expect(placeholder()).toHaveTextContent(/^No content provided$/)
  })
})

describe('Announcement Bar', () => {
  const slides = [
    { text: 'Everywhere', page: 'all' },
    { text: 'Home only', page: 'home' },
    { text: 'Products only', page: 'product' },
    { text: 'Elsewhere only', page: 'other' },
    { text: 'Members everywhere', page: 'all', loggedIn: true },
    { text: 'Nonsense page', page: 'garage' },
  ]
  const texts = () => Array.from(document.querySelectorAll('li p')).map((p) => p.textContent)

  it('defaults to 3000 ms; an unknown page reads as all pages [Catalogue §9.25, §2.95]', () => {
    const props = announcementBar.parse({ slides })
    expect(props.autoplay).toBe(3000)
    expect(props.slides.at(-1)).toMatchObject({ page: 'all' })
  })

  it.each([
    ['/', ['Everywhere', 'Home only', 'Nonsense page']],
    ['/products/category/laundry', ['Everywhere', 'Products only', 'Nonsense page']],
    ['/about', ['Everywhere', 'Elsewhere only', 'Nonsense page']],
  ])('on %s a guest sees %j [Catalogue §2.19]', async (path, expected) => {
    await show(() => <AnnouncementBar {...announcementBar.parse({ slides })} />, { path })
    expect(texts()).toEqual(expected)
  })

  it('a member sees the loggedIn slides [Catalogue §6.3]', async () => {
    await show(() => <AnnouncementBar {...announcementBar.parse({ slides })} />, { asMember: true })
    expect(texts()).toEqual(['Members everywhere'])
  })
})

describe('Review Slider', () => {
  const long = 'Word '.repeat(60).trim()

  it('defaults to 6000 ms; ratings are whole numbers from 1 to 5 (catalogue §5) [Catalogue §9.25, §2.96, §5.17]', () => {
    const props = reviewSlider.parse({
      reviews: [
        { rating: 9, description: 'a' },
        { rating: 0, description: 'b' },
        { rating: '3.6', description: 'c' },
        { rating: 'great', description: 'd' },
        { rating: 4 },
      ],
    })
    expect(props.autoplay).toBe(6000)
    expect(props.reviews.map((r) => r.rating)).toEqual([5, 1, 4, 5])
  })

  it('review text is cut at 160 characters in style 1 and 150 otherwise (catalogue §9) [Catalogue §9.24, §2.113]', () => {
    expect(reviewExcerpt(long, 1)).toBe(`${long.slice(0, 160).trimEnd()}...`)
    expect(reviewExcerpt(long, 2)).toBe(`${long.slice(0, 150).trimEnd()}...`)
    expect(reviewExcerpt('Short and sweet', 1)).toBe('Short and sweet')
    // At the limits and just over them.
    expect(reviewExcerpt('a'.repeat(160), 1)).toBe('a'.repeat(160))
    expect(reviewExcerpt('a'.repeat(161), 1)).toBe(`${'a'.repeat(160)}...`)
    expect(reviewExcerpt('a'.repeat(150), 2)).toBe('a'.repeat(150))
    expect(reviewExcerpt('a'.repeat(151), 2)).toBe(`${'a'.repeat(150)}...`)
  })

  it('review text: 160 characters kept whole in style 1, 161 cut; 150 kept in other styles, 151 cut [Catalogue §2.113]', () => {
    const text = (n: number) => 'abcdefghij'.repeat(20).slice(0, n)
    expect(reviewExcerpt(text(160), 1)).toBe(text(160))
    expect(reviewExcerpt(text(161), 1)).toBe(`${text(160)}...`)
    expect(reviewExcerpt(text(150), 2)).toBe(text(150))
    expect(reviewExcerpt(text(151), 2)).toBe(`${text(150)}...`)
    expect(reviewExcerpt(text(151), 3)).toBe(`${text(150)}...`)
    expect(reviewExcerpt(text(160), 2)).toBe(`${text(150)}...`)
  })

  it('shows each review with its stars, title, text and author [Catalogue §2.96, §3.19]', async () => {
    await show(() => (
      <ReviewSlider
        {...reviewSlider.parse({
          title: 'Reviews',
          style: 2,
          reviews: [{ rating: 4, title: 'Good', description: long, author: 'Sam' }],
        })}
      />
    ))
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    const quote = document.querySelector('blockquote')!
    expect(quote.textContent).toBe(reviewExcerpt(long, 2))
    expect(screen.getByText(/^Good$/)).toBeInTheDocument()
    expect(screen.getByText('Sam')).toBeInTheDocument()
  })

  it('no reviews: "No content provided"', async () => {
    await show(() => <ReviewSlider {...reviewSlider.parse({})} />)
    expect(placeholder()).toHaveTextContent(/^No content provided$/)
  })
})

describe('Logo Carousel', () => {
  const logos = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ image: `/media/logos/${i}.svg`, alt: `Logo ${i}` }))
  const region = () => screen.getAllByRole('region', { name: 'As seen in' }).at(-1)!

  it('none: "Please upload Logos" [Catalogue §2.97]', async () => {
    await show(() => <LogoCarousel {...logoCarousel.parse({ logos: [{ alt: 'no image' }] })} />)
    expect(placeholder()).toHaveTextContent(/^Please upload Logos$/)
  })

  it('8 logos stand still; 9 move by themselves (more than 8, catalogue §9) [Catalogue §9.25, §2.97]', async () => {
    await show(() => <LogoCarousel {...logoCarousel.parse({ logos: logos(8) })} />)
    expect(within(region()).getAllByRole('img')).toHaveLength(8)
    expect(region()).not.toHaveAttribute('data-autoplay')
    await show(() => <LogoCarousel {...logoCarousel.parse({ logos: logos(9) })} />)
    await expect.poll(() => region().getAttribute('data-autoplay')).toBe('playing')
  })
})

describe('Image Carousel', () => {
  const images = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ image: `/media/blog/${i}.svg`, alt: `Picture ${i}` }))

  it('under 9 images: a dot per image; from 9: a thumbnail slider [Catalogue §9.30, §2.98]', async () => {
    await show(() => <ImageCarousel {...imageCarousel.parse({ title: 'A', images: images(8) })} />)
    // The gallery loads as an island.
    expect(
      (await screen.findByRole('list', { name: 'A: slides' })).querySelectorAll('button'),
    ).toHaveLength(8)
    expect(screen.queryByRole('list', { name: 'A: thumbnails' })).toBeNull()
    await show(() => <ImageCarousel {...imageCarousel.parse({ title: 'B', images: images(9) })} />)
    expect(
      (await screen.findByRole('list', { name: 'B: thumbnails' })).querySelectorAll('button'),
    ).toHaveLength(9)
    expect(screen.queryByRole('list', { name: 'B: slides' })).toBeNull()
  })

  it('no images: "No content provided"', async () => {
    await show(() => <ImageCarousel {...imageCarousel.parse({ images: [{ alt: 'x' }] })} />)
    expect(placeholder()).toHaveTextContent(/^No content provided$/)
  })
})

describe('Video Popup', () => {
  it('takes a YouTube link or id; the player from the video host, its thumbnail as the poster', () => {
    const byUrl = videoPopup.parse({
      title: 'How to',
      video: 'https://www.youtube.com/watch?v=9Eap7XZgoys',
    })
    expect(byUrl.embedUrl).toMatch(/\/embed\/9Eap7XZgoys$/)
    expect(byUrl.poster).toMatch(/9Eap7XZgoys/)
    expect(videoPopup.parse({ video: 'not a video' }).embedUrl).toBeNull()
    expect(videoPopup.parse({ video: '9Eap7XZgoys', poster: '/media/p.png' }).poster).toBe(
      '/media/p.png',
    )
  })

  it('opens the player from its poster; without a video: "No content provided"', async () => {
    await show(() => (
      <VideoBlock {...videoPopup.parse({ title: 'How to', video: '9Eap7XZgoys' })} />
    ))
    expect(screen.getByRole('button', { name: 'Play video: How to' })).toBeInTheDocument()
    await show(() => <VideoBlock {...videoPopup.parse({ title: 'How to' })} />)
    expect(placeholder()).toHaveTextContent(/^No content provided$/)
  })
})

describe('FAQ Tabs', () => {
  it('a tab per topic, each question a disclosure with its sanitised answer', async () => {
    await show(() => (
      <FaqTabs
        {...faqTabs.parse({
          tabs: [
            {
              title: 'Orders',
              items: [{ question: 'When?', answer: '<p>Today<script>x()</script></p>' }],
            },
            { title: 'Empty', items: [] },
            { title: 'Returns', items: [{ question: 'How?', answer: '<p>Easily</p>' }] },
          ],
        })}
      />
    ))
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Orders', 'Returns'])
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('heading', { level: 3, name: 'When?' })).toBeInTheDocument()
    expect(panel.innerHTML).not.toContain('script')
  })

  it('no tabs: "No content provided"', async () => {
    await show(() => <FaqTabs {...faqTabs.parse({ tabs: 'x' })} />)
    expect(placeholder()).toHaveTextContent(/^No content provided$/)
  })
})

describe('Compare Table', () => {
  it('rows of ours against theirs, with the column headings', async () => {
    await show(() => (
      <CompareTable
        {...compareTable.parse({
          columns: ['Clearhome', { label: 'Conventional' }],
          rows: [{ feature: 'Plant-based', ours: true, theirs: false }, { ours: true }],
        })}
      />
    ))
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Feature',
      'Clearhome',
      'Conventional',
    ])
    const row = screen.getByRole('row', { name: /Plant-based/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Yes', 'No'])
  })

  it('no rows: "No comparison data available..." [Catalogue §2.106]', async () => {
    await show(() => <CompareTable {...compareTable.parse({})} />)
    expect(placeholder()).toHaveTextContent(/^No comparison data available\.\.\.$/)
  })
})

describe('Job Listings', () => {
  it('filters by Full Time or Part Time; anything else is every published position [Catalogue §9.35]', () => {
    expect(jobListings.parse({}).positionType).toBe('all')
    expect(jobListings.parse({ positionType: 'Part Time' }).positionType).toBe('Part Time')
    expect(jobListings.parse({ positionType: 'Contract' }).positionType).toBe('all')
  })

  it('each position shows its positionName and positionType; a type picked asks for that type only [Catalogue §2.105]', async () => {
    const job = (id: string, positionName: string, positionType: 'Full Time' | 'Part Time') => ({
      id,
      positionName,
      positionType,
      location: '',
      description: '' as SanitizedHtml,
      applyUrl: null,
    })
    const all = [job('j1', 'Soap Chemist', 'Full Time'), job('j2', 'Weekend Packer', 'Part Time')]
    await show(() => <JobListings {...jobListings.parse({ title: 'Open positions' })} />, {
      seed: { [key(jobListingsQuery(undefined).queryKey)]: all },
    })
    const region = screen.getByRole('region', { name: 'Open positions' })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Soap Chemist', 'Weekend Packer'])
    expect(within(region).getByText(/^Full Time$/)).toBeInTheDocument()
    expect(within(region).getByText(/^Part Time$/)).toBeInTheDocument()
    await show(
      () => (
        <JobListings {...jobListings.parse({ title: 'Part-time', positionType: 'Part Time' })} />
      ),
      { seed: { [key(jobListingsQuery('Part Time').queryKey)]: [all[1]] } },
    )
    const partTime = screen.getByRole('region', { name: 'Part-time' })
    expect(within(partTime).getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(within(partTime).getByRole('heading', { name: 'Weekend Packer' })).toBeInTheDocument()
  })
})

describe('Best Sellers', () => {
  const card = (id: number) => ({
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    price: 10,
    msrp: 12,
    productTag: 0,
    image: 'p.svg',
    imageAlt: '',
  })

  it('defaults to 4 (catalogue §9) and clamps the editor’s limit [Catalogue §9.26, §2.101]', () => {
    expect(bestSellers.parse({}).limit).toBe(4)
    expect(bestSellers.parse({ limit: 500 }).limit).toBe(24)
    expect(bestSellers.parse({ limit: 0 }).limit).toBe(1)
  })

  it('shows the cards the store sent, and says so when there are none', async () => {
    await show(() => <BestSellers {...bestSellers.parse({ title: 'Best' })} />, {
      seed: { [key(bestSellersQuery(4).queryKey)]: { products: [card(1), card(2)] } },
    })
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await show(() => <BestSellers {...bestSellers.parse({ limit: 2 })} />, {
      seed: { [key(bestSellersQuery(2).queryKey)]: { products: [] } },
    })
    expect(placeholder()).toHaveTextContent(/^No products available$/)
  })
})

describe('Shop By Category', () => {
  const category = (name: string) => ({
    name,
    image: '/media/categories/laundry.svg',
    imageAlt: '',
    url: `/products/category/${name.toLowerCase()}`,
    seoSubHeader: `${name} sub-header`,
    tagLine: `${name} tag line`,
  })

  it('defaults to 4; 0 means no limit (catalogue §9) [Catalogue §9.26, §2.102]', () => {
    expect(shopByCategory.parse({}).limit).toBe(4)
    expect(shopByCategory.parse({ limit: 0 }).limit).toBe(0)
  })

  it('each card: image, name, SEO sub-header and tag line, linking to the category [Catalogue §2.103]', async () => {
    await show(() => <ShopByCategory {...shopByCategory.parse({})} />, {
      seed: {
        [key(featuredCategoriesQuery(4).queryKey)]: {
          status: 'ok',
          categories: [category('Laundry'), category('Dish')],
        },
      },
    })
    const link = screen.getByRole('link', { name: /Laundry/ })
    expect(link).toHaveAttribute('href', '/products/category/laundry')
    expect(within(link).getByText('Laundry sub-header')).toBeInTheDocument()
    expect(within(link).getByText('Laundry tag line')).toBeInTheDocument()
  })

  it('"No categories available" and "Failed to load categories" [Catalogue §2.104]', async () => {
    await show(() => <ShopByCategory {...shopByCategory.parse({ limit: 2 })} />, {
      seed: { [key(featuredCategoriesQuery(2).queryKey)]: { status: 'ok', categories: [] } },
    })
    expect(placeholder()).toHaveTextContent(/^No categories available$/)
    await show(() => <ShopByCategory {...shopByCategory.parse({ limit: 3 })} />, {
      seed: { [key(featuredCategoriesQuery(3).queryKey)]: { status: 'failed' } },
    })
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(/^Failed to load categories$/)
  })
})

describe('product pickers', () => {
  const found = (slug: string, description = 'Short.') => ({
    slug,
    status: 'found',
    product: {
      id: 1,
      name: 'Free & Clear Laundry Liquid',
      slug,
      price: 18.99,
      msrp: 21.99,
      productTag: 0,
      image: 'p.svg',
      imageAlt: '',
      description,
    },
  })

  it('a slug is read as a product slug; none: "Please Add Product Slug" [Catalogue §2.109]', async () => {
    expect(productCard.parse({ slug: ' /Free-Clear/ ' }).slug).toBe('free-clear')
    await show(() => <ProductCardBlock {...productCard.parse({})} />)
    expect(placeholder()).toHaveTextContent(/^Please Add Product Slug$/)
  })

  it('a slug no product has: "Product Not Found, check the product slug again" [Catalogue §2.109]', async () => {
    await show(() => <ProductCardBlock {...productCard.parse({ slug: 'nope' })} />, {
      seed: {
        [key(pickedProductsQuery(['nope']).queryKey)]: [{ slug: 'nope', status: 'missing' }],
      },
    })
    expect(placeholder()).toHaveTextContent(/^Product Not Found, check the product slug again$/)
  })

  it('pop-up cards: "Pick a Product" until one is picked; the pop-up shows the description [Catalogue §2.109]', async () => {
    await show(() => <ProductPopups {...productPopups.parse({ products: [{ slug: '' }] })} />)
    expect(placeholder()).toHaveTextContent(/^Pick a Product$/)
    const text = 'A'.repeat(120)
    await show(
      () => <ProductPopups {...productPopups.parse({ products: [{ slug: 'free-clear' }] })} />,
      {
        seed: { [key(pickedProductsQuery(['free-clear']).queryKey)]: [found('free-clear', text)] },
      },
    )
    screen.getByRole('button', { name: 'Details: Free & Clear Laundry Liquid' }).click()
    const dialog = await screen.findByRole('dialog', { name: 'Free & Clear Laundry Liquid' })
    expect(within(dialog).getByText(text)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      '/products/free-clear',
    )
  })
})

describe('Reviews Widget', () => {
  it('one of its four types (main by default); the sku must be one [Catalogue §2.108]', () => {
    expect(reviewsWidget.parse({}).type).toBe('main')
    for (const type of ['main', 'carousel', 'product-rating', 'product-reviews'])
      expect(reviewsWidget.parse({ type, sku: 'CH-LD-001' })).toEqual({ type, sku: 'CH-LD-001' })
    expect(reviewsWidget.parse({ type: 'stars', sku: '../x' })).toEqual({ type: 'main', sku: '' })
  })
})

describe('Shoppable Download, Newsletter Signup, Home Intro', () => {
  it('defaults', () => {
    expect(shoppableDownload.parse({ file: 'javascript:alert(1)' })).toMatchObject({
      file: null,
      buttonText: 'Download',
    })
    expect(newsletterSignup.parse({})).toMatchObject({ buttonText: 'Subscribe' })
    expect(homeIntro.parse({ title: '' })).toMatchObject({
      title: 'Non-toxic home care that works.',
      shopUrl: '/products',
      offersText: 'Get exclusive offers',
    })
  })
})

describe('Footer', () => {
  it('defaults: "Enter Your Email Address" and "Subscribe" (catalogue §2 "Footer") [Catalogue §2.88]', () => {
    expect(footer.parse({})).toMatchObject({
      newsletterPlaceholder: 'Enter Your Email Address',
      newsletterButton: 'Subscribe',
      contactTitle: 'Contact Us',
      followTitle: 'Follow Us',
    })
  })

  it('offers newsletter title, placeholder and button; contact title and rich text; follow-us title and items; copyright; six colours [Catalogue §3.22]', () => {
    expect(footer.inputs.map((i) => [i.name, i.type])).toEqual([
      ['newsletterTitle', 'string'],
      ['newsletterPlaceholder', 'string'],
      ['newsletterButton', 'string'],
      ['contactTitle', 'string'],
      ['contactInfo', 'richText'],
      ['followTitle', 'string'],
      ['followItems', 'list'],
      ['copyright', 'richText'],
      ['backgroundColor', 'color'],
      ['textColor', 'color'],
      ['headingColor', 'color'],
      ['linkColor', 'color'],
      ['buttonColor', 'color'],
      ['buttonTextColor', 'color'],
    ])
    const follow = footer.inputs.find((i) => i.name === 'followItems')!.subFields!
    expect(follow.filter((f) => f.required).map((f) => [f.name, f.type])).toEqual(
      expect.arrayContaining([
        ['icon', 'file'],
        ['url', 'url'],
      ]),
    )
  })

  it('the six colours are colours or unset; follow-us items need an icon, a label and a url', () => {
    const props = footer.parse({
      backgroundColor: '#f4f7f5',
      textColor: 'rgb(27, 36, 32)',
      headingColor: 'red; background: url(javascript:x)',
      linkColor: 'teal',
      buttonColor: 'hsl(160 50% 25%)',
      buttonTextColor: '#ffffffzz',
      followItems: [
        { icon: '/i.svg', label: 'Instagram', url: 'https://instagram.com/x' },
        { icon: '/i.svg', url: 'https://x.example' },
        { icon: 'javascript:x', label: 'Bad', url: 'https://x.example' },
      ],
      copyright: '<p>© {year} Clearhome<script>x()</script></p>',
    })
    expect([
      props.backgroundColor,
      props.textColor,
      props.headingColor,
      props.linkColor,
      props.buttonColor,
      props.buttonTextColor,
    ]).toEqual(['#f4f7f5', 'rgb(27, 36, 32)', null, 'teal', 'hsl(160 50% 25%)', null])
    expect(props.followItems.map((f) => f.label)).toEqual(['Instagram'])
    expect(props.copyright).toBe('<p>© {year} Clearhome</p>')
  })
})

describe('editor inputs at their bounds', () => {
  it('slide ratings keep 1 and 5 and clamp 0 and 6; overlay opacity keeps 0 and 1 and clamps just outside [Catalogue §5.17]', () => {
    const ratings = (...rs: number[]) =>
      reviewSlider
        .parse({ reviews: rs.map((rating) => ({ rating, description: 'x' })) })
        .reviews.map((r) => r.rating)
    expect(ratings(1, 5)).toEqual([1, 5])
    expect(ratings(0, 6)).toEqual([1, 5])
    const opacity = (overlayOpacity: number) => heroBanner.parse({ overlayOpacity }).overlayOpacity
    expect([opacity(0), opacity(1)]).toEqual([0, 1])
    expect([opacity(-0.01), opacity(1.01)]).toEqual([0, 1])
  })
})

describe('header templates', () => {
  it('keep their options for the rules in src/domain/navigation (labels, thumbnails required) [Catalogue §3.21, §5.17]', () => {
    const items = [{ label: 'Shop', customThumbnails: [{ image: '/a.png' }] }]
    expect(menuHeader.parse({ items, bottomMenu: 'M' })).toEqual({ items, bottomMenu: 'M' })
    expect(menuHeader.inputs.find((i) => i.name === 'items')?.subFields?.[0]).toMatchObject({
      name: 'label',
      required: true,
    })
    const thumbs = menuHeader.inputs
      .find((i) => i.name === 'items')
      ?.subFields?.find((f) => f.name === 'customThumbnails')?.subFields
    expect(thumbs?.filter((f) => f.required).map((f) => f.name)).toEqual(['image', 'url'])
    expect(landingHeader.parse({ phone: '1' })).toMatchObject({ phone: '1' })
  })

  it('landing header: the logo home, "Claim My Free Kit", "Help & Support" and the phone, from the block defaults [Catalogue §2.79, §2.82, §2.17]', async () => {
    await show(() => <LandingHeader {...landingProps({})} />)
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Clearhome home' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(within(header).getByRole('link', { name: 'Claim My Free Kit' })).toHaveAttribute(
      'href',
      '/starter-kits/laundry',
    )
    const support = within(header).getByRole('link', { name: /^Help & Support/ })
    expect(support).toHaveAttribute('href', 'https://support.clearhome.example')
    expect(within(header).getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8885550142',
    )
  })

  it('landing header: the editor’s phone and button; the button is left out without a text [Catalogue §2.79]', async () => {
    await show(() => (
      <LandingHeader
        {...landingProps({ phone: '(800) 555-0100', buttonText: 'Start', buttonUrl: '/x' })}
      />
    ))
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:8005550100',
    )
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/x')
    await show(() => <LandingHeader {...landingProps({ buttonText: '' })} />)
    const header = screen.getAllByRole('banner').at(-1)!
    expect(within(header).queryByRole('link', { name: 'Claim My Free Kit' })).toBeNull()
    expect(within(header).getByRole('link', { name: '(888) 555-0142' })).toBeInTheDocument()
  })

  it('landing header: search, login, my box and cart each shown or hidden by its toggle [Catalogue §2.80]', async () => {
    const header = () => screen.getAllByRole('banner').at(-1)!
    await show(() => <LandingHeader {...landingProps({})} />)
    expect(await within(header()).findByRole('button', { name: 'Search' })).toBeInTheDocument()
    expect(within(header()).getByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(within(header()).getByRole('button', { name: /^Cart, / })).toBeInTheDocument()
    await show(() => <LandingHeader {...landingProps({})} />, { asMember: true })
    expect(within(header()).getByRole('link', { name: /^My Box, / })).toBeInTheDocument()

    const off = { showLogin: false, showMyBox: false, showCart: false, showSearch: false }
    await show(() => <LandingHeader {...landingProps(off)} />)
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull()
    expect(within(header()).queryByRole('button', { name: /^Cart, / })).toBeNull()
    expect(within(header()).queryByRole('button', { name: 'Search' })).toBeNull()
    await show(() => <LandingHeader {...landingProps(off)} />, { asMember: true })
    expect(within(header()).queryByRole('link', { name: /^My Box, / })).toBeNull()
    // The logo and the phone stay.
    expect(within(header()).getByRole('link', { name: 'Clearhome home' })).toBeInTheDocument()
  })
})
