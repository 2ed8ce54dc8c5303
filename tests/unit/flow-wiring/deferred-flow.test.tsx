// @vitest-environment jsdom
/**
 * useDeferredFlow (ADR 0020): the view renders the resting snapshot until its first event;
 * events sent while the machine loads are replayed in order; emitted events reach handlers
 * registered before the load; inert events load nothing; a read at start moves the resting
 * snapshot and the machine resumes there; an unmounted view starts nothing; intent preloads.
 * Each flow here has its own id: the module keeps loaded machines by id.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { assign, emit, setup, type AnyStateMachine } from 'xstate'
import type { FlowView } from '#machines/shared/connect'
import type { Outcome } from '#machines/shared/start'
import { preloadOnIntent, useDeferredFlow, type DeferredFlow } from '~/flow-wiring/deferred-flow'
import { FlowOverridesProvider } from '~/flow-wiring/overrides'

function toyMachine(id: string) {
  return setup({
    types: {
      context: {} as { opened: number },
      events: {} as { type: 'toy.toggled' } | { type: 'toy.routeChanged' },
      emitted: {} as { type: 'toy.opened'; times: number },
    },
    actions: {
      count: assign({ opened: ({ context }) => context.opened + 1 }),
      announce: emit(({ context }) => ({ type: 'toy.opened' as const, times: context.opened })),
    },
  }).createMachine({
    id,
    context: { opened: 0 },
    initial: 'closed',
    states: {
      closed: { on: { 'toy.toggled': { target: 'open', actions: ['count', 'announce'] } } },
      open: { on: { 'toy.toggled': 'closed', 'toy.routeChanged': 'closed' } },
    },
  })
}
type Toy = ReturnType<typeof toyMachine>

/** A load the test lets through when it chooses. */
function gated<M extends AnyStateMachine>(machine: M) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const load = vi.fn(() => gate.then(() => machine))
  return { load, open: () => act(async () => open()) }
}

/** A flow whose read at start the test answers (`answer`), its machine let through by `open`. */
function readingToy(id: string) {
  const { load, open } = gated(toyMachine(id))
  let resolveRead!: (opened: number) => void
  const read = () => new Promise<number>((resolve) => (resolveRead = resolve))
  const flow: DeferredFlow<AnyStateMachine, undefined, number> = {
    id,
    load,
    start: () => ({ value: 'closed', context: { opened: 0 } }),
    read: {
      actor: 'read',
      run: read,
      settle: (_, outcome: Outcome<number>) =>
        'output' in outcome
          ? { value: 'open', context: { opened: outcome.output } }
          : { value: 'closed', context: { opened: 0 } },
    },
  }
  return {
    flow: flow as unknown as DeferredFlow<Toy, undefined, never>,
    load,
    open,
    read,
    answer: (opened: number) => resolveRead(opened),
  }
}

function connectToy(snapshot: FlowView<Toy>, send: (e: { type: 'toy.toggled' }) => void) {
  return {
    open: snapshot.matches('open'),
    opened: snapshot.context.opened,
    toggle: () => send({ type: 'toy.toggled' }),
  }
}

function Toy({
  flow,
  onOpened,
}: {
  flow: DeferredFlow<Toy, undefined, never>
  onOpened?: (n: number) => void
}) {
  const { actor, api } = useDeferredFlow(flow, connectToy)
  // Subscribed in an effect, as the views do.
  useEffect(() => {
    if (!onOpened) return
    const sub = actor.on('toy.opened', (e) => onOpened(e.times))
    return () => sub.unsubscribe()
  }, [actor, onOpened])
  return (
    <button aria-expanded={api.open} onClick={api.toggle}>
      Toy {api.opened}
    </button>
  )
}

const button = () => screen.getByRole('button', { name: /Toy/ })

