/**
 * The frame's blocks (catalogue §2 "Headers", "Footer"; §3 "Footer block inputs"; §5): the two
 * header templates, the top banner strip and the footer.
 */
import { brand } from '~/config/brand'
import { defineBlock } from './define'
import { filledText, html, image, link, list, longText, mapped, passThrough, text } from './fields'
import { BLOCK, BLOCK_TEXT } from './text'

export const topBannerStrip = defineBlock(BLOCK.topBanner, {
  text: text('', 200, { required: true }),
  linkText: text('', 60),
  linkUrl: link(),
})

/*
 * The header templates read their inputs with the rules in src/domain/navigation (menu labels
 * required, custom thumbnails need an image and a url); their definitions keep the options.
 */
export const landingHeader = defineBlock(BLOCK.landingHeader, {
  buttonText: passThrough({ type: 'string', defaultValue: brand.headerButtonText }),
  buttonUrl: passThrough({ type: 'url', defaultValue: '/starter-kits/laundry' }),
  supportText: passThrough({ type: 'string', defaultValue: brand.headerSupportText }),
  supportUrl: passThrough({ type: 'url', defaultValue: brand.supportUrl }),
  phone: passThrough({ type: 'string', defaultValue: brand.supportPhone }),
  showLogin: passThrough({ type: 'boolean', defaultValue: true }),
  showMyBox: passThrough({ type: 'boolean', defaultValue: true }),
  showCart: passThrough({ type: 'boolean', defaultValue: true }),
  showSearch: passThrough({ type: 'boolean', defaultValue: true }),
})

export const menuHeader = defineBlock(BLOCK.menuHeader, {
  items: passThrough({
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
      {
        name: 'blogPosts',
        type: 'list',
        subFields: [{ name: 'slug', type: 'string' }],
        helperText: 'At most 2.',
      },
      {
        name: 'customThumbnails',
        type: 'list',
        helperText: 'At most 4.',
        subFields: [
          { name: 'image', type: 'file', required: true },
          { name: 'label', type: 'string' },
          { name: 'url', type: 'url', required: true },
        ],
      },
    ],
  }),
  bottomMenu: passThrough({ type: 'string', defaultValue: 'Header Menu' }),
})

/**
 * A CSS colour an editor picked: hex, rgb(a)/hsl(a) of numbers, or a named colour. Anything
 * else (which could smuggle other CSS into the style attribute) reads as unset.
 */
const color = () =>
  mapped(
    text('', 60),
    (v) =>
      /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(v) ||
      /^(?:rgb|hsl)a?\(\s*[\d.%\s,/+-]+\)$/i.test(v) ||
      /^[a-z]{3,20}$/i.test(v)
        ? v
        : null,
    { type: 'color' },
  )

export const FOOTER_COLORS = [
  'backgroundColor',
  'textColor',
  'headingColor',
  'linkColor',
  'buttonColor',
  'buttonTextColor',
] as const

export const footer = defineBlock(BLOCK.footer, {
  newsletterTitle: text(BLOCK_TEXT.footerNewsletterTitle, 120),
  newsletterPlaceholder: filledText(BLOCK_TEXT.footerPlaceholder, 80),
  newsletterButton: filledText(BLOCK_TEXT.footerButton, 40),
  contactTitle: text(BLOCK_TEXT.footerContactTitle, 80),
  contactInfo: html(),
  followTitle: text(BLOCK_TEXT.footerFollowTitle, 80),
  followItems: list(
    {
      icon: image(),
      label: text('', 60, { helperText: 'The network, e.g. Instagram.' }),
      url: link(),
    },
    12,
    { requires: ['icon', 'label', 'url'] },
  ),
  copyright: html({ helperText: '{year} is replaced by the current year.' }),
  backgroundColor: color(),
  textColor: color(),
  headingColor: color(),
  linkColor: color(),
  buttonColor: color(),
  buttonTextColor: color(),
})

export const homeIntro = defineBlock(BLOCK.homeIntro, {
  title: filledText(brand.tagline, 120, { helperText: "The page's main heading." }),
  text: longText(brand.description, 400),
  shopText: filledText(BLOCK_TEXT.introShop, 40),
  shopUrl: link('/products'),
  offersText: filledText(BLOCK_TEXT.introOffers, 40),
})

export type HomeIntroProps = ReturnType<typeof homeIntro.parse>
export type TopBannerStripProps = ReturnType<typeof topBannerStrip.parse>
export type FooterProps = ReturnType<typeof footer.parse>
