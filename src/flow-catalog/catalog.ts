/**
 * Every flow of the storefront with the samples its generated paths use. Adding a machine
 * here puts it in the /flows visualiser, the generated tests and the coverage check.
 */
import { newsletterMachine, SubscribeRejected } from '#machines/newsletter/machine'
import { searchOverlayMachine, type SearchOverlayContext } from '#machines/search-overlay/machine'
import { accountMachine, type AccountContext } from '#machines/account/machine'
import { cartDrawerMachine } from '#machines/cart-drawer/machine'
import { dragScrollMachine, type DragScrollContext } from '#machines/drag-scroll/machine'
import { headerStickyMachine } from '#machines/header-sticky/machine'
import { mobileMenuMachine, type MobileMenuContext } from '#machines/mobile-menu/machine'
import { referrerClaimMachine, type ReferrerClaimContext } from '#machines/referrer-claim/machine'
import { shopDropdownMachine, type ShopDropdownContext } from '#machines/shop-dropdown/machine'
import { loginMachine, type LoginContext } from '#machines/login/machine'
import {
  AddRejected,
  AddSkipped,
  productPurchaseMachine,
  type ProductPurchaseContext,
} from '#machines/product-purchase/machine'
import { kitClaimMachine } from '#machines/kit-claim/machine'
import { kitPurchaseMachine, KitAddRejected } from '#machines/kit-purchase/machine'
import { videoPopupMachine } from '#machines/video-popup/machine'
import { carouselAutoplayMachine, type AutoplayContext } from '#machines/carousel-autoplay/machine'
import { pairingAddMachine, PairingAddSkipped } from '#machines/pairing-add/machine'
import {
  stickyCartMachine,
  StickyAddRejected,
  StickyAddSkipped,
  type StickyCartContext,
} from '#machines/sticky-cart/machine'
import { blogSearchMachine, type BlogSearchContext } from '#machines/blog-search/machine'
import { shoppableDownloadMachine } from '#machines/shoppable-download/machine'
import {
  ingredientExplorerMachine,
  type ExplorerContext,
} from '#machines/ingredient-explorer/machine'
import { hashScrollMachine, type HashScrollContext } from '#machines/hash-scroll/machine'
import { isBlogSearchable } from '~/domain/blog'
import type { FlowDefinition } from './model'
import { sampleIngredients, samplePosts, sampleProducts, sampleSubMenu } from './samples'

export const newsletterFlow: FlowDefinition = {
  key: 'newsletter',
  title: 'Newsletter sign-up',
  machine: newsletterMachine,
  samples: {
    events: {
      'newsletter.typed': [
        { type: 'newsletter.typed', value: '' },
        { type: 'newsletter.typed', value: 'not-an-email' },
        { type: 'newsletter.typed', value: 'ana@example.com' },
      ],
    },
    outputs: { subscribe: [{ message: 'Thanks for subscribing!' }] },
    errors: {
      subscribe: [
        new SubscribeRejected('This email is already subscribed.'),
        new Error('Network error'),
      ],
    },
    // The email's validity is what changes behaviour; the address itself does not.
    context: (c: { email: string; error: string | null; message: string | null }) => ({
      email: c.email === '' ? 'empty' : c.email.includes('@') ? 'valid' : 'invalid',
      error: c.error,
      message: c.message === null ? null : 'set',
    }),
  },
}

export const searchOverlayFlow: FlowDefinition = {
  key: 'search-overlay',
  title: 'Search overlay',
  machine: searchOverlayMachine,
  samples: {
    events: {
      'search.typed': [
        { type: 'search.typed', value: 'soap' },
        { type: 'search.typed', value: '   ' },
      ],
      'search.resultClicked': [{ type: 'search.resultClicked', productId: 1 }],
    },
    outputs: {
      fetchPopular: [{ products: sampleProducts }],
      search: [
        { products: sampleProducts.slice(0, 8), searchLogId: 41 },
        { products: [], searchLogId: 42 },
        // A search the store did not log: clicks on its results are not logged (shell §7).
        { products: sampleProducts.slice(0, 3), searchLogId: null },
      ],
    },
    // Whether there is a query and results is what matters, not their text.
    context: (c: SearchOverlayContext) => ({
      query: c.query === '' ? 'empty' : c.query.trim() === '' ? 'blank' : 'text',
      popular: c.popular.length,
      results: c.results.length,
      searchLogId: c.searchLogId !== null,
    }),
  },
}

