/**
 * Every flow's spec properties with the connect they read (the view props a shopper sees).
 * Used by the property checks (tests/model/spec-properties.test.ts).
 */
import type { FlowSpec } from '#machines/shared/spec'
import { connectAccount } from '#machines/account/connect'
import { accountSpec } from '#machines/account/spec'
import { connectCartDrawer } from '#machines/cart-drawer/connect'
import { cartDrawerSpec } from '#machines/cart-drawer/spec'
import { connectDragScroll } from '#machines/drag-scroll/connect'
import { dragScrollSpec } from '#machines/drag-scroll/spec'
import { connectHeaderSticky } from '#machines/header-sticky/connect'
import { headerStickySpec } from '#machines/header-sticky/spec'
import { connectKitClaim } from '#machines/kit-claim/connect'
import { kitClaimSpec } from '#machines/kit-claim/spec'
import { connectKitPurchase } from '#machines/kit-purchase/connect'
import { kitPurchaseSpec } from '#machines/kit-purchase/spec'
import { connectProductPurchase } from '#machines/product-purchase/connect'
import { productPurchaseSpec } from '#machines/product-purchase/spec'
import { connectLogin } from '#machines/login/connect'
import { loginSpec } from '#machines/login/spec'
import { connectMobileMenu } from '#machines/mobile-menu/connect'
import { mobileMenuSpec } from '#machines/mobile-menu/spec'
import { connectNewsletter } from '#machines/newsletter/connect'
import type { newsletterMachine } from '#machines/newsletter/machine'
import { newsletterSpec } from '#machines/newsletter/spec'
import { connectReferrerClaim } from '#machines/referrer-claim/connect'
import { referrerClaimSpec } from '#machines/referrer-claim/spec'
import { connectSearchOverlay } from '#machines/search-overlay/connect'
import { searchOverlaySpec } from '#machines/search-overlay/spec'
import { connectShopDropdown } from '#machines/shop-dropdown/connect'
import { shopDropdownSpec } from '#machines/shop-dropdown/spec'
import { connectVideoPopup } from '#machines/video-popup/connect'
import { videoPopupSpec } from '#machines/video-popup/spec'
import { connectCarouselAutoplay } from '#machines/carousel-autoplay/connect'
import { carouselAutoplaySpec } from '#machines/carousel-autoplay/spec'
import { connectPairingAdd } from '#machines/pairing-add/connect'
import { pairingAddSpec } from '#machines/pairing-add/spec'
import { connectStickyCart } from '#machines/sticky-cart/connect'
import { stickyCartSpec } from '#machines/sticky-cart/spec'
import { connectBlogSearch } from '#machines/blog-search/connect'
import { blogSearchSpec } from '#machines/blog-search/spec'
import { connectShoppableDownload } from '#machines/shoppable-download/connect'
import { shoppableDownloadSpec } from '#machines/shoppable-download/spec'
import { connectIngredientExplorer } from '#machines/ingredient-explorer/connect'
import { ingredientExplorerSpec } from '#machines/ingredient-explorer/spec'
import { connectHashScroll } from '#machines/hash-scroll/connect'
import { hashScrollSpec } from '#machines/hash-scroll/spec'
import type { SnapshotFrom } from 'xstate'

export type SpecConnect = (snapshot: never, send: (event: never) => void) => Record<string, unknown>

export const flowSpecs: Record<string, { spec: FlowSpec; connect: SpecConnect }> = {
  newsletter: {
    spec: newsletterSpec,
    // The footer form's wording; the modal differs only in its failure text.
    connect: ((s: SnapshotFrom<typeof newsletterMachine>, send: never) =>
      connectNewsletter(s, send, 'footer')) as unknown as SpecConnect,
  },
  'search-overlay': {
    spec: searchOverlaySpec,
    connect: connectSearchOverlay as unknown as SpecConnect,
  },
  'mobile-menu': { spec: mobileMenuSpec, connect: connectMobileMenu as unknown as SpecConnect },
  'shop-dropdown': {
    spec: shopDropdownSpec,
    connect: connectShopDropdown as unknown as SpecConnect,
  },
  account: { spec: accountSpec, connect: connectAccount as unknown as SpecConnect },
  'cart-drawer': { spec: cartDrawerSpec, connect: connectCartDrawer as unknown as SpecConnect },
  'referrer-claim': {
    spec: referrerClaimSpec,
    connect: connectReferrerClaim as unknown as SpecConnect,
  },
  'header-sticky': {
    spec: headerStickySpec,
    connect: connectHeaderSticky as unknown as SpecConnect,
  },
  'drag-scroll': { spec: dragScrollSpec, connect: connectDragScroll as unknown as SpecConnect },
  login: { spec: loginSpec, connect: connectLogin as unknown as SpecConnect },
  'product-purchase': {
    spec: productPurchaseSpec,
    connect: connectProductPurchase as unknown as SpecConnect,
  },
  'kit-claim': { spec: kitClaimSpec, connect: connectKitClaim as unknown as SpecConnect },
  'kit-purchase': {
    spec: kitPurchaseSpec,
    connect: connectKitPurchase as unknown as SpecConnect,
  },
  'video-popup': { spec: videoPopupSpec, connect: connectVideoPopup as unknown as SpecConnect },
  'carousel-autoplay': {
    spec: carouselAutoplaySpec,
    connect: connectCarouselAutoplay as unknown as SpecConnect,
  },
  'pairing-add': { spec: pairingAddSpec, connect: connectPairingAdd as unknown as SpecConnect },
  'sticky-cart': { spec: stickyCartSpec, connect: connectStickyCart as unknown as SpecConnect },
  'blog-search': { spec: blogSearchSpec, connect: connectBlogSearch as unknown as SpecConnect },
  'shoppable-download': {
    spec: shoppableDownloadSpec,
    connect: connectShoppableDownload as unknown as SpecConnect,
  },
  'hash-scroll': { spec: hashScrollSpec, connect: connectHashScroll as unknown as SpecConnect },
  'ingredient-explorer': {
    spec: ingredientExplorerSpec,
    connect: connectIngredientExplorer as unknown as SpecConnect,
  },
}
