// @vitest-environment jsdom
/**
 * useFlow (src/flow-wiring/use-flow.ts, ADR 0020) with real flows: until a flow's machine
 * loads, its view shows the generated pre-load row; what loads it, what waits for it and what
 * it is given when it starts.
 *
 * tests/setup.ts loads every machine in a beforeAll, so in that copy of use-flow a machine
 * starts synchronously on its first event: nothing is ever "on its way" there, and a chunk
 * request cannot be seen. Each test here therefore takes a fresh copy of the wiring
 * (vi.resetModules, then a dynamic import) in which no machine has loaded, with each flow's
 * chunk (machines/<flow>/actors.ts, which the loader imports) mocked by `vi.doMock` so the test
 * sees it asked for, holds it back, or makes it fail. XState's createActor is wrapped to see
 * which machines started, with what input, and the events the handle sent them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { fromCallback, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate'
import type * as XState from 'xstate'
import accountFlow from '#machines/account/view.gen'
import type { AccountEvent, accountMachine } from '#machines/account/machine'
import hashScrollFlow from '#machines/hash-scroll/view.gen'
import mobileMenuFlow from '#machines/mobile-menu/view.gen'
import type { mobileMenuMachine } from '#machines/mobile-menu/machine'
import productPurchaseFlow from '#machines/product-purchase/view.gen'
import { PURCHASE_TEXT } from '#machines/product-purchase/connect'
import type { productPurchaseMachine } from '#machines/product-purchase/machine'
import referrerClaimFlow from '#machines/referrer-claim/view.gen'
import { REFERRER_TEXT } from '#machines/referrer-claim/connect'
import type { FlowRef, useFlow as anyUseFlow } from '~/flow-wiring/use-flow'
import { seededQueryClient } from '../../model/shell-harness'

/** The flows' chunks as the loader asks for them: recorded, held back or failing on request. */
const chunks = vi.hoisted(() => ({
  requested: [] as string[],
  gate: null as Promise<void> | null,
  failures: 0,
  /** Chunks past the gate, still arriving. */
  inFlight: 0,
}))
/** Every machine started, with its input and the events the handle sent it. */
const machines = vi.hoisted(() => ({
  started: [] as Array<{ id: string; input: unknown; received: AnyEventObject[]; actor: unknown }>,
}))

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof XState>()
  const createActor = ((
    logic: { id?: string; config?: unknown },
    options?: { input?: unknown },
  ) => {
    const actor = xstate.createActor(logic as never, options as never)
    if (logic.config !== undefined && typeof logic.id === 'string') {
      const record = {
        id: logic.id,
        input: options?.input,
        received: [] as AnyEventObject[],
        actor,
      }
      machines.started.push(record)
      const send = actor.send.bind(actor)
      actor.send = (event: AnyEventObject) => {
        record.received.push(event)
        send(event as never)
      }
    }
    return actor
  }) as typeof xstate.createActor
  return { ...xstate, createActor }
})

const FLOWS = [
  'account',
  'blog-search',
  'carousel',
  'hash-scroll',
  'mobile-menu',
  'product-purchase',
  'referrer-claim',
]

async function chunk(key: string, original: () => Promise<unknown>) {
  chunks.requested.push(key)
  if (chunks.gate) await chunks.gate
  chunks.inFlight++
  try {
    if (chunks.failures > 0) {
      chunks.failures--
      throw new Error(`machines/${key}/actors.ts did not arrive`)
    }
    return await original()
  } finally {
    chunks.inFlight--
  }
}

/** A copy of the wiring in which no machine has loaded yet. */
async function freshWiring() {
  // Earlier copies still listen for the first sign of use (their warm flows): let them have it
  // now, so that they load nothing during this test.
  act(() => void window.dispatchEvent(new KeyboardEvent('keydown')))
  await arrived()
  vi.resetModules()
  chunks.requested = []
  chunks.gate = null
  chunks.failures = 0
  machines.started = []
  for (const key of FLOWS) vi.doMock(`#machines/${key}/actors`, (original) => chunk(key, original))
  const { useFlow } = await import('~/flow-wiring/use-flow')
  const { FlowOverridesProvider } = await import('~/flow-wiring/overrides')
  const { sendToFlow } = await import('~/flow-wiring/wiring')
  return { useFlow, FlowOverridesProvider, sendToFlow, ...views(useFlow) }
}

/** Holds every chunk back until `release` (a chunk on a slow connection). */
function holdChunks() {
  let open!: () => void
  chunks.gate = new Promise<void>((resolve) => (open = resolve))
  return async () => {
    chunks.gate = null
    open()
    await arrived()
  }
}

