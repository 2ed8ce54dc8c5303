/**
 * The app's implementations of the machines' injected actors: the store API calls, with the
 * session's bearer token. Tests replace these with provide() (see src/flow-wiring/use-flow.tsx).
 *
 * The API modules (and zod with them) load on first use, so a page that only shows the search
 * button and the footer form does not pay for them up front.
 */
import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { Implementations } from './overrides'
import { readPurchaseCheck, readSession } from './reads'
import type { VisitorSession } from '#machines/account/machine'
import type { ClaimInput } from '#machines/kit-claim/machine'
import { AddRejected, AddSkipped } from '#machines/product-purchase/errors'
import type { AddInput, PurchaseCheck } from '#machines/product-purchase/machine'
import { KitAddRejected } from '#machines/kit-purchase/errors'
import { PairingAddSkipped } from '#machines/pairing-add/errors'
import type { PairingAddInput } from '#machines/pairing-add/machine'
import { StickyAddRejected, StickyAddSkipped } from '#machines/sticky-cart/errors'
import type { StickyAddInput } from '#machines/sticky-cart/machine'
import type { KitAddInput } from '#machines/kit-purchase/machine'
import type { LoginInput } from '#machines/login/machine'
import type { SubMenuTile } from '#machines/shop-dropdown/machine'
import { cartQuery, sessionQuery, shellKeys, subMenuQuery } from '~/api/shell'
import { SubscribeRejected } from '#machines/newsletter/errors'
import type { SubscribeInput, SubscribeOutput } from '#machines/newsletter/machine'
import type {
  PopularOutput,
  SearchClickInput,
  SearchInput,
  SearchOutput,
} from '#machines/search-overlay/machine'

import type { BlogSearchInput, BlogSearchOutput } from '#machines/blog-search/machine'
import type {
  ExplorerIngredient,
  ExplorerProduct,
  LoadInput,
} from '#machines/ingredient-explorer/machine'
import type { SignupRecord } from '#machines/shoppable-download/machine'
import type { ScrollInput } from '#machines/hash-scroll/machine'

const api = {
  newsletter: () => import('~/api/newsletter'),
  products: () => import('~/api/products'),
  session: () => import('~/api/session'),
}

export function newsletterImplementations() {
  return {
    actors: {
      subscribe: fromPromise<SubscribeOutput, SubscribeInput>(async ({ input }) => {
        const [{ rejectionMessage, subscribeToNewsletter }, { authToken }] = await Promise.all([
          api.newsletter(),
          api.session(),
        ])
        try {
          return await subscribeToNewsletter(input.email, await authToken())
        } catch (error) {
          const message = rejectionMessage(error)
          throw message ? new SubscribeRejected(message) : error
        }
      }),
    },
  }
}

/**
 * The overlay calls the store directly rather than through the query cache: the statechart
 * models each load, and every live search must be logged afresh so a click is logged against
 * the search that showed it. The store's responses are HTTP-cacheable where the spec allows.
 */
export function searchOverlayImplementations() {
  return {
    actors: {
      fetchPopular: fromPromise<PopularOutput>(async () => {
        const [{ fetchPopularProducts }, { withToken }] = await Promise.all([
          api.products(),
          api.session(),
        ])
        return { products: await withToken(fetchPopularProducts) }
      }),
      search: fromPromise<SearchOutput, SearchInput>(async ({ input, signal }) => {
        const [{ searchProducts }, { withToken }] = await Promise.all([
          api.products(),
          api.session(),
        ])
        return withToken((token) => searchProducts(input.query, token, signal))
      }),
      logSearchClick: fromPromise<void, SearchClickInput>(async ({ input }) => {
        const [{ logSearchClick }, { authToken }] = await Promise.all([
          api.products(),
          api.session(),
        ])
        // Logged by the client on failure; a lost click log never bothers the shopper.
        await logSearchClick(input.searchLogId, input.productId, await authToken()).catch(() => {})
      }),
    },
  }
}

/** The Shop dropdown's tiles come through the shared query (the category bar uses them too). */
export function shopDropdownImplementations(queryClient: QueryClient) {
  return {
    actors: {
      fetchSubMenu: fromPromise<SubMenuTile[]>(() => queryClient.fetchQuery(subMenuQuery)),
    },
  }
}

