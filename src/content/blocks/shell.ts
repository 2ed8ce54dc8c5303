/**
 * The frame's blocks (catalogue §2 "Headers", "Footer"; §3 "Footer block inputs"; §5): the two
 * header templates, the top banner strip and the footer.
 */
import { brand } from '~/config/brand'
import { defineBlock } from './define'
import { filledText, html, image, link, list, read, reader, text, mapped } from './fields'
import { BLOCK, BLOCK_TEXT } from './text'

export const topBannerStrip = defineBlock(
  BLOCK.topBanner,
  [
    { name: 'text', type: 'string', required: true },
    { name: 'linkText', type: 'string' },
    { name: 'linkUrl', type: 'url' },
  ],
  { text: text('', 200), linkText: text('', 60), linkUrl: link() },
)

/**
 * The header templates read their inputs with the rules in src/domain/navigation (menu labels
 * required, custom thumbnails need an image and a url); their definitions keep the options.
 */
const passThrough = reader((v) => v)

export const landingHeader = defineBlock(
  BLOCK.landingHeader,
  [
    { name: 'buttonText', type: 'string', defaultValue: brand.headerButtonText },
    { name: 'buttonUrl', type: 'url', defaultValue: '/starter-kits/laundry' },
    { name: 'supportText', type: 'string', defaultValue: brand.headerSupportText },
    { name: 'supportUrl', type: 'url', defaultValue: brand.supportUrl },
    { name: 'phone', type: 'string', defaultValue: brand.supportPhone },
    { name: 'showLogin', type: 'boolean', defaultValue: true },
    { name: 'showMyBox', type: 'boolean', defaultValue: true },
    { name: 'showCart', type: 'boolean', defaultValue: true },
    { name: 'showSearch', type: 'boolean', defaultValue: true },
  ],
  {
    buttonText: passThrough,
    buttonUrl: passThrough,
    supportText: passThrough,
    supportUrl: passThrough,
    phone: passThrough,
    showLogin: passThrough,
    showMyBox: passThrough,
    showCart: passThrough,
    showSearch: passThrough,
  },
)

export const menuHeader = defineBlock(
  BLOCK.menuHeader,
  [
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
    },
    { name: 'bottomMenu', type: 'string', defaultValue: 'Header Menu' },
  ],
  { items: passThrough, bottomMenu: passThrough },
)

/**
 * A CSS colour an editor picked: hex, rgb(a)/hsl(a) of numbers, or a named colour. Anything
 * else (which could smuggle other CSS into the style attribute) reads as unset.
 */
const color = () =>
  mapped(text('', 60), (v) =>
    /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(v) ||
    /^(?:rgb|hsl)a?\(\s*[\d.%\s,/+-]+\)$/i.test(v) ||
    /^[a-z]{3,20}$/i.test(v)
      ? v
      : null,
  )

export const FOOTER_COLORS = [
  'backgroundColor',
  'textColor',
  'headingColor',
  'linkColor',
  'buttonColor',
  'buttonTextColor',
] as const

export const footer = defineBlock(
  BLOCK.footer,
  [
    { name: 'newsletterTitle', type: 'string', defaultValue: BLOCK_TEXT.footerNewsletterTitle },
    { name: 'newsletterPlaceholder', type: 'string', defaultValue: BLOCK_TEXT.footerPlaceholder },
    { name: 'newsletterButton', type: 'string', defaultValue: BLOCK_TEXT.footerButton },
    { name: 'contactTitle', type: 'string', defaultValue: BLOCK_TEXT.footerContactTitle },
    { name: 'contactInfo', type: 'richText' },
    { name: 'followTitle', type: 'string', defaultValue: BLOCK_TEXT.footerFollowTitle },
    {
      name: 'followItems',
      type: 'list',
      subFields: [
        { name: 'icon', type: 'file', required: true },
        {
          name: 'label',
          type: 'string',
          required: true,
          helperText: 'The network, e.g. Instagram.',
        },
        { name: 'url', type: 'url', required: true },
      ],
    },
    { name: 'copyright', type: 'richText', helperText: '{year} is replaced by the current year.' },
    ...FOOTER_COLORS.map((name) => ({ name, type: 'color' })),
  ],
  {
    newsletterTitle: text(BLOCK_TEXT.footerNewsletterTitle, 120),
    newsletterPlaceholder: filledText(BLOCK_TEXT.footerPlaceholder, 80),
    newsletterButton: filledText(BLOCK_TEXT.footerButton, 40),
    contactTitle: text(BLOCK_TEXT.footerContactTitle, 80),
    contactInfo: html(),
    followTitle: text(BLOCK_TEXT.footerFollowTitle, 80),
    followItems: list((f) => {
      const icon = read(image(), f.icon)
      const url = read(link(), f.url)
      const label = read(text('', 60), f.label)
      return icon && url && label ? { icon, url, label } : null
    }, 12),
    copyright: html(),
    backgroundColor: color(),
    textColor: color(),
    headingColor: color(),
    linkColor: color(),
    buttonColor: color(),
    buttonTextColor: color(),
  },
)

export const homeIntro = defineBlock(
  BLOCK.homeIntro,
  [
    {
      name: 'title',
      type: 'string',
      defaultValue: brand.tagline,
      helperText: "The page's main heading.",
    },
    { name: 'text', type: 'longText', defaultValue: brand.description },
    { name: 'shopText', type: 'string', defaultValue: BLOCK_TEXT.introShop },
    { name: 'shopUrl', type: 'url', defaultValue: '/products' },
    { name: 'offersText', type: 'string', defaultValue: BLOCK_TEXT.introOffers },
  ],
  {
    title: filledText(brand.tagline, 120),
    text: text(brand.description, 400),
    shopText: filledText(BLOCK_TEXT.introShop, 40),
    shopUrl: link('/products'),
    offersText: filledText(BLOCK_TEXT.introOffers, 40),
  },
)

export type HomeIntroProps = ReturnType<typeof homeIntro.parse>
export type TopBannerStripProps = ReturnType<typeof topBannerStrip.parse>
export type FooterProps = ReturnType<typeof footer.parse>