describe('a deferred flow', () => {
  it('renders where the machine starts, and loads it only on the first event', async () => {
    const machine = toyMachine('toy-a')
    const { load, open } = gated(machine)
    const flow = { id: 'toy-a', load, start: () => ({ value: 'closed', context: { opened: 0 } }) }
    render(<Toy flow={flow} />)
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(load).not.toHaveBeenCalled()

    // Three clicks before the machine arrives: all three are replayed, in order.
    fireEvent.click(button())
    fireEvent.click(button())
    fireEvent.click(button())
    expect(load).toHaveBeenCalledTimes(1)
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    await open()
    expect(button()).toHaveAttribute('aria-expanded', 'true')
    expect(button()).toHaveTextContent('Toy 2')

    // Loaded, it answers at once.
    fireEvent.click(button())
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('delivers what the machine emits to handlers registered before it loaded', async () => {
    const machine = toyMachine('toy-b')
    const { load, open } = gated(machine)
    const heard = vi.fn()
    const flow = { id: 'toy-b', load, start: () => ({ value: 'closed', context: { opened: 0 } }) }
    render(<Toy flow={flow} onOpened={heard} />)
    fireEvent.click(button())
    expect(heard).not.toHaveBeenCalled()
    await open()
    expect(heard).toHaveBeenCalledExactlyOnceWith(1)
  })

  it('loads nothing for an inert event', () => {
    const machine = toyMachine('toy-c')
    const { load } = gated(machine)
    const flow = {
      id: 'toy-c',
      load,
      start: () => ({ value: 'closed', context: { opened: 0 } }),
      inert: (event: { type: string }) => event.type === 'toy.routeChanged',
    }
    function Routed() {
      const { actor } = useDeferredFlow(flow, connectToy)
      return <button onClick={() => actor.send({ type: 'toy.routeChanged' })}>Toy</button>
    }
    render(<Routed />)
    fireEvent.click(button())
    expect(load).not.toHaveBeenCalled()
  })

  it('rests where its read at start leads, and the machine resumes there', async () => {
    const { flow, load, open, read, answer } = readingToy('toy-d')
    render(<Toy flow={flow} />, {
      // The read needs a client in the app; here a test override stands in for it.
      wrapper: ({ children }) => (
        <FlowOverridesProvider
          overrides={{
            'toy-d': {
              actors: {
                read: { config: read } as never,
              },
            },
          }}
        >
          {children}
        </FlowOverridesProvider>
      ),
    })
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    await act(async () => answer(5))
    expect(button()).toHaveAttribute('aria-expanded', 'true')
    expect(button()).toHaveTextContent('Toy 5')
    expect(load).not.toHaveBeenCalled()

    fireEvent.click(button())
    await open()
    // From open (where the read left it), the toggle closes: the machine did not start over.
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(button()).toHaveTextContent('Toy 5')
  })

  it('starts nothing for a view gone, whether its machine was on its way or already here', async () => {
    const started = vi.fn()
    // Entering its initial state is the sign a machine was started.
    const watched = setup({}).createMachine({ id: 'toy-e', entry: started })
    const { load, open } = gated(watched as unknown as Toy)
    const flow = { id: 'toy-e', load, start: () => ({ value: 'closed', context: { opened: 0 } }) }
    let press = () => {}
    function Pressable() {
      const { api } = useDeferredFlow(flow, connectToy)
      // Kept for after the view is gone, as a late event handler would be.
      useEffect(() => {
        press = api.toggle
      })
      return <button onClick={api.toggle}>Toy</button>
    }
    const first = render(<Pressable />)
    fireEvent.click(button())
    first.unmount()
    await open()
    expect(started).not.toHaveBeenCalled()

    // The machine is loaded now: a press reaching a view already gone still starts nothing.
    const second = render(<Pressable />)
    const gonePress = press
    second.unmount()
    await act(async () => {})
    gonePress()
    expect(started).not.toHaveBeenCalled()
  })

  it('keeps its flow through the second mount StrictMode makes in development', async () => {
    const { flow, open, answer } = readingToy('toy-g')
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <Toy flow={flow} />
        </QueryClientProvider>
      </StrictMode>,
    )
    await act(async () => answer(3))
    expect(button()).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(button())
    await open()
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('replays an inert event sent behind one waiting for the machine', async () => {
    const machine = toyMachine('toy-h')
    const { load, open } = gated(machine)
    const flow = {
      id: 'toy-h',
      load,
      start: () => ({ value: 'closed', context: { opened: 0 } }),
      inert: (event: { type: string }) => event.type === 'toy.routeChanged',
    }
    function Routed() {
      const { actor, api } = useDeferredFlow(flow, connectToy)
      return (
        <>
          <button aria-expanded={api.open} onClick={api.toggle}>
            Toy
          </button>
          <button onClick={() => actor.send({ type: 'toy.routeChanged' })}>Away</button>
        </>
      )
    }
    render(<Routed />)
    // Opened, then a navigation, both before the machine arrives: it must end closed.
    fireEvent.click(button())
    fireEvent.click(screen.getByRole('button', { name: 'Away' }))
    await open()
    expect(button()).toHaveAttribute('aria-expanded', 'false')
  })

  it('preloads on the first sign of use, once', async () => {
    const machine = toyMachine('toy-f')
    // The first load fails (and is forgotten): a second sign of use would load again if the
    // listeners were still there.
    const load = vi.fn<() => Promise<Toy>>().mockRejectedValueOnce(new Error('offline'))
    load.mockResolvedValue(machine)
    const stop = preloadOnIntent([{ id: 'toy-f', load }])
    expect(load).not.toHaveBeenCalled()
    fireEvent.pointerOver(document.body)
    await act(async () => {})
    fireEvent.keyDown(document.body, { key: 'Tab' })
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(1)
    stop()
  })

  it('shows keystrokes made while its machine loads, and the machine takes over from them', async () => {
    const machine = fieldMachine('field-a')
    const { load, open } = gated(machine)
    render(<Field flow={fieldFlow('field-a', load)} />)
    const field = screen.getByRole('textbox', { name: 'Note' })
    // Without the preview React would put back the resting "" and the next key would build on it.
    fireEvent.change(field, { target: { value: 'a' } })
    fireEvent.change(field, { target: { value: 'ab' } })
    expect(field).toHaveValue('ab')
    expect(screen.getByText('Typed 2')).toBeInTheDocument()
    await open()
    // The machine replayed both keystrokes: the same text, now its own.
    expect(field).toHaveValue('ab')
    expect(screen.getByText('Typed 2')).toBeInTheDocument()
    fireEvent.change(field, { target: { value: 'abc' } })
    expect(screen.getByText('Typed 3')).toBeInTheDocument()
  })

  it('shows nothing early after an event its preview does not know', async () => {
    const machine = fieldMachine('field-b')
    const { load, open } = gated(machine)
    render(<Field flow={fieldFlow('field-b', load)} />)
    const field = screen.getByRole('textbox', { name: 'Note' })
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    fireEvent.change(field, { target: { value: 'z' } })
    // What follows a clear depends on the machine: the field waits for it.
    expect(field).toHaveValue('')
    await open()
    expect(field).toHaveValue('z')
  })

  it('keeps showing keystrokes when its read at start settles while the machine loads', async () => {
    const machine = fieldMachine('field-d')
    const { load, open } = gated(machine)
    let answer!: (shownMsAgo: number) => void
    const flow = {
      ...fieldFlow('field-d', load),
      read: {
        actor: 'read',
        run: () => new Promise<number>((resolve) => (answer = resolve)),
        settle: (_: undefined, outcome: Outcome<number>) => ({
          value: 'editing',
          context: { text: '', keys: 0, shownMsAgo: 'output' in outcome ? outcome.output : 0 },
        }),
      },
    } as unknown as DeferredFlow<FieldMachine, undefined, never>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Field flow={flow} />
      </QueryClientProvider>,
    )
    const field = screen.getByRole('textbox', { name: 'Note' })
    fireEvent.change(field, { target: { value: 'ab' } })
    await act(async () => answer(40))
    // Where the read left the flow, with the keystroke still on it.
    expect(screen.getByText('Shown 40 ms before')).toBeInTheDocument()
    expect(field).toHaveValue('ab')
    expect(load).toHaveBeenCalledTimes(1)
    await open()
    expect(field).toHaveValue('ab')
  })

  it('wakes without an event, its input told how long ago the view showed', async () => {
    const machine = fieldMachine('field-c')
    const { load, open } = gated(machine)
    let now = 1000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const flow = {
      ...fieldFlow('field-c', load),
      resume: (_: undefined, elapsedMs: number) => ({ shownMsAgo: elapsedMs }),
    } as unknown as DeferredFlow<FieldMachine, undefined, never>
    render(<Field flow={flow} />)
    now = 3500
    expect(load).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Wake' }))
    await open()
    expect(screen.getByText('Shown 2500 ms before')).toBeInTheDocument()
    vi.restoreAllMocks()
  })
})

function fieldMachine(id: string) {
  return setup({
    types: {
      context: {} as { text: string; keys: number; shownMsAgo: number },
      events: {} as { type: 'field.typed'; value: string } | { type: 'field.cleared' },
      input: {} as { shownMsAgo?: number } | undefined,
    },
    actions: {
      type: assign({
        text: (_, p: { value: string }) => p.value,
        keys: ({ context }) => context.keys + 1,
      }),
      clear: assign({ text: '' }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ text: '', keys: 0, shownMsAgo: input?.shownMsAgo ?? 0 }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'field.typed': { actions: { type: 'type', params: ({ event }) => event } },
          'field.cleared': { actions: 'clear' },
        },
      },
    },
  })
}
type FieldMachine = ReturnType<typeof fieldMachine>

function fieldFlow(id: string, load: () => Promise<FieldMachine>) {
  return {
    id,
    load,
    start: () => ({ value: 'editing', context: { text: '', keys: 0, shownMsAgo: 0 } }),
    preview: (resting, event) =>
      event.type === 'field.typed'
        ? {
            value: 'editing',
            context: { ...resting.context, text: event.value, keys: resting.context.keys + 1 },
          }
        : null,
  } satisfies DeferredFlow<FieldMachine>
}

function Field({ flow }: { flow: DeferredFlow<FieldMachine, undefined, never> }) {
  const { actor, api } = useDeferredFlow(flow, (snapshot, send) => ({
    text: snapshot.context.text,
    keys: snapshot.context.keys,
    shownMsAgo: snapshot.context.shownMsAgo,
    type: (value: string) => send({ type: 'field.typed', value }),
    clear: () => send({ type: 'field.cleared' }),
  }))
  return (
    <>
      <input aria-label="Note" value={api.text} onChange={(e) => api.type(e.target.value)} />
      <p>Typed {api.keys}</p>
      <p>Shown {api.shownMsAgo} ms before</p>
      <button onClick={api.clear}>Clear</button>
      <button onClick={() => actor.wake()}>Wake</button>
    </>
  )
}