// Real time, even while a test fakes the clock: chunks arrive in real time.
const realSetTimeout = globalThis.setTimeout

/**
 * Lets the chunks asked for arrive (those not held back) and the machines they bring start:
 * waits until nothing more is asked for, arriving or starting for a few rounds.
 */
async function arrived() {
  const state = () => `${chunks.requested.length} ${chunks.inFlight} ${machines.started.length}`
  await act(async () => {
    let quiet = 0
    let last = ''
    for (let round = 0; round < 200 && quiet < 3; round++) {
      await new Promise((resolve) => realSetTimeout(resolve, 5))
      const now = state()
      quiet = now === last && chunks.inFlight === 0 ? quiet + 1 : 0
      last = now
    }
  })
}

const startedOf = (id: string) => machines.started.filter((m) => m.id === id)
const receivedBy = (id: string) => startedOf(id).map((m) => m.received.map((e) => e.type))

type UseFlow = typeof anyUseFlow

/** Small views over the real flows, each on the given copy of useFlow. */
function views(useFlow: UseFlow) {
  const refs: {
    menus: Record<string, FlowRef<typeof mobileMenuMachine>>
    account?: FlowRef<typeof accountMachine>
    purchase?: FlowRef<typeof productPurchaseMachine>
  } = { menus: {} }
  function Menu({ name = 'menu' }: { name?: string }) {
    const { actor, api } = useFlow(mobileMenuFlow)
    refs.menus[name] = actor
    return (
      <nav {...api.getBarProps()} aria-label={name}>
        <button {...api.getTriggerProps()} />
        <div {...api.getContentProps()}>
          <button {...api.getSectionTriggerProps('care', 'Care')} />
        </div>
      </nav>
    )
  }
  function Account() {
    const { actor, api } = useFlow(accountFlow)
    refs.account = actor
    if (!api.known) return <p>Session unknown</p>
    if (api.showLogin) return <a href="/login" {...api.getLoginProps()} />
    return (
      <div {...api.getRootProps()}>
        <button {...api.getTriggerProps()}>{api.label}</button>
        <span {...api.getMyBoxProps()} />
      </div>
    )
  }
  function Purchase({ onAdded }: { onAdded: (event: unknown) => void }) {
    const { actor, api } = useFlow(productPurchaseFlow, {
      input: { productId: 7, name: 'Dish Soap', price: 12.5 },
    })
    refs.purchase = actor
    // Subscribed as the views do, in an effect at mount: long before the machine runs.
    useEffect(() => {
      const sub = actor.on('purchase.added', onAdded)
      return () => sub.unsubscribe()
    }, [actor, onAdded])
    return (
      <button type="button" disabled={!api.canAdd}>
        {api.busy ? PURCHASE_TEXT.adding : PURCHASE_TEXT.add}
      </button>
    )
  }
  function Referrer() {
    const { api } = useFlow(referrerClaimFlow)
    return api.showOffer ? <p>{REFERRER_TEXT.offer}</p> : <p>The usual banner</p>
  }
  function HashScroll() {
    useFlow(hashScrollFlow)
    return null
  }
  return { refs, Menu, Account, Purchase, Referrer, HashScroll }
}

const withClient = (children: ReactNode, client: QueryClient = new QueryClient()) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
)
const trigger = (name = 'menu') =>
  screen.getByRole('navigation', { name }).querySelector('button[aria-label="Menu"]')!
const section = (name = 'menu') =>
  screen.getByRole('navigation', { name }).querySelector('button[aria-label="Care links"]')!

afterEach(() => {
  vi.useRealTimers()
  for (const name of ['last_referrer', 'last_referrer_old'])
    document.cookie = `${name}=; path=/; max-age=0`
  window.history.replaceState(null, '', window.location.pathname)
})

