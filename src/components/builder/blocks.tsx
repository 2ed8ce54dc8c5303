/**
 * Page-builder blocks registered with Builder (customComponents), with typed inputs. Blocks not
 * registered here are skipped by the SDK without breaking the page.
 */
import type { RegisteredComponent } from '@builder.io/sdk-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { NewsletterForm } from '~/components/newsletter/NewsletterForm'
import { RichText } from '~/components/RichText'
import { jobListingsQuery } from '~/content/query-options'
import styles from './blocks.module.css'
import {
  BlogCategorySliderBlock,
  BlogSearchBlock,
  BlogSinglePostBlock,
  LatestInCategoryBlock,
} from '~/components/blog/BlogBlocks'
import { LANDING_HEADER_DEFAULTS, LandingHeader } from './LandingHeader'
import { MenuHeader } from './MenuHeader'
import { KitClaimButton } from '~/components/kits/KitClaimButton'
import { KIT_CLAIM_TEXT } from '#machines/kit-claim/connect'
import { OFFER_TEXT, OfferBundle } from '~/components/kits/OfferBundle'
import { KITS_TEXT } from '~/components/kits/text'
import {
  AllProductsV1Block,
  AllProductsV2Block,
  StarterKitsBlock,
} from '~/components/catalogue/ListingBlocks'

function TopBannerStrip({
  text,
  linkText,
  linkUrl,
}: {
  text?: string
  linkText?: string
  linkUrl?: string
}) {
  if (!text) return null
  return (
    <p className={styles.topBanner}>
      {text}{' '}
      {linkText && linkUrl && (
        <a href={linkUrl} className={styles.topBannerLink}>
          {linkText}
        </a>
      )}
    </p>
  )
}

function NewsletterSignup({
  title,
  text,
  buttonText,
}: {
  title?: string
  text?: string
  buttonText?: string
}) {
  return (
    <section className={styles.section}>
      <NewsletterForm
        variant="block"
        title={title}
        text={text}
        buttonLabel={buttonText || 'Subscribe'}
      />
    </section>
  )
}

function JobListings({ title, positionType }: { title?: string; positionType?: string }) {
  return (
    <section className={styles.section} aria-labelledby="jobs-title">
      <h2 id="jobs-title">{title || 'Open positions'}</h2>
      <Suspense fallback={<p role="status">Loading positions…</p>}>
        <JobList positionType={positionType} />
      </Suspense>
    </section>
  )
}

function JobList({ positionType }: { positionType?: string }) {
  const type =
    positionType === 'Full Time' || positionType === 'Part Time' ? positionType : undefined
  // Failures already fall back to an empty list in the query.
  const { data } = useSuspenseQuery(jobListingsQuery(type))
  return !data.length ? (
    <p>No open positions right now.</p>
  ) : (
    <ul className={styles.jobs}>
      {data.map((job) => (
        <li key={job.id} className={styles.job}>
          <h3>{job.positionName}</h3>
          <p className={styles.jobMeta}>
            {job.positionType}
            {job.location ? ` · ${job.location}` : ''}
          </p>
          <RichText html={job.description} />
          {job.applyUrl && <a href={job.applyUrl}>Apply for {job.positionName}</a>}
        </li>
      ))}
    </ul>
  )
}