/** The session as the page already knows it; logout clears it and the member's cart view. */
export function accountImplementations(queryClient: QueryClient) {
  return {
    actors: {
      loadSession: fromPromise<VisitorSession>(() => readSession(queryClient)),
      // The store's own count, read afresh (the page's session is otherwise read once).
      refreshMyBox: fromPromise<number>(async () => {
        const { fetchSession } = await api.session()
        const session = await fetchSession()
        queryClient.setQueryData(shellKeys.session, session)
        return session.myBoxCount
      }),
      logout: fromPromise<void, { token: string }>(async ({ input }) => {
        const { logout } = await import('~/api/account')
        await logout(input.token)
        queryClient.removeQueries({ queryKey: shellKeys.session })
        queryClient.removeQueries({ queryKey: shellKeys.cart })
      }),
    },
  }
}

/** Each opening reads the cart afresh into the shared query (badge and promo bar follow). */
export function cartDrawerImplementations(queryClient: QueryClient) {
  return {
    actors: {
      loadCart: fromPromise<void>(async () => {
        await queryClient.fetchQuery({ ...cartQuery, staleTime: 0 })
      }),
    },
  }
}

/** The store host's login: the store's message on refusal (src/api/account). */
export function loginImplementations() {
  return {
    actors: {
      login: fromPromise<{ firstName: string }, LoginInput>(async ({ input }) => {
        const { login } = await import('~/api/account')
        return login(input.email, input.password)
      }),
    },
  }
}

/** Adding a kit: the store client's refusals carry their toast text (src/api/kits). */
export function kitPurchaseImplementations() {
  return {
    actors: {
      addKit: fromPromise<void, KitAddInput>(async ({ input }) => {
        const { addStarterKitToCart, KitAddError } = await import('~/api/kits')
        try {
          await addStarterKitToCart(input.kitId, input.subscribe)
        } catch (error) {
          throw error instanceof KitAddError ? new KitAddRejected(error.message) : error
        }
      }),
    },
  }
}

/** Claiming the page's kit (the store client logs a missing token and a refused mutation). */
export function kitClaimImplementations() {
  return {
    actors: {
      claimKit: fromPromise<void, ClaimInput>(async ({ input }) => {
        const { claimStarterKit } = await import('~/api/kits')
        await claimStarterKit(input.kitType)
      }),
    },
  }
}

/**
 * The product box: the add-to-cart check, and the add (which then refreshes the cart and the
 * check for every view reading them). Refusals carry the store's words (src/api/cart).
 */
export function productPurchaseImplementations(queryClient: QueryClient) {
  return {
    actors: {
      loadCheck: fromPromise<PurchaseCheck, { productId: number }>(({ input }) =>
        readPurchaseCheck(queryClient, input.productId),
      ),
      addToCart: fromPromise<{ message: string | null }, AddInput>(async ({ input }) => {
        const { addToCart, AddToCartError, ADD_TO_CART_ERROR } = await import('~/api/cart')
        let result
        try {
          result = await addToCart(input)
        } catch (error) {
          if (error instanceof AddToCartError && error.message !== ADD_TO_CART_ERROR)
            throw new AddRejected(error.message)
          throw error
        }
        // No token or session id: nothing was sent (logged 11303.01 by the client).
        if (!result) throw new AddSkipped('No token or session for the add')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: shellKeys.cart }),
          queryClient.invalidateQueries({ queryKey: ['store', 'add-to-cart-check'] }),
        ])
        return { message: result.message ?? null }
      }),
    },
  }
}

/** A Perfect Pairings add: quantity 1, the subscribable flag, frequency 4 (shell §7). */
export function pairingAddImplementations(queryClient: QueryClient) {
  return {
    actors: {
      addPairing: fromPromise<void, PairingAddInput>(async ({ input }) => {
        const { addToCartSimple } = await import('~/api/cart')
        const result = await addToCartSimple(
          {
            productId: input.productId,
            quantity: 1,
            subscribable: input.subscribable,
            frequency: 4,
          },
          'pairing',
        )
        if (!result) throw new PairingAddSkipped('No token or session for the add')
        await queryClient.invalidateQueries({ queryKey: shellKeys.cart })
      }),
    },
  }
}

/** The sticky bar's add: type 2 or 4 (catalogue §4); the store's refusals keep their words. */
export function stickyCartImplementations(queryClient: QueryClient) {
  return {
    actors: {
      addToCart: fromPromise<void, StickyAddInput>(async ({ input }) => {
        const { addToCartSimple, AddToCartError, ADD_TO_CART_ERROR } = await import('~/api/cart')
        let result
        try {
          result = await addToCartSimple(input)
        } catch (error) {
          if (error instanceof AddToCartError && error.message !== ADD_TO_CART_ERROR)
            throw new StickyAddRejected(error.message)
          throw error
        }
        if (!result) throw new StickyAddSkipped('No token or session for the add')
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: shellKeys.cart }),
          queryClient.invalidateQueries({ queryKey: ['store', 'add-to-cart-check'] }),
        ])
      }),
    },
  }
}

