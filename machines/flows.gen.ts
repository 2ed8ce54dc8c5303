// Generated from the folders of machines/ (src/flow-catalog/flow-keys.ts): do not edit.
import type { accountMachine } from './account/machine'
import type { blogSearchMachine } from './blog-search/machine'
import type { carouselMachine } from './carousel/machine'
import type { cartDrawerMachine } from './cart-drawer/machine'
import type { dragScrollMachine } from './drag-scroll/machine'
import type { galleryMachine } from './gallery/machine'
import type { hashScrollMachine } from './hash-scroll/machine'
import type { ingredientExplorerMachine } from './ingredient-explorer/machine'
import type { kitClaimMachine } from './kit-claim/machine'
import type { kitPurchaseMachine } from './kit-purchase/machine'
import type { loginMachine } from './login/machine'
import type { mobileMenuMachine } from './mobile-menu/machine'
import type { newsletterMachine } from './newsletter/machine'
import type { pairingAddMachine } from './pairing-add/machine'
import type { productPurchaseMachine } from './product-purchase/machine'
import type { referrerClaimMachine } from './referrer-claim/machine'
import type { searchOverlayMachine } from './search-overlay/machine'
import type { shopDropdownMachine } from './shop-dropdown/machine'
import type { shoppableDownloadMachine } from './shoppable-download/machine'
import type { stickyCartMachine } from './sticky-cart/machine'
import type { videoPopupMachine } from './video-popup/machine'

/** Each flow's machine, by the flow's key. */
export interface FlowMachines {
  account: typeof accountMachine
  'blog-search': typeof blogSearchMachine
  carousel: typeof carouselMachine
  'cart-drawer': typeof cartDrawerMachine
  'drag-scroll': typeof dragScrollMachine
  gallery: typeof galleryMachine
  'hash-scroll': typeof hashScrollMachine
  'ingredient-explorer': typeof ingredientExplorerMachine
  'kit-claim': typeof kitClaimMachine
  'kit-purchase': typeof kitPurchaseMachine
  login: typeof loginMachine
  'mobile-menu': typeof mobileMenuMachine
  newsletter: typeof newsletterMachine
  'pairing-add': typeof pairingAddMachine
  'product-purchase': typeof productPurchaseMachine
  'referrer-claim': typeof referrerClaimMachine
  'search-overlay': typeof searchOverlayMachine
  'shop-dropdown': typeof shopDropdownMachine
  'shoppable-download': typeof shoppableDownloadMachine
  'sticky-cart': typeof stickyCartMachine
  'video-popup': typeof videoPopupMachine
}

/** A flow's key: the name of its folder under machines/. */
export type FlowKey = keyof FlowMachines