describe('useFlow before its machine loads', () => {
  it('shows the pre-load row, the same on the server as in the first client render', async () => {
    const { Menu } = await freshWiring()
    const page = withClient(<Menu />)
    const html = renderToString(page)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const mismatches: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
    )
    onTestFinished(() => {
      act(() => root.unmount())
      container.remove()
    })
    expect(mismatches).toEqual([])
    expect(container.innerHTML).toBe(html)
    // The row: closed, its parts named from the view's id (the same on both sides).
    const button = trigger()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button.getAttribute('aria-controls')).toMatch(/-menu$/)
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveAttribute(
      'data-open',
      'false',
    )
    await arrived()
    expect(chunks.requested).toEqual([])
    expect(machines.started).toEqual([])
  })

  it('loads nothing for the events its row marks inert', async () => {
    const { Menu, Account, refs } = await freshWiring()
    render(
      withClient(
        <>
          <Menu />
          <Account />
        </>,
      ),
    )
    act(() => {
      refs.menus.menu!.send({ type: 'menu.closed' })
      refs.menus.menu!.send({ type: 'menu.routeChanged' })
      fireEvent.click(section())
      // The account menu cannot be toggled before the session is known.
      refs.account!.send({ type: 'account.menuToggled' })
    })
    await arrived()
    expect(chunks.requested).toEqual([])
    expect(machines.started).toEqual([])
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Session unknown')).toBeInTheDocument()

    // The hamburger is not inert: it loads the menu, which opens.
    fireEvent.click(trigger())
    await arrived()
    expect(chunks.requested).toEqual(['mobile-menu'])
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
  })

  it('loads the machine on a start.wakeOn event, without handing it the event', async () => {
    const { FlowOverridesProvider } = await freshWiring()
    const { Carousel } = await import('~/components/carousel/Carousel')
    render(
      withClient(
        <FlowOverridesProvider
          overrides={{ carousel: { actors: { runEngine: fromCallback(() => {}) } } }}
        >
          <Carousel label="Related products">
            <p>One</p>
            <p>Two</p>
          </Carousel>
        </FlowOverridesProvider>,
      ),
    )
    const carousel = screen.getByRole('region', { name: 'Related products' })
    // The pointer leaving a carousel that does not autoplay: inert, and not a wake event.
    fireEvent.pointerLeave(carousel)
    await arrived()
    expect(chunks.requested).toEqual([])

    // The pointer reaching it: the engine should be there by the click.
    fireEvent.pointerEnter(carousel)
    await arrived()
    expect(chunks.requested).toEqual(['carousel'])
    expect(startedOf('carousel')).toHaveLength(1)
    // Nothing in the starting machine handles it: it is not replayed.
    expect(receivedBy('carousel')).toEqual([[]])
  })

  it('shows the row for a first start event (server data) without loading the machine', async () => {
    const { Account, refs } = await freshWiring()
    render(withClient(<Account />))
    expect(screen.getByText('Session unknown')).toBeInTheDocument()
    act(() =>
      refs.account!.send({
        type: 'account.sessionRead',
        session: {
          authenticated: true,
          member: { firstName: 'Dana', token: 't-1' },
          myBoxCount: 3,
        },
      }),
    )
    expect(screen.getByRole('button', { name: "Dana's Account" })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.getByLabelText('My Box, 3 items')).toBeInTheDocument()
    await arrived()
    expect(chunks.requested).toEqual([])
    expect(machines.started).toEqual([])
  })

  it('hands a later start event to the machine, in order, instead of the table', async () => {
    const { Account, refs } = await freshWiring()
    render(withClient(<Account />))
    const release = holdChunks()
    const session = (firstName: string, myBoxCount: number): AccountEvent => ({
      type: 'account.sessionRead',
      session: { authenticated: true, member: { firstName, token: 't' }, myBoxCount },
    })
    act(() => refs.account!.send(session('Dana', 3)))
    act(() => refs.account!.send({ type: 'account.menuToggled' }))
    act(() => refs.account!.send({ type: 'account.myBoxAdded', quantity: 2 }))
    // The session read again while the machine loads: the table cannot say how the machine
    // takes a second answer, so the view waits for it.
    act(() => refs.account!.send(session('Eve', 9)))
    await arrived()
    expect(chunks.requested).toEqual(['account'])
    expect(machines.started).toEqual([])
    expect(screen.getByRole('button', { name: "Dana's Account" })).toHaveAttribute(
      'aria-expanded',
      'false',
    )

    await release()
    expect(receivedBy('account')).toEqual([
      ['account.sessionRead', 'account.menuToggled', 'account.myBoxAdded', 'account.sessionRead'],
    ])
    // The account machine keeps the member it read first (a new login is a new page): Dana's
    // menu open, her box counted 3 + 2.
    expect(screen.getByRole('button', { name: "Dana's Account" })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByLabelText('My Box, 5 items')).toBeInTheDocument()
  })

  it('keeps an event sent while its chunk is on its way, even one its row marks inert', async () => {
    const { Menu } = await freshWiring()
    render(withClient(<Menu />))
    const release = holdChunks()
    fireEvent.click(trigger())
    await arrived()
    expect(chunks.requested).toEqual(['mobile-menu'])
    expect(machines.started).toEqual([])
    // Closed, the menu ignores a section; but after the queued toggle it will be open.
    fireEvent.click(section())
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')

    await release()
    expect(receivedBy('mobile-menu')).toEqual([['menu.toggled', 'menu.sectionToggled']])
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    expect(section()).toHaveAttribute('aria-expanded', 'true')
    // Loaded, it answers at once.
    fireEvent.click(trigger())
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
  })

  it('tries the chunk again on the next event after it failed to arrive', async () => {
    const { Menu } = await freshWiring()
    render(withClient(<Menu />))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    chunks.failures = 1
    fireEvent.click(trigger())
    await arrived()
    expect(chunks.requested).toEqual(['mobile-menu'])
    expect(machines.started).toEqual([])
    expect(logged).toHaveBeenCalledWith('[flow] mobile-menu did not load', expect.anything())
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')

    fireEvent.click(trigger())
    await arrived()
    expect(chunks.requested).toEqual(['mobile-menu', 'mobile-menu'])
    expect(startedOf('mobile-menu')).toHaveLength(1)
    // The press the failed chunk could not answer was dropped (the shopper saw nothing happen):
    // only this one is replayed, so the menu opens rather than opening and closing again.
    expect(receivedBy('mobile-menu')).toEqual([['menu.toggled']])
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
  })

  it('starts 1.5 s before its first move without an event (start.defer.wakeBefore), its input made then', async () => {
    const { FlowOverridesProvider } = await freshWiring()
    const { Carousel } = await import('~/components/carousel/Carousel')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    render(
      withClient(
        <FlowOverridesProvider
          overrides={{ carousel: { actors: { runEngine: fromCallback(() => {}) } } }}
        >
          <Carousel label="Perfect Pairings" autoplayMs={7000}>
            <p>One</p>
            <p>Two</p>
          </Carousel>
        </FlowOverridesProvider>,
      ),
    )
    // Its first move at 7 s, its code 1.5 s before (ADR 0021).
    const wakeAt = 7000 - 1500
    act(() => vi.advanceTimersByTime(wakeAt - 1))
    await arrived()
    expect(chunks.requested).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    await arrived()
    expect(chunks.requested).toEqual(['carousel'])
    // The actor starts a task after its code is evaluated, by a message: the fake clock does
    // not hold it.
    await act(() => new Promise((resolve) => setImmediate(resolve)))
    expect(startedOf('carousel')).toHaveLength(1)
    // Its input was made as it started: the first interval already ran this long.
    expect(startedOf('carousel')[0]!.input).toMatchObject({ intervalMs: 7000, headStartMs: wakeAt })
    expect(receivedBy('carousel')).toEqual([[]])
  })

  it('starts at mount when its start.defer.cookie exists, and only then', async () => {
    {
      const { Referrer } = await freshWiring()
      // A cookie whose name only begins like it does not count.
      document.cookie = 'last_referrer_old=%2Fproducts; path=/'
      const { unmount } = render(withClient(<Referrer />, seededQueryClient()))
      await arrived()
      expect(chunks.requested).toEqual([])
      expect(screen.getByText('The usual banner')).toBeInTheDocument()
      unmount()
    }
    const { Referrer } = await freshWiring()
    document.cookie = `last_referrer=${encodeURIComponent('/products/category/laundry')}; path=/`
    render(withClient(<Referrer />, seededQueryClient()))
    await arrived()
    expect(chunks.requested).toEqual(['referrer-claim'])
    // The machine's own actor read the cookie as it started: no event was needed.
    expect(screen.getByText(REFERRER_TEXT.offer)).toBeInTheDocument()
  })
})