export const mobileMenuFlow: FlowDefinition = {
  key: 'mobile-menu',
  title: 'Mobile menu',
  machine: mobileMenuMachine,
  samples: {
    events: {
      'menu.sectionToggled': [
        { type: 'menu.sectionToggled', id: '0-shop' },
        { type: 'menu.sectionToggled', id: '1-guides' },
      ],
    },
    context: (c: MobileMenuContext) => ({ expanded: c.expanded }),
  },
}

export const shopDropdownFlow: FlowDefinition = {
  key: 'shop-dropdown',
  title: 'Shop dropdown',
  machine: shopDropdownMachine,
  samples: {
    outputs: { fetchSubMenu: [sampleSubMenu] },
    context: (c: ShopDropdownContext) => ({ tiles: c.tiles.length, loaded: c.loaded }),
  },
}

export const headerStickyFlow: FlowDefinition = {
  key: 'header-sticky',
  title: 'Sticky landing header',
  machine: headerStickyMachine,
  samples: {
    events: {
      'header.scrolled': [
        { type: 'header.scrolled', pastAnchor: true },
        { type: 'header.scrolled', pastAnchor: false },
      ],
    },
  },
}

export const accountFlow: FlowDefinition = {
  key: 'account',
  title: 'Account widget and logout',
  machine: accountMachine,
  samples: {
    outputs: {
      loadSession: [
        { authenticated: false, member: null, myBoxCount: 0 },
        {
          authenticated: true,
          member: { firstName: 'Dana', token: 'member-token' },
          myBoxCount: 3,
        },
      ],
      logout: [undefined],
      refreshMyBox: [1],
    },
    events: { 'account.myBoxAdded': [{ type: 'account.myBoxAdded', quantity: 2 }] },
    // The count as shown, up to a few adds (beyond that, more adds change nothing new).
    context: (c: AccountContext) => ({
      member: c.firstName,
      myBoxCount: c.myBoxCount <= 5 ? c.myBoxCount : 'more',
    }),
  },
}

export const referrerClaimFlow: FlowDefinition = {
  key: 'referrer-claim',
  title: 'Referrer offer banner',
  machine: referrerClaimMachine,
  samples: {
    events: {
      'referrer.detected': [
        { type: 'referrer.detected', target: '/products/category/starter-kits' },
        { type: 'referrer.detected', target: null },
      ],
    },
    context: (c: ReferrerClaimContext) => ({ target: c.target }),
  },
}

export const cartDrawerFlow: FlowDefinition = {
  key: 'cart-drawer',
  title: 'Cart drawer',
  machine: cartDrawerMachine,
  samples: { outputs: { loadCart: [undefined] } },
}

export const dragScrollFlow: FlowDefinition = {
  key: 'drag-scroll',
  title: 'Drag-scrolling strip',
  machine: dragScrollMachine,
  samples: {
    events: {
      'drag.started': [{ type: 'drag.started', x: 300, scrollLeft: 0 }],
      'drag.moved': [{ type: 'drag.moved', x: 200 }],
    },
    // Whether the drag moved is what the view reacts to (the closing click is swallowed).
    context: (c: DragScrollContext) => ({ moved: c.moved }),
  },
}

export const loginFlow: FlowDefinition = {
  key: 'login',
  title: 'Store host login',
  machine: loginMachine,
  samples: {
    events: {
      'login.emailTyped': [
        { type: 'login.emailTyped', value: '' },
        { type: 'login.emailTyped', value: 'not-an-email' },
        { type: 'login.emailTyped', value: 'demo@clearhome.example' },
      ],
      'login.passwordTyped': [
        { type: 'login.passwordTyped', value: '' },
        { type: 'login.passwordTyped', value: 'clearhome-demo' },
      ],
    },
    outputs: { login: [{ firstName: 'Avery' }] },
    errors: { login: [new Error('The e-mail or password is incorrect.')] },
    // What the form shows: whether each field holds a usable value, its problem, the failure.
    context: (c: LoginContext) => ({
      email: c.email === '' ? 'empty' : c.email.includes('@') ? 'valid' : 'invalid',
      password: c.password === '' ? 'empty' : 'set',
      emailProblem: c.emailProblem,
      passwordProblem: c.passwordProblem,
      failure: c.failure,
    }),
  },
}

