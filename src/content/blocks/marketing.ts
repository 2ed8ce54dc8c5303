/**
 * Marketing blocks (catalogue §2 "Page-builder blocks", §4, §5, §9): hero banner, announcement
 * bar, review slider, logo and image carousels, video pop-up, FAQ tabs, compare table, job
 * listings, shoppable download and the newsletter sign-up.
 */
import { embedUrlOf, isVideoId, thumbnailUrlOf, videoIdOfUrl } from '~/api/video-urls'
import { truncate, TRUNCATE } from '~/domain/text'
import { defineBlock } from './define'
import {
  filledText,
  flag,
  html,
  image,
  labels,
  link,
  list,
  number,
  oneOf,
  optionalFlag,
  read,
  text,
  mapped,
} from './fields'
import { BLOCK, BLOCK_DEFAULTS, BLOCK_TEXT } from './text'

const MAX_AUTOPLAY_MS = 60_000

export const heroBanner = defineBlock(
  BLOCK.hero,
  [
    {
      name: 'slides',
      type: 'list',
      subFields: [
        { name: 'title', type: 'string', required: true },
        { name: 'subtitle', type: 'longText' },
        { name: 'image', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'] },
        { name: 'imageAlt', type: 'string', helperText: 'Empty when the image is decoration.' },
        {
          name: 'buttonText',
          type: 'string',
          helperText: 'Empty: "Claim My {freeLoads} Free Loads".',
        },
        { name: 'buttonUrl', type: 'url', defaultValue: BLOCK_DEFAULTS.heroButtonUrl },
        {
          name: 'loggedIn',
          type: 'boolean',
          helperText: 'On: members only. Off: everyone else. Unset on every slide: all visitors.',
        },
      ],
    },
    {
      name: 'overlayOpacity',
      type: 'number',
      min: 0,
      max: 1,
      step: 0.05,
      defaultValue: BLOCK_DEFAULTS.heroOverlayOpacity,
      helperText: 'Between 0 (no overlay) and 1 (opaque).',
    },
    {
      name: 'autoplay',
      type: 'number',
      min: 1000,
      max: MAX_AUTOPLAY_MS,
      defaultValue: BLOCK_DEFAULTS.heroAutoplayMs,
      helperText: 'Milliseconds per slide.',
    },
    {
      name: 'freeLoads',
      type: 'number',
      min: 1,
      max: 1000,
      defaultValue: BLOCK_DEFAULTS.heroFreeLoads,
    },
  ],
  {
    overlayOpacity: number(BLOCK_DEFAULTS.heroOverlayOpacity, { min: 0, max: 1 }),
    autoplay: number(BLOCK_DEFAULTS.heroAutoplayMs, {
      min: 1000,
      max: MAX_AUTOPLAY_MS,
      integer: true,
    }),
    freeLoads: number(BLOCK_DEFAULTS.heroFreeLoads, { min: 1, max: 1000, integer: true }),
    slides: list((s) => {
      const title = read(text('', 120), s.title)
      return title
        ? {
            title,
            subtitle: read(text('', 300), s.subtitle),
            image: read(image(), s.image),
            imageAlt: read(text('', 200), s.imageAlt),
            buttonText: read(text('', 60), s.buttonText),
            buttonUrl: read(link(BLOCK_DEFAULTS.heroButtonUrl), s.buttonUrl),
            loggedIn: read(optionalFlag(), s.loggedIn),
          }
        : null
    }, 10),
  },
)

/** Which pages a slide shows on (catalogue §2 "Announcement bar slides are filtered by page"). */
export const ANNOUNCEMENT_PAGES = ['all', 'home', 'product', 'other'] as const

export const announcementBar = defineBlock(
  BLOCK.announcement,
  [
    {
      name: 'slides',
      type: 'list',
      subFields: [
        { name: 'text', type: 'string', required: true },
        { name: 'url', type: 'url' },
        { name: 'page', type: 'string', enum: [...ANNOUNCEMENT_PAGES], defaultValue: 'all' },
        { name: 'loggedIn', type: 'boolean' },
      ],
    },
    {
      name: 'autoplay',
      type: 'number',
      min: 1000,
      max: MAX_AUTOPLAY_MS,
      defaultValue: BLOCK_DEFAULTS.announcementAutoplayMs,
    },
  ],
  {
    autoplay: number(BLOCK_DEFAULTS.announcementAutoplayMs, {
      min: 1000,
      max: MAX_AUTOPLAY_MS,
      integer: true,
    }),
    slides: list((s) => {
      const slideText = read(text('', 200), s.text)
      return slideText
        ? {
            text: slideText,
            url: read(link(), s.url),
            page: read(oneOf(ANNOUNCEMENT_PAGES, 'all'), s.page),
            loggedIn: read(optionalFlag(), s.loggedIn),
          }
        : null
    }, 20),
  },
)

export const reviewSlider = defineBlock(
  BLOCK.reviewSlider,
  [
    { name: 'title', type: 'string', defaultValue: BLOCK_TEXT.reviewsTitle },
    {
      name: 'style',
      type: 'number',
      enum: [
        { label: 'Style 1', value: 1 },
        { label: 'Style 2', value: 2 },
      ],
      defaultValue: 1,
    },
    {
      name: 'reviews',
      type: 'list',
      subFields: [
        {
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          step: 1,
          defaultValue: 5,
          required: true,
        },
        { name: 'title', type: 'string' },
        { name: 'description', type: 'longText', required: true },
        { name: 'author', type: 'string' },
      ],
    },
    {
      name: 'autoplay',
      type: 'number',
      min: 1000,
      max: MAX_AUTOPLAY_MS,
      defaultValue: BLOCK_DEFAULTS.reviewSliderAutoplayMs,
    },
  ],
  {
    title: text(BLOCK_TEXT.reviewsTitle, 120),
    style: number(1, { min: 1, max: 2, integer: true }),
    autoplay: number(BLOCK_DEFAULTS.reviewSliderAutoplayMs, {
      min: 1000,
      max: MAX_AUTOPLAY_MS,
      integer: true,
    }),
    reviews: list((r) => {
      const description = read(text('', 2000), r.description)
      return description
        ? {
            // Catalogue §5: a rating is 1 to 5 (out of range is clamped, missing reads 5).
            rating: read(number(5, { min: 1, max: 5, integer: true }), r.rating),
            title: read(text('', 120), r.title),
            description,
            author: read(text('', 80), r.author),
          }
        : null
    }, 30),
  },
)

/** Review text shown on a slide: 160 characters for style 1, 150 otherwise (catalogue §9). */
export function reviewExcerpt(description: string, style: number): string {
  return truncate(description, style === 1 ? TRUNCATE.reviewTextStyle1 : TRUNCATE.reviewText)
}

export const logoCarousel = defineBlock(
  BLOCK.logos,
  [
    { name: 'title', type: 'string', defaultValue: BLOCK_TEXT.logosTitle },
    {
      name: 'logos',
      type: 'list',
      subFields: [
        { name: 'image', type: 'file', required: true },
        { name: 'alt', type: 'string', required: true, helperText: "The company's name." },
        { name: 'url', type: 'url' },
      ],
    },
  ],
  {
    title: text(BLOCK_TEXT.logosTitle, 120),
    logos: list((l) => {
      const src = read(image(), l.image)
      return src ? { image: src, alt: read(text('', 120), l.alt), url: read(link(), l.url) } : null
    }, 40),
  },
)

export const imageCarousel = defineBlock(
  BLOCK.images,
  [
    { name: 'title', type: 'string' },
    {
      name: 'images',
      type: 'list',
      subFields: [
        { name: 'image', type: 'file', required: true },
        { name: 'alt', type: 'string' },
      ],
    },
  ],
  {
    title: text('', 120),
    images: list((i) => {
      const src = read(image(), i.image)
      return src ? { image: src, alt: read(text('', 200), i.alt) } : null
    }, 40),
  },
)

export const videoPopup = defineBlock(
  BLOCK.video,
  [
    {
      name: 'title',
      type: 'string',
      required: true,
      helperText: 'Names the video for screen readers.',
    },
    { name: 'video', type: 'string', required: true, helperText: 'A YouTube link or video id.' },
    { name: 'poster', type: 'file', helperText: "Empty: the video host's thumbnail." },
    { name: 'caption', type: 'string' },
  ],
  {
    title: filledText('Video', 120),
    video: mapped(text('', 300), (v) => (isVideoId(v) ? v : videoIdOfUrl(v))),
    poster: image(),
    caption: text('', 200),
  },
  // The player and the fallback thumbnail from the configured video host (server settings).
  ({ title, video, poster, caption }) => ({
    title,
    caption,
    embedUrl: video ? embedUrlOf(video) : null,
    poster: poster ?? (video ? thumbnailUrlOf(video) : null),
  }),
)

export const faqTabs = defineBlock(
  BLOCK.faq,
  [
    { name: 'title', type: 'string', defaultValue: BLOCK_TEXT.faqTitle },
    {
      name: 'tabs',
      type: 'list',
      subFields: [
        { name: 'title', type: 'string', required: true },
        {
          name: 'items',
          type: 'list',
          subFields: [
            { name: 'question', type: 'string', required: true },
            { name: 'answer', type: 'richText', required: true },
          ],
        },
      ],
    },
  ],
  {
    title: text(BLOCK_TEXT.faqTitle, 120),
    tabs: list((t) => {
      const title = read(text('', 60), t.title)
      const items = read(
        list((i) => {
          const question = read(text('', 300), i.question)
          return question ? { question, answer: read(html(), i.answer) } : null
        }, 40),
        t.items,
      )
      return title && items.length ? { title, items } : null
    }, 12),
  },
)

export const compareTable = defineBlock(
  BLOCK.compare,
  [
    { name: 'title', type: 'string' },
    {
      name: 'columns',
      type: 'list',
      subFields: [{ name: 'label', type: 'string' }],
      helperText: 'Two column headings: ours, then theirs.',
    },
    {
      name: 'rows',
      type: 'list',
      subFields: [
        { name: 'feature', type: 'string', required: true },
        { name: 'ours', type: 'boolean' },
        { name: 'theirs', type: 'boolean' },
      ],
    },
  ],
  {
    title: text('', 120),
    // Headings as plain strings (the embedded content) or { label } items (the editor's list).
    columns: labels(2),
    rows: list((r) => {
      const feature = read(text('', 200), r.feature)
      return feature
        ? { feature, ours: read(flag(), r.ours), theirs: read(flag(), r.theirs) }
        : null
    }, 40),
  },
)

export const JOB_TYPES = ['all', 'Full Time', 'Part Time'] as const

export const jobListings = defineBlock(
  BLOCK.jobs,
  [
    { name: 'title', type: 'string', defaultValue: BLOCK_TEXT.jobsTitle },
    { name: 'positionType', type: 'string', enum: [...JOB_TYPES], defaultValue: 'all' },
  ],
  {
    title: text(BLOCK_TEXT.jobsTitle, 120),
    positionType: oneOf(JOB_TYPES, 'all'),
  },
)

export const shoppableDownload = defineBlock(
  BLOCK.download,
  [
    { name: 'title', type: 'string', required: true },
    { name: 'description', type: 'longText' },
    { name: 'image', type: 'file' },
    { name: 'imageAlt', type: 'string' },
    { name: 'file', type: 'file', required: true, allowedFileTypes: ['pdf', 'png', 'jpg'] },
    { name: 'buttonText', type: 'string', defaultValue: BLOCK_TEXT.downloadButton },
  ],
  {
    title: text('', 120),
    description: text('', 500),
    image: image(),
    imageAlt: text('', 200),
    file: link(),
    buttonText: filledText(BLOCK_TEXT.downloadButton, 60),
  },
)

export const newsletterSignup = defineBlock(
  BLOCK.newsletter,
  [
    { name: 'title', type: 'string', defaultValue: 'Stay in the loop' },
    { name: 'text', type: 'string' },
    { name: 'buttonText', type: 'string', defaultValue: BLOCK_TEXT.footerButton },
  ],
  {
    title: text('Stay in the loop', 120),
    text: text('', 300),
    buttonText: filledText(BLOCK_TEXT.footerButton, 40),
  },
)

export type HeroBannerProps = ReturnType<typeof heroBanner.parse>
export type AnnouncementBarProps = ReturnType<typeof announcementBar.parse>
export type ReviewSliderProps = ReturnType<typeof reviewSlider.parse>
export type LogoCarouselProps = ReturnType<typeof logoCarousel.parse>
export type ImageCarouselProps = ReturnType<typeof imageCarousel.parse>
export type VideoPopupBlockProps = ReturnType<typeof videoPopup.parse>
export type FaqTabsProps = ReturnType<typeof faqTabs.parse>
export type CompareTableProps = ReturnType<typeof compareTable.parse>
export type JobListingsProps = ReturnType<typeof jobListings.parse>
export type ShoppableDownloadProps = ReturnType<typeof shoppableDownload.parse>
export type NewsletterSignupProps = ReturnType<typeof newsletterSignup.parse>
