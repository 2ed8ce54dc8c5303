/** The starter-kit screens' words (shell §2, catalogue §2), apart from the components (see ../catalogue/text.ts). */
export const KITS_TEXT = {
  title: 'Bundles',
  subtitle: 'Everything you need to make the switch, in one box and for less.',
  empty: 'No starter kits available',
  listName: 'Starter Kits',
} as const

export const KIT_DETAIL_TEXT = {
  notFound: 'Starter kit not found.',
  failed: 'Something went wrong, try after sometime',
  hint: 'Please check the URL and try again.',
  readMore: 'Read More',
  readLess: 'Read Less',
  includes: 'Includes:',
  images: 'Kit images',
} as const