export const kitPurchaseFlow: FlowDefinition = {
  key: 'kit-purchase',
  title: 'Starter kit purchase box',
  machine: kitPurchaseMachine,
  samples: {
    events: {
      'kit.optionChosen': [
        { type: 'kit.optionChosen', subscribe: false },
        { type: 'kit.optionChosen', subscribe: true },
      ],
      'kit.submitted': [{ type: 'kit.submitted', kitId: 1 }],
    },
    outputs: { addKit: [undefined] },
    errors: {
      addKit: [
        new KitAddRejected('Session error. Please refresh the page and try again.'),
        new Error('Network error'),
      ],
    },
    context: (c: { kitId: number | null; subscribe: boolean }) => ({ subscribe: c.subscribe }),
  },
}

export const kitClaimFlow: FlowDefinition = {
  key: 'kit-claim',
  title: 'Starter kit claim button',
  machine: kitClaimMachine,
  samples: {
    events: { 'claim.pressed': [{ type: 'claim.pressed', kitType: 'laundry' }] },
    outputs: { claimKit: [undefined] },
    errors: { claimKit: [new Error('No token for the claim')] },
  },
}

const check = (
  isSubscribable: boolean,
  hasActiveSubscription: boolean,
  hasOneTimePurchase: boolean,
  isMember: boolean,
) => ({
  isSubscribable,
  hasActiveSubscription,
  hasOneTimePurchase,
  isMember,
})

export const productPurchaseFlow: FlowDefinition = {
  key: 'product-purchase',
  title: 'Product add-to-cart box',
  machine: productPurchaseMachine,
  samples: {
    events: {
      'purchase.frequencyChosen': [
        { type: 'purchase.frequencyChosen', code: 4 },
        { type: 'purchase.frequencyChosen', code: 7 },
      ],
      'purchase.quantityTyped': [
        { type: 'purchase.quantityTyped', value: '99' },
        { type: 'purchase.quantityTyped', value: '2.5' },
      ],
    },
    outputs: {
      // A visitor with nothing yet; a member who already subscribes (their adds count in My Box).
      loadCheck: [check(true, false, false, false), check(true, true, false, true)],
      addToCart: [{ message: null }, { message: 'Added to your box' }],
    },
    errors: {
      loadCheck: [new Error('Failed to fetch data. Status: 500')],
      addToCart: [
        new AddRejected('This product is out of stock.'),
        new AddSkipped('No token or session'),
        new Error('Network error'),
      ],
    },
    // Only a member's add starts the My Box wait, and the page's visitor does not change while
    // it runs: an add answered in it is always a member's.
    unreachableGuardCases: [
      'productPurchase.myBox.updating:xstate.done.actor.addToCart:0 (and(isMember, isAdding)) never false',
    ],
    // What the box shows: the mode, the frequency, the quantity and whether subscribe is offered.
    context: (c: ProductPurchaseContext) => ({
      mode: c.mode,
      frequency: c.frequency,
      // The buttons' limits are what change behaviour: 1 and 99, or anywhere between.
      quantity: [1, 99].includes(c.quantity) ? c.quantity : 'between',
      canSubscribe: Boolean(c.check?.isSubscribable) && !c.check?.hasActiveSubscription,
    }),
  },
}

export const videoPopupFlow: FlowDefinition = {
  key: 'video-popup',
  title: 'Video pop-up',
  machine: videoPopupMachine,
  samples: {},
}

export const carouselAutoplayFlow: FlowDefinition = {
  key: 'carousel-autoplay',
  title: 'Carousel autoplay',
  machine: carouselAutoplayMachine,
  samples: {
    events: {
      'autoplay.motionPreferred': [
        { type: 'autoplay.motionPreferred', reduced: true },
        { type: 'autoplay.motionPreferred', reduced: false },
      ],
    },
    // What holds the carousel is what changes its behaviour.
    context: (c: AutoplayContext) => ({
      hovered: c.hovered,
      focused: c.focused,
      reducedMotion: c.reducedMotion,
    }),
  },
}

export const pairingAddFlow: FlowDefinition = {
  key: 'pairing-add',
  title: 'Perfect Pairings Add button',
  machine: pairingAddMachine,
  samples: {
    outputs: { addPairing: [undefined] },
    errors: {
      addPairing: [new Error('Network error'), new PairingAddSkipped('No token or session')],
    },
  },
}

