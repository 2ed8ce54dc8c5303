// @vitest-environment jsdom
/**
 * routeChanges (src/flow-wiring/dom.ts), the actor every popup flow invokes while open to close
 * "on any route change", against a real router: which navigations it tells of, and when.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createActor, createMachine, type AnyEventObject } from 'xstate'
import { routeChanges } from '~/flow-wiring/dom'

/** A router whose /slow page waits for `release()` (once its loader runs) before it resolves. */
function routerWithSlowPage() {
  let open = () => {}
  const gate = new Promise<void>((resolve) => (open = resolve))
  let loading = () => {}
  const loaderRan = new Promise<void>((resolve) => (loading = resolve))
  const root = createRootRoute()
  const routes = ['/', '/a', '/b'].map((path) => createRoute({ getParentRoute: () => root, path }))
  const slow = createRoute({
    getParentRoute: () => root,
    path: '/slow',
    loader: () => {
      loading()
      return gate
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([...routes, slow]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  /** Lets the slow page finish, once its read has begun. */
  const release = async () => {
    await loaderRan
    open()
  }
  return { router, release, loaderRan }
}

/** A navigation to a path of this test's own router (not the app's typed tree). */
const go = (router: { navigate: (options: never) => Promise<void> }, to: string, search?: object) =>
  router.navigate({ to, ...(search ? { search } : {}) } as never)

/** The actor running under a parent that records what it sends back. */
function watching(router: ReturnType<typeof routerWithSlowPage>['router']) {
  const told: AnyEventObject[] = []
  const parent = createActor(
    createMachine({
      invoke: { src: routeChanges(router as never, 'popup.routeChanged') },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    }),
  ).start()
  return { told, stop: () => parent.stop() }
}

describe('routeChanges', () => {
  it('tells of a navigation that starts while it runs, once its page is there', async () => {
    const { router, release, loaderRan } = routerWithSlowPage()
    await router.load()
    const { told, stop } = watching(router)
    const done = go(router, '/slow')
    await loaderRan
    expect(told).toEqual([]) // the old page is still shown
    await release()
    await done
    expect(told).toEqual([{ type: 'popup.routeChanged' }])
    await go(router, '/a', { sort: 'price' })
    expect(told).toHaveLength(2)
    stop()
  })

  it('does not tell of a navigation already under way when it started (a sorted list still loading as the menu opens)', async () => {
    const { router, release } = routerWithSlowPage()
    await router.load()
    const done = go(router, '/slow')
    const { told, stop } = watching(router)
    await release()
    await done
    expect(told).toEqual([])
    // The next one the shopper makes with it open still closes it.
    await go(router, '/b')
    expect(told).toEqual([{ type: 'popup.routeChanged' }])
    stop()
  })

  it('ignores a reload of the same address, and stops listening when its state is left', async () => {
    const { router } = routerWithSlowPage()
    await go(router, '/a')
    const { told, stop } = watching(router)
    await router.invalidate()
    expect(told).toEqual([])
    stop()
    await go(router, '/b')
    expect(told).toEqual([])
  })
})