describe('useFlow around its actor', () => {
  const scrolls: string[] = []
  const scrollToTarget = fromPromise<boolean, { id: string }>(async ({ input }) => {
    scrolls.push(input.id)
    return true
  })
  const hashChange = (hash: string) =>
    act(() => {
      window.history.replaceState(null, '', hash)
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })

  it("keeps one actor through StrictMode's second mount", async () => {
    const { HashScroll, Menu, FlowOverridesProvider } = await freshWiring()
    scrolls.length = 0
    render(
      <StrictMode>
        {withClient(
          <FlowOverridesProvider overrides={{ 'hash-scroll': { actors: { scrollToTarget } } }}>
            <HashScroll />
            <Menu />
          </FlowOverridesProvider>,
        )}
      </StrictMode>,
    )
    await arrived()
    expect(startedOf('hash-scroll')).toHaveLength(1)
    hashChange('#12')
    await arrived()
    expect(scrolls).toEqual(['12'])
    // A flow started by the shopper after the second mount runs too.
    fireEvent.click(trigger())
    await arrived()
    expect(startedOf('mobile-menu')).toHaveLength(1)
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
  })

  it('stops its actor when the view goes, and starts none for a view gone', async () => {
    const { HashScroll, Menu, FlowOverridesProvider } = await freshWiring()
    scrolls.length = 0
    const page = render(
      withClient(
        <FlowOverridesProvider overrides={{ 'hash-scroll': { actors: { scrollToTarget } } }}>
          <HashScroll />
        </FlowOverridesProvider>,
      ),
    )
    await arrived()
    expect(startedOf('hash-scroll')).toHaveLength(1)
    page.unmount()
    await arrived()
    expect((startedOf('hash-scroll')[0]!.actor as AnyActorRef).getSnapshot().status).toBe('stopped')
    hashChange('#12')
    await arrived()
    expect(scrolls).toEqual([])

    // A press, then the view gone before its chunk arrived: nothing starts.
    const release = holdChunks()
    const menu = render(withClient(<Menu />))
    fireEvent.click(trigger())
    menu.unmount()
    await release()
    expect(chunks.requested).toEqual(['hash-scroll', 'mobile-menu'])
    expect(startedOf('mobile-menu')).toEqual([])
  })

  it('sendToFlow reaches every mounted view of the flow', async () => {
    const { Menu, sendToFlow } = await freshWiring()
    const { unmount } = render(withClient(<Menu name="first" />))
    render(withClient(<Menu name="second" />))
    act(() => sendToFlow('mobile-menu', { type: 'menu.toggled' }))
    await arrived()
    expect(trigger('first')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('second')).toHaveAttribute('aria-expanded', 'true')
    expect(startedOf('mobile-menu')).toHaveLength(2)

    unmount()
    act(() => sendToFlow('mobile-menu', { type: 'menu.closed' }))
    expect(trigger('second')).toHaveAttribute('aria-expanded', 'false')
  })

  it("hands what the machine emits to handlers attached before it started, and to its wiring's listeners with its input", async () => {
    const { Purchase, refs, FlowOverridesProvider } = await freshWiring()
    const added = vi.fn()
    window.dataLayer = []
    render(
      withClient(
        <FlowOverridesProvider
          overrides={{
            'product-purchase': {
              actors: { addToCart: fromPromise(async () => ({ message: null })) },
            },
          }}
        >
          <Purchase onAdded={added} />
        </FlowOverridesProvider>,
      ),
    )
    // The add waits for the check (the table's first row).
    expect(screen.getByRole('button', { name: PURCHASE_TEXT.add })).toBeDisabled()
    // Attached and let go before the machine runs: never called.
    const dropped = vi.fn()
    refs.purchase!.on('purchase.added', dropped).unsubscribe()
    act(() =>
      refs.purchase!.send({
        type: 'purchase.checked',
        check: {
          isSubscribable: false,
          hasActiveSubscription: false,
          hasOneTimePurchase: false,
          isMember: false,
        },
      }),
    )
    expect(screen.getByRole('button', { name: PURCHASE_TEXT.add })).toBeEnabled()
    expect(machines.started).toEqual([])

    act(() => refs.purchase!.send({ type: 'purchase.submitted' }))
    await arrived()
    expect(added).toHaveBeenCalledExactlyOnceWith({
      type: 'purchase.added',
      message: null,
      quantity: 1,
    })
    expect(dropped).not.toHaveBeenCalled()
    // The production listener counted the add with the product the view gave as input.
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({
        items: [
          expect.objectContaining({
            item_id: '7',
            item_name: 'Dish Soap',
            price: 12.5,
            quantity: 1,
          }),
        ],
      }),
    })
  })

  it.each([
    ['a pointer over the page', () => fireEvent.pointerOver(document.body)],
    // On a phone the first sign of use is a scroll, well before the first tap (issue 51).
    ['a scroll', () => fireEvent.scroll(window)],
  ])(
    'loads the flows that ask for it on the first sign of use (%s), and only those',
    async (_, use) => {
      const { Menu, useFlow } = await freshWiring()
      const blogSearchFlow = (await import('#machines/blog-search/view.gen')).default
      function Search() {
        useFlow(blogSearchFlow)
        return null
      }
      render(
        withClient(
          <>
            <Menu />
            <Search />
          </>,
        ),
      )
      await arrived()
      expect(chunks.requested).toEqual([])
      use()
      await arrived()
      // The menu's table says warm; the blog search's does not.
      expect(chunks.requested).toEqual(['mobile-menu'])
      // Loaded, not started: the menu still waits for its first event.
      expect(machines.started).toEqual([])
      fireEvent.click(trigger())
      expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    },
  )
})
