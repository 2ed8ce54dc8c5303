import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Component, Suspense, use, useMemo, useState, type ErrorInfo, type ReactNode } from 'react'
import type { AnyActorRef } from 'xstate'
import { FlowAttach } from '~/flow-wiring/attach'
import { loadPreview, previewNow, type Preview } from './previews'
import styles from './Flows.module.css'

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

/**
 * "What the shopper sees": the flow's real view, driven by the simulator's actor. The server
 * renders it at the URL's position (its preview loaded before the page renders); in the
 * browser it hydrates once its chunk has loaded, its server HTML shown meanwhile.
 */
export function ShopperView(props: {
  flowKey: string
  actor: AnyActorRef
  input: Record<string, unknown>
}) {
  return (
    <section className={styles.shopper} aria-labelledby="shopper-title">
      <h2 id="shopper-title">What the shopper sees</h2>
      <Suspense fallback={<p role="status">Loading the shopper's view…</p>}>
        <Screen {...props} />
      </Suspense>
    </section>
  )
}

function Screen({
  flowKey,
  actor,
  input,
}: {
  flowKey: string
  actor: AnyActorRef
  input: Record<string, unknown>
}) {
  const shown = previewNow(flowKey) ?? use(loadPreview(flowKey))
  const View = shown.default
  // Seeded once a flow, from the input it opened with: the data stands for the page's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const client = useMemo(() => (View ? readNothing(shown.seed, input) : null), [shown])
  const [width, setWidth] = useState<Width>('desktop')
  return (
    <>
      {View && client && (
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
      )}
      {shown.experience && <p data-testid="experience">{shown.experience}</p>}
      {!View && !shown.experience && <p>This flow has no screen of its own.</p>}
    </>
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