export const stickyCartFlow: FlowDefinition = {
  key: 'sticky-cart',
  title: 'Sticky add-to-cart bar',
  machine: stickyCartMachine,
  samples: {
    events: {
      'sticky.modeChosen': [
        { type: 'sticky.modeChosen', mode: 'oneTime' },
        { type: 'sticky.modeChosen', mode: 'subscribe' },
      ],
      'sticky.quantityTyped': [
        { type: 'sticky.quantityTyped', value: '100' },
        { type: 'sticky.quantityTyped', value: '2.5' },
      ],
    },
    outputs: { addToCart: [undefined] },
    errors: {
      addToCart: [
        new StickyAddRejected('This product is out of stock.'),
        new StickyAddSkipped('No token or session'),
        new Error('Network error'),
      ],
    },
    // The buttons' limits (1, 99, 100) and the mode are what change behaviour.
    context: (c: StickyCartContext) => ({
      mode: c.mode,
      quantity: [1, 99, 100].includes(c.quantity) ? c.quantity : 'between',
      added: c.added,
    }),
  },
}

export const blogSearchFlow: FlowDefinition = {
  key: 'blog-search',
  title: 'Blog post search',
  machine: blogSearchMachine,
  samples: {
    events: {
      'blogSearch.typed': [
        { type: 'blogSearch.typed', value: 'grout' },
        { type: 'blogSearch.typed', value: 'gr' },
        { type: 'blogSearch.typed', value: '' },
      ],
    },
    outputs: { searchPosts: [{ posts: samplePosts.slice(0, 3) }, { posts: [] }] },
    errors: { searchPosts: [new Error('Content is unavailable right now')] },
    // Whether there is text, a searchable term and results is what changes behaviour.
    context: (c: BlogSearchContext) => ({
      query: c.query === '' ? 'empty' : isBlogSearchable(c.query) ? 'searchable' : 'short',
      results: c.results.length,
    }),
  },
}

export const shoppableDownloadFlow: FlowDefinition = {
  key: 'shoppable-download',
  title: 'Shoppable download',
  machine: shoppableDownloadMachine,
  samples: {
    outputs: {
      readSignup: [{ signedUpAt: null }, { signedUpAt: 1_735_689_600_000 }],
      recordSignup: [undefined],
    },
    errors: {
      readSignup: [new Error('Storage is not available')],
      recordSignup: [new Error('Storage is full')],
    },
  },
}

export const ingredientExplorerFlow: FlowDefinition = {
  key: 'ingredient-explorer',
  title: 'Ingredient explorer',
  machine: ingredientExplorerMachine,
  samples: {
    events: {
      'explorer.productPicked': [
        { type: 'explorer.productPicked', productId: 1 },
        { type: 'explorer.productPicked', productId: 'all' },
      ],
    },
    outputs: {
      readToken: [null, 'token-abc'],
      loadExplorer: [
        {
          products: [
            { id: 1, name: 'Free & Clear Laundry Liquid' },
            { id: 2, name: 'Citrus Dish Soap' },
          ],
          ingredients: sampleIngredients,
        },
      ],
      loadIngredients: [sampleIngredients.slice(0, 2)],
    },
    errors: {
      loadExplorer: [new Error('The store is unavailable')],
      loadIngredients: [new Error('The store is unavailable')],
    },
    // Whether a token, products and which list are held is what changes behaviour.
    context: (c: ExplorerContext) => ({
      token: c.token !== null,
      products: c.products.length > 0,
      productId: c.productId,
    }),
  },
}

export const hashScrollFlow: FlowDefinition = {
  key: 'hash-scroll',
  title: 'Scroll to the ingredient in the URL',
  machine: hashScrollMachine,
  samples: {
    events: {
      'hash.changed': [
        { type: 'hash.changed', hash: '#12' },
        { type: 'hash.changed', hash: '' },
      ],
    },
    outputs: { scrollToTarget: [true, false] },
    errors: { scrollToTarget: [new Error('The page is gone')] },
    context: (c: HashScrollContext) => ({ target: c.target !== null }),
  },
}

export const flows: FlowDefinition[] = [
  newsletterFlow,
  searchOverlayFlow,
  mobileMenuFlow,
  shopDropdownFlow,
  accountFlow,
  cartDrawerFlow,
  referrerClaimFlow,
  headerStickyFlow,
  dragScrollFlow,
  loginFlow,
  kitPurchaseFlow,
  kitClaimFlow,
  productPurchaseFlow,
  videoPopupFlow,
  carouselAutoplayFlow,
  pairingAddFlow,
  stickyCartFlow,
  blogSearchFlow,
  shoppableDownloadFlow,
  ingredientExplorerFlow,
  hashScrollFlow,
]

export function flowByKey(key: string): FlowDefinition | undefined {
  return flows.find((f) => f.key === key)
}
