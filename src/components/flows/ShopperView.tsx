import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  Component,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react'
import type { AnyActorRef } from 'xstate'
import { FlowAttach } from '~/flow-wiring/attach'
import styles from './Flows.module.css'

/**
 * A flow's preview (./previews/<flow>.tsx, found by its file name): the flow's real view with
 * the props a page would give it, built from the flow's sample input; `seed` puts the server
 * data the view reads into its (fetch-free) query cache. A flow with no screen of its own
 * says instead what the shopper experiences.
 */
export interface Preview {
  default?: ComponentType<{ input: Record<string, unknown> }>
  seed?: (client: QueryClient, input: Record<string, unknown>) => void
  experience?: string
}

// One chunk a flow, loaded when its page is opened.
const previews = import.meta.glob<Preview>('./previews/*.tsx')

/** A query cache that never fetches: the preview shows the samples, and calls no store. */
function readNothing(seed: Preview['seed'], input: Record<string, unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const defaults = client.defaultQueryOptions.bind(client)
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => ({
    ...defaults(options),
    enabled: false,
  })) as typeof client.defaultQueryOptions
  seed?.(client, input)
  return client
}

type Width = 'phone' | 'desktop'

/** "What the shopper sees": the flow's real view, driven by the simulator's actor. */
export function ShopperView({
  flowKey,
  actor,
  input,
}: {
  flowKey: string
  actor: AnyActorRef
  input: Record<string, unknown>
}) {
  const [preview, setPreview] = useState<{ key: string; preview: Preview } | null>(null)
  const [client, setClient] = useState<QueryClient | null>(null)
  const [width, setWidth] = useState<Width>('desktop')
  useEffect(() => {
    let live = true
    const load = previews[`./previews/${flowKey}.tsx`]
    void (load ? load() : Promise.resolve({} as Preview)).then(
      (p) => {
        if (!live) return
        setClient(readNothing(p.seed, input))
        setPreview({ key: flowKey, preview: p })
      },
      () => live && setPreview({ key: flowKey, preview: { experience: undefined } }),
    )
    return () => {
      live = false
    }
    // Seeded once a flow, from the input it opened with: the data stands for the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flowKey])
  const shown = preview?.key === flowKey ? preview.preview : null
  const View = shown?.default

  return (
    <section className={styles.shopper} aria-labelledby="shopper-title">
      <h2 id="shopper-title">What the shopper sees</h2>
      {!shown ? (
        <p role="status">Loading the shopper's view…</p>
      ) : View && client ? (
        <>
          <div className={styles.widths} role="group" aria-label="Screen width">
            {(['phone', 'desktop'] as const).map((w) => (
              <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
                {w === 'phone' ? 'Phone (375 px)' : 'Desktop'}
              </button>
            ))}
          </div>
          <p className={styles.note}>
            The real view in the state the simulator is in; it follows every step, and the
            simulator's buttons drive it. The page's own breakpoints follow this window's width.
          </p>
          {/* A mirror: inert, so it takes no focus and no clicks; fixed bars stay inside it. */}
          <div className={styles.screen} data-width={width} inert>
            <Boundary>
              <QueryClientProvider client={client}>
                <FlowAttach key={actor.sessionId} flowKey={flowKey} actor={actor}>
                  <View input={input} />
                </FlowAttach>
              </QueryClientProvider>
            </Boundary>
          </div>
        </>
      ) : null}
      {shown?.experience && <p data-testid="experience">{shown.experience}</p>}
      {shown && !View && !shown.experience && <p>This flow has no screen of its own.</p>}
    </section>
  )
}

/** A view that cannot render in a preview leaves the rest of the page working. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('flow preview failed', error, info.componentStack)
  }
  override render() {
    return this.state.failed ? (
      <p role="alert">This view could not be drawn here.</p>
    ) : (
      this.props.children
    )
  }
}