/** Blog search reads the content service (GET /api/content/blog-search), never the store. */
export function blogSearchImplementations(queryClient: QueryClient) {
  return {
    actors: {
      searchPosts: fromPromise<BlogSearchOutput, BlogSearchInput>(async ({ input }) => {
        const { blogSearchQuery } = await import('~/content/query-options')
        // Every search asks afresh and fails at once: the machine shows the outcome and its
        // button is the retry (the query cache's retries and freshness would hide both).
        return {
          posts: await queryClient.fetchQuery({
            ...blogSearchQuery(input.term),
            staleTime: 0,
            retry: false,
          }),
        }
      }),
    },
  }
}

/** Where a download's newsletter sign-up is remembered (catalogue §2 "a stored timestamp"). */
export const DOWNLOAD_SIGNUP_KEY = 'clearhome.downloadSignup'

export function shoppableDownloadImplementations() {
  return {
    actors: {
      readSignup: fromPromise<SignupRecord>(async () => {
        const at = Number(window.localStorage.getItem(DOWNLOAD_SIGNUP_KEY))
        return { signedUpAt: Number.isFinite(at) && at > 0 ? at : null }
      }),
      recordSignup: fromPromise<void>(async () => {
        window.localStorage.setItem(DOWNLOAD_SIGNUP_KEY, String(Date.now()))
      }),
    },
  }
}

/**
 * The explorer's token is the page's session token: asked for without waiting (the session is
 * read once per page, by whoever needs it first), so the explorer polls until it is there.
 */
export function ingredientExplorerImplementations(queryClient: QueryClient) {
  // The server calls the store with the token and sanitises what it answers.
  const explorer = () => import('~/api/ingredient-explorer')
  return {
    actors: {
      readToken: fromPromise<string | null>(async () => {
        const session = queryClient.getQueryData(sessionQuery.queryKey)
        if (!session) void queryClient.prefetchQuery(sessionQuery)
        return session?.authToken ?? null
      }),
      loadExplorer: fromPromise<
        { products: ExplorerProduct[]; ingredients: ExplorerIngredient[] },
        LoadInput
      >(async ({ input }) => {
        const { readExplorerProducts, readExplorerIngredients } = await explorer()
        const [products, ingredients] = await Promise.all([
          readExplorerProducts(input.token),
          readExplorerIngredients('all', input.token),
        ])
        return { products, ingredients }
      }),
      loadIngredients: fromPromise<ExplorerIngredient[], LoadInput>(async ({ input }) => {
        const { readExplorerIngredients } = await explorer()
        return readExplorerIngredients(input.productId, input.token)
      }),
    },
  }
}

/** Scrolls smoothly to the element with the id, `offset` px below the top; false if none yet. */
export function hashScrollImplementations() {
  return {
    actors: {
      scrollToTarget: fromPromise<boolean, ScrollInput>(async ({ input }) => {
        const el = document.getElementById(input.id)
        if (!el) return false
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({
          top: el.getBoundingClientRect().top + window.scrollY - input.offset,
          behavior: reduced ? 'auto' : 'smooth',
        })
        return true
      }),
    },
  }
}

/** Machines with actors, by machine id; machines without any need no entry. */
export const productionImplementations: Record<
  string,
  (deps: { queryClient: QueryClient }) => Implementations
> = {
  newsletter: () => newsletterImplementations(),
  searchOverlay: () => searchOverlayImplementations(),
  shopDropdown: ({ queryClient }) => shopDropdownImplementations(queryClient),
  account: ({ queryClient }) => accountImplementations(queryClient),
  cartDrawer: ({ queryClient }) => cartDrawerImplementations(queryClient),
  login: () => loginImplementations(),
  kitPurchase: () => kitPurchaseImplementations(),
  kitClaim: () => kitClaimImplementations(),
  productPurchase: ({ queryClient }) => productPurchaseImplementations(queryClient),
  pairingAdd: ({ queryClient }) => pairingAddImplementations(queryClient),
  stickyCart: ({ queryClient }) => stickyCartImplementations(queryClient),
  blogSearch: ({ queryClient }) => blogSearchImplementations(queryClient),
  shoppableDownload: () => shoppableDownloadImplementations(),
  ingredientExplorer: ({ queryClient }) => ingredientExplorerImplementations(queryClient),
  hashScroll: () => hashScrollImplementations(),
}
