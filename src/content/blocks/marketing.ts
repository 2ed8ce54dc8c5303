/**
 * Marketing blocks (catalogue §2 "Page-builder blocks", §4, §5, §9): hero banner, announcement
 * bar, review slider, logo and image carousels, video pop-up, FAQ tabs, compare table, job
 * listings, shoppable download and the newsletter sign-up.
 */
import { embedUrlOf, isVideoId, thumbnailUrlOf, videoIdOfUrl } from '~/api/product/video-urls'
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
  longText,
  mapped,
  number,
  oneOf,
  optionalFlag,
  text,
} from './fields'
import { BLOCK, BLOCK_DEFAULTS, BLOCK_TEXT } from './text'

const MAX_AUTOPLAY_MS = 60_000

export const heroBanner = defineBlock(BLOCK.hero, {
  slides: list(
    {
      title: text('', 120),
      subtitle: longText('', 300),
      image: image({ allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'svg'] }),
      imageAlt: text('', 200, { helperText: 'Empty when the image is decoration.' }),
      buttonText: text('', 60, { helperText: 'Empty: "Claim My {freeLoads} Free Loads".' }),
      buttonUrl: link(BLOCK_DEFAULTS.heroButtonUrl),
      loggedIn: optionalFlag({
        helperText: 'On: members only. Off: everyone else. Unset on every slide: all visitors.',
      }),
    },
    10,
    { requires: ['title'] },
  ),
  overlayOpacity: number(
    BLOCK_DEFAULTS.heroOverlayOpacity,
    { min: 0, max: 1, step: 0.05 },
    { helperText: 'Between 0 (no overlay) and 1 (opaque).' },
  ),
  autoplay: number(
    BLOCK_DEFAULTS.heroAutoplayMs,
    { min: 1000, max: MAX_AUTOPLAY_MS, integer: true },
    { helperText: 'Milliseconds per slide.' },
  ),
  freeLoads: number(BLOCK_DEFAULTS.heroFreeLoads, { min: 1, max: 1000, integer: true }),
})

/** Which pages a slide shows on (catalogue §2 "Announcement bar slides are filtered by page"). */
export const ANNOUNCEMENT_PAGES = ['all', 'home', 'product', 'other'] as const

export const announcementBar = defineBlock(BLOCK.announcement, {
  slides: list(
    {
      text: text('', 200),
      url: link(),
      page: oneOf(ANNOUNCEMENT_PAGES, 'all'),
      loggedIn: optionalFlag(),
    },
    20,
    { requires: ['text'] },
  ),
  autoplay: number(BLOCK_DEFAULTS.announcementAutoplayMs, {
    min: 1000,
    max: MAX_AUTOPLAY_MS,
    integer: true,
  }),
})

export const reviewSlider = defineBlock(BLOCK.reviewSlider, {
  title: text(BLOCK_TEXT.reviewsTitle, 120),
  style: number(
    1,
    { min: 1, max: 2, integer: true },
    {
      enum: [
        { label: 'Style 1', value: 1 },
        { label: 'Style 2', value: 2 },
      ],
    },
  ),
  reviews: list(
    {
      // Catalogue §5: a rating is 1 to 5 (out of range is clamped, missing reads 5).
      rating: number(5, { min: 1, max: 5, integer: true, step: 1 }, { required: true }),
      title: text('', 120),
      description: longText('', 2000),
      author: text('', 80),
    },
    30,
    { requires: ['description'] },
  ),
  autoplay: number(BLOCK_DEFAULTS.reviewSliderAutoplayMs, {
    min: 1000,
    max: MAX_AUTOPLAY_MS,
    integer: true,
  }),
})

/** Review text shown on a slide: 160 characters for style 1, 150 otherwise (catalogue §9). */
export function reviewExcerpt(description: string, style: number): string {
  return truncate(description, style === 1 ? TRUNCATE.reviewTextStyle1 : TRUNCATE.reviewText)
}

export const logoCarousel = defineBlock(BLOCK.logos, {
  title: text(BLOCK_TEXT.logosTitle, 120),
  logos: list(
    {
      image: image(),
      alt: text('', 120, { required: true, helperText: "The company's name." }),
      url: link(),
    },
    40,
    // A logo without its name still shows (the editor asks for one).
    { requires: ['image'] },
  ),
})

export const imageCarousel = defineBlock(BLOCK.images, {
  title: text('', 120),
  images: list({ image: image(), alt: text('', 200) }, 40, { requires: ['image'] }),
})

export const videoPopup = defineBlock(
  BLOCK.video,
  {
    title: filledText('Video', 120, {
      required: true,
      helperText: 'Names the video for screen readers.',
    }),
    video: mapped(text('', 300), (v) => (isVideoId(v) ? v : videoIdOfUrl(v)), {
      required: true,
      helperText: 'A YouTube link or video id.',
    }),
    poster: image({ helperText: "Empty: the video host's thumbnail." }),
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

export const faqTabs = defineBlock(BLOCK.faq, {
  title: text(BLOCK_TEXT.faqTitle, 120),
  tabs: list(
    {
      title: text('', 60),
      items: list(
        {
          question: text('', 300),
          answer: html({ required: true }),
        },
        40,
        // A question without its answer still shows (the editor asks for one).
        { requires: ['question'] },
      ),
    },
    12,
    // A tab with no question is left out.
    { requires: ['title', 'items'] },
  ),
})

export const compareTable = defineBlock(BLOCK.compare, {
  title: text('', 120),
  // Headings as plain strings (the embedded content) or { label } items (the editor's list).
  columns: labels(2, 60, { helperText: 'Two column headings: ours, then theirs.' }),
  rows: list(
    {
      feature: text('', 200),
      ours: flag(),
      theirs: flag(),
    },
    40,
    { requires: ['feature'] },
  ),
})

export const JOB_TYPES = ['all', 'Full Time', 'Part Time'] as const

export const jobListings = defineBlock(BLOCK.jobs, {
  title: text(BLOCK_TEXT.jobsTitle, 120),
  positionType: oneOf(JOB_TYPES, 'all'),
})

export const shoppableDownload = defineBlock(BLOCK.download, {
  title: text('', 120, { required: true }),
  description: longText('', 500),
  image: image(),
  imageAlt: text('', 200),
  file: link(null, { type: 'file', required: true, allowedFileTypes: ['pdf', 'png', 'jpg'] }),
  buttonText: filledText(BLOCK_TEXT.downloadButton, 60),
})

export const newsletterSignup = defineBlock(BLOCK.newsletter, {
  title: text('Stay in the loop', 120),
  text: text('', 300),
  buttonText: filledText(BLOCK_TEXT.footerButton, 40),
})

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
