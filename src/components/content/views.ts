/**
 * The browser's side of the page-builder blocks (ADR 0016): each registered block's view as an
 * island whose code loads only when it is needed. Interactive blocks wake when they near the
 * viewport or are reached for; static ones (`never`) keep the server's HTML and load nothing.
 * Blocks with form fields (search, sort, sign-up) and the kit claim wake when visible, so they
 * are listening before the shopper types or presses.
 */
import type { ComponentType } from 'react'
import { BLOCK } from '~/content/blocks/text'
import { island, type IslandTrigger } from '~/lib/island'

type View = ComponentType<Record<string, unknown>>

const view = <P extends object>(load: () => Promise<ComponentType<P>>, when: IslandTrigger) =>
  island(load, { when }) as unknown as View

const blocks = () => import('~/components/blog/BlogBlocks')
const listings = () => import('~/components/catalogue/ListingBlocks')

export const blockViews: Record<string, View> = {
  [BLOCK.hero]: view(
    () => import('~/components/blocks/HeroBanner').then((m) => m.HeroBanner),
    'visible',
  ),
  [BLOCK.announcement]: view(
    () => import('~/components/blocks/AnnouncementBar').then((m) => m.AnnouncementBar),
    'visible',
  ),
  [BLOCK.reviewSlider]: view(
    () => import('~/components/blocks/ReviewSlider').then((m) => m.ReviewSlider),
    'visible',
  ),
  [BLOCK.logos]: view(
    () => import('~/components/blocks/LogoCarousel').then((m) => m.LogoCarousel),
    'visible',
  ),
  [BLOCK.images]: view(
    () => import('~/components/blocks/ImageCarousel').then((m) => m.ImageCarousel),
    'visible',
  ),
  [BLOCK.video]: view(
    () => import('~/components/blocks/VideoBlock').then((m) => m.VideoBlock),
    'interaction',
  ),
  [BLOCK.faq]: view(
    () => import('~/components/blocks/FaqTabs').then((m) => m.FaqTabs),
    'interaction',
  ),
  [BLOCK.compare]: view(
    () => import('~/components/blocks/CompareTable').then((m) => m.CompareTable),
    'never',
  ),
  [BLOCK.jobs]: view(
    () => import('~/components/blocks/JobListings').then((m) => m.JobListings),
    'never',
  ),
  [BLOCK.bestSellers]: view(
    () => import('~/components/blocks/BestSellers').then((m) => m.BestSellers),
    'never',
  ),
  [BLOCK.shopByCategory]: view(
    () => import('~/components/blocks/ShopByCategory').then((m) => m.ShopByCategory),
    'never',
  ),
  [BLOCK.productCard]: view(
    () => import('~/components/blocks/ProductPickers').then((m) => m.ProductCardBlock),
    'never',
  ),
  [BLOCK.productPopups]: view(
    () => import('~/components/blocks/ProductPickers').then((m) => m.ProductPopups),
    'interaction',
  ),
  [BLOCK.reviewsWidget]: view(
    () => import('~/components/blocks/ReviewsWidgetBlock').then((m) => m.ReviewsWidgetBlock),
    'visible',
  ),
  // Reads the stored sign-up as it nears the viewport, so the first press already knows.
  [BLOCK.download]: view(
    () => import('~/components/blocks/ShoppableDownload').then((m) => m.ShoppableDownload),
    'visible',
  ),
  [BLOCK.ingredients]: view(
    () => import('~/components/blocks/IngredientExplorer').then((m) => m.IngredientExplorer),
    'visible',
  ),
  [BLOCK.newsletter]: view(
    () => import('~/components/blocks/NewsletterSignup').then((m) => m.NewsletterSignup),
    'visible',
  ),
  [BLOCK.footer]: view(
    () => import('~/components/shell/SiteFooter').then((m) => m.FooterBlock),
    'visible',
  ),
  [BLOCK.homeIntro]: view(
    () => import('~/components/blocks/HomeIntro').then((m) => m.HomeIntro),
    'interaction',
  ),
  [BLOCK.topBanner]: view(
    () => import('~/components/blocks/TopBannerStrip').then((m) => m.TopBannerStrip),
    'never',
  ),
  [BLOCK.landingHeader]: view(
    () => import('~/components/builder/LandingHeader').then((m) => m.LandingHeader),
    'visible',
  ),
  [BLOCK.menuHeader]: view(
    () => import('~/components/builder/MenuHeader').then((m) => m.MenuHeader),
    'visible',
  ),
  [BLOCK.kitClaim]: view(
    () => import('~/components/kits/KitClaimButton').then((m) => m.KitClaimButton),
    'visible',
  ),
  // Holds the claim button: it must be listening.
  [BLOCK.offerBundle]: view(
    () => import('~/components/kits/OfferBundle').then((m) => m.OfferBundle),
    'visible',
  ),
  [BLOCK.kits]: view(() => listings().then((m) => m.StarterKitsBlock), 'visible'),
  [BLOCK.allProductsV1]: view(() => listings().then((m) => m.AllProductsV1Block), 'visible'),
  [BLOCK.allProductsV2]: view(() => listings().then((m) => m.AllProductsV2Block), 'visible'),
  [BLOCK.blogLatest]: view(() => blocks().then((m) => m.LatestInCategoryBlock), 'never'),
  [BLOCK.blogSearch]: view(() => blocks().then((m) => m.BlogSearchBlock), 'visible'),
  [BLOCK.blogSlider]: view(() => blocks().then((m) => m.BlogCategorySliderBlock), 'visible'),
  // Its category's posts load after hydration.
  [BLOCK.blogSinglePost]: view(() => blocks().then((m) => m.BlogSinglePostBlock), 'visible'),
}
