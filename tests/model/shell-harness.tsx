/**
 * Renders a piece of the storefront frame for view-level replays: a memory router (route
 * changes are real navigations), a QueryClient seeded with the data the frame reads (public
 * settings, menus, the top banner, the cart) and the flow overrides (held actors).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { AnyStateMachine } from 'xstate'
import type { Cart } from '~/api/cart/add'
import { shellKeys } from '~/api/shell'
import { menuQuery, symbolQuery } from '~/content/query-options'
import type { Menu } from '~/content/types'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'
import { publicSettingsQuery } from '~/lib/public-settings'
import { islandsLoaded } from '~/lib/island'

type Implementations = Parameters<AnyStateMachine['provide']>[0]

export const SITE = 'http://shop.test'

export const emptyCart: Cart = {
  items: [],
  success: true,
  message: '',
  tossProducts: 0,
  discountTotal: 0,
  subtotal: 0,
  total: 0,
  tierSlab: 0,
  subHeaderText: '',
  totalSubscriptionItems: 0,
  itemCount: 0,
}

export const twoItemCart: Cart = {
  ...emptyCart,
  items: [
    {
      id: 1,
      productId: 11,
      name: 'Laundry Detergent',
      image: 'products/laundry/thumbnail.svg',
      imageAlt: 'Laundry Detergent bottle',
      price: 18,
      basePrice: 20,
      quantity: 2,
      subscribe: true,
      frequencyCode: 4,
      offerId: null,
    },
    {
      id: 2,
      productId: 12,
      name: 'Dish Soap',
      image: 'products/dish/thumbnail.svg',
      imageAlt: 'Dish Soap bottle',
      price: 7.5,
      basePrice: 7.5,
      quantity: 1,
      subscribe: false,
      frequencyCode: 2,
      offerId: null,
    },
  ],
  subtotal: 43.5,
  discountTotal: 3.6,
  total: 39.9,
  totalSubscriptionItems: 2,
  itemCount: 3,
  subHeaderText: '',
}

export const anonymousSession = {
  sessionId: 'session-1',
  authToken: 'visitor-token',
  authenticated: false,
  member: null,
  tfOrderId: null,
  myBoxCount: 0,
}

export const memberSession = {
  ...anonymousSession,
  authToken: 'member-session-token',
  authenticated: true,
  member: { firstName: 'Dana', token: 'member-token' },
  myBoxCount: 3,
}

export const mainMenu: Menu = {
  name: 'Main Menu',
  title: 'Main Menu',
  links: [
    { label: 'Shop', url: '/products', newTab: false },
    { label: 'Blog', url: '/blog', newTab: false },
  ],
}

export const topBannerSymbol = {
  id: 'top-banner',
  name: 'Top Banner',
  data: {
    blocks: [
      {
        id: 'strip-1',
        component: {
          name: 'Top Banner Strip',
          options: {
            text: 'Free shipping on subscriptions.',
            linkText: 'Shop now',
            linkUrl: '/products',
          },
        },
      },
    ],
  },
}

/**
 * A query whose answer the test gives: its fetch waits until `resolve` or `reject` (the page's
 * session read, the add-to-cart check). Data set on the key before stays until it is refetched.
 */
export function heldQuery<T>(queryClient: QueryClient, queryKey: readonly unknown[]) {
  let settle: { resolve(value: T): void; reject(error: unknown): void } | null = null
  const asked = { count: 0 }
  queryClient.removeQueries({ queryKey, exact: false })
  queryClient.setQueryDefaults(queryKey, {
    queryFn: () => {
      asked.count++
      return new Promise<T>((resolve, reject) => (settle = { resolve, reject }))
    },
    retry: false,
  })
  return {
    asked,
    resolve: async (value: T) => {
      await act(async () => settle?.resolve(value))
    },
    reject: async (error: unknown) => {
      await act(async () => settle?.reject(error))
    },
  }
}

export function seededQueryClient(cart: Cart | null = emptyCart) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  queryClient.setQueryData(publicSettingsQuery.queryKey, {
    siteUrl: SITE,
    storeApiUrl: SITE,
    storeHostUrl: SITE,
    imageCdnUrl: `${SITE}/media`,
    referrerAllowedHosts: ['partner.example'],
    templates: { allProducts: 'v1', category: 'v1' },
  })
  queryClient.setQueryData(menuQuery('Main Menu').queryKey, mainMenu)
  queryClient.setQueryData(symbolQuery('Top Banner').queryKey, topBannerSymbol as never)
  if (cart) queryClient.setQueryData(shellKeys.cart, cart)
  // The page's session, as the session query has it (a visitor: anonymous, with a token).
  queryClient.setQueryData(shellKeys.session, anonymousSession)
  return queryClient
}

/**
 * The queries marked to be read again at their next use and not read since: an add makes the
 * cart and the add-to-cart check stale, and nothing else the page holds (its session, settings,
 * menus), which would be fetched again for nothing.
 */
export const staleKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join('/'))

export const PATHS = [
  '/',
  '/blog',
  '/elsewhere',
  '/about',
  '/products',
  '/products/category/laundry',
  '/products/category/dish',
  '/products/category/bathroom',
  '/products/category/garden',
  '/products/category/starter-kits/laundry-starter-kit',
  '/starter-kits/laundry',
  '/starter-kits/dish',
  '/starter-kits/garage',
]

export async function renderShell(
  ui: () => ReactNode,
  {
    overrides = {},
    queryClient = seededQueryClient(),
    path = '/',
  }: {
    overrides?: Record<string, Implementations>
    queryClient?: QueryClient
    path?: string
  } = {},
) {
  const root = createRootRoute({
    component: () => (
      <>
        {ui()}
        <Outlet />
      </>
    ),
  })
  const routes = PATHS.map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <p>page {p}</p> }),
  )
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  // Loaded before the page renders, as a server-rendered page is when it hydrates: a flow
  // watching route changes hears the shopper's navigations, not the first load.
  await router.load()
  // Rendered inside an awaited act: a part of the page may suspend on its first render.
  let container!: HTMLElement
  await act(async () => {
    ;({ container } = render(
      <QueryClientProvider client={queryClient}>
        <FlowOverridesProvider overrides={overrides}>
          <RouterProvider router={router} />
        </FlowOverridesProvider>
      </QueryClientProvider>,
    ))
  })
  // Within this render: a test may render a second page beside the first.
  const page = within(container)
  await page.findByText(`page ${path}`)
  // Every island with its code, as on a hydrated page the shopper has reached for.
  while (islandsLoaded()) await act(() => islandsLoaded())
  return {
    router,
    queryClient,
    /** A real client-side navigation (a route change for every machine listening). */
    navigate: async (to: string) => {
      await act(() => router.navigate({ to: to as '/' }))
      await page.findByText(`page ${to}`)
    },
  }
}