export const registeredBlocks: RegisteredComponent[] = [
  {
    name: 'Blog Latest In Category',
    component: LatestInCategoryBlock,
    inputs: [{ name: 'category', type: 'reference', model: 'blog-category' }],
  },
  {
    name: 'Blog Post Search',
    component: BlogSearchBlock,
    inputs: [{ name: 'title', type: 'string' }],
  },
  {
    name: 'Blog Category Slider',
    component: BlogCategorySliderBlock,
    inputs: [
      { name: 'title', type: 'string' },
      // None picked: every published category.
      {
        name: 'categories',
        type: 'list',
        subFields: [{ name: 'category', type: 'reference', model: 'blog-category' }],
      },
    ],
  },
  {
    name: 'Blog Single Post',
    component: BlogSinglePostBlock,
    inputs: [{ name: 'post', type: 'reference', model: 'blog-post' }],
  },
  // The listings read ?sort= and ?page= from the page's URL; they take no other input.
  { name: 'All Products V1', component: AllProductsV1Block, inputs: [] },
  { name: 'All Products V2', component: AllProductsV2Block, inputs: [] },
  {
    name: 'Starter Kits',
    component: StarterKitsBlock,
    inputs: [
      { name: 'title', type: 'string', defaultValue: KITS_TEXT.title },
      { name: 'subtitle', type: 'string', defaultValue: KITS_TEXT.subtitle },
    ],
  },
  {
    name: 'Offer Bundle',
    component: OfferBundle,
    inputs: [
      { name: 'title', type: 'string', defaultValue: OFFER_TEXT.title },
      { name: 'buttonText', type: 'string', defaultValue: KIT_CLAIM_TEXT.button },
      // Empty: the page's type (the third path segment, default laundry).
      { name: 'kitType', type: 'string', enum: ['laundry', 'dish'] },
    ],
  },
  {
    name: 'Starter Kit Claim Button',
    component: KitClaimButton,
    inputs: [
      { name: 'text', type: 'string', defaultValue: KIT_CLAIM_TEXT.button },
      { name: 'kitType', type: 'string', enum: ['laundry', 'dish'] },
    ],
  },
  {
    name: 'Landing Header',
    component: LandingHeader,
    inputs: [
      { name: 'buttonText', type: 'string', defaultValue: LANDING_HEADER_DEFAULTS.buttonText },
      { name: 'buttonUrl', type: 'url', defaultValue: LANDING_HEADER_DEFAULTS.buttonUrl },
      { name: 'supportText', type: 'string', defaultValue: LANDING_HEADER_DEFAULTS.supportText },
      { name: 'supportUrl', type: 'url', defaultValue: LANDING_HEADER_DEFAULTS.supportUrl },
      { name: 'phone', type: 'string', defaultValue: LANDING_HEADER_DEFAULTS.phone },
      { name: 'showLogin', type: 'boolean', defaultValue: true },
      { name: 'showMyBox', type: 'boolean', defaultValue: true },
      { name: 'showCart', type: 'boolean', defaultValue: true },
      { name: 'showSearch', type: 'boolean', defaultValue: true },
    ],
  },
  {
    name: 'Menu Header',
    component: MenuHeader,
    inputs: [
      {
        name: 'items',
        type: 'list',
        subFields: [
          { name: 'label', type: 'string', required: true },
          { name: 'url', type: 'url' },
          { name: 'onlyMobile', type: 'boolean', defaultValue: false },
          { name: 'separateTab', type: 'boolean', defaultValue: false },
          { name: 'subMenus', type: 'list', subFields: [{ name: 'menu', type: 'string' }] },
          { name: 'thumbnailsTitle', type: 'string' },
          {
            name: 'thumbnailsType',
            type: 'string',
            enum: ['custom', 'blogPost'],
            defaultValue: 'custom',
          },
          { name: 'blogPosts', type: 'list', subFields: [{ name: 'slug', type: 'string' }] },
          {
            name: 'customThumbnails',
            type: 'list',
            subFields: [
              { name: 'image', type: 'file', required: true },
              { name: 'label', type: 'string' },
              { name: 'url', type: 'url', required: true },
            ],
          },
        ],
      },
      { name: 'bottomMenu', type: 'string', defaultValue: 'Header Menu' },
    ],
  },
  {
    name: 'Top Banner Strip',
    component: TopBannerStrip,
    inputs: [
      { name: 'text', type: 'string', required: true },
      { name: 'linkText', type: 'string' },
      { name: 'linkUrl', type: 'url' },
    ],
  },
  {
    name: 'Newsletter Signup',
    component: NewsletterSignup,
    inputs: [
      { name: 'title', type: 'string', defaultValue: 'Stay in the loop' },
      { name: 'text', type: 'string' },
      { name: 'buttonText', type: 'string', defaultValue: 'Subscribe' },
    ],
  },
  {
    name: 'Job Listings',
    component: JobListings,
    inputs: [
      { name: 'title', type: 'string', defaultValue: 'Open positions' },
      {
        name: 'positionType',
        type: 'string',
        enum: ['all', 'Full Time', 'Part Time'],
        defaultValue: 'all',
      },
    ],
  },
]
