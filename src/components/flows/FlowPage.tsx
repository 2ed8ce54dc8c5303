import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, use, useState, type ReactNode } from 'react'
import { useHydrated } from '~/lib/use-hydrated'
import {
  flowExercisePathsQuery,
  flowPathsQuery,
  type FlowFacts,
  type PathSummary,
} from '~/flow-catalog/queries'
import type { Layout } from '~/flow-catalog/layout.server'
import { flowSearchString } from '~/flow-catalog/position'
import { sayEvent, sayState } from '~/flow-catalog/words'
import { loadFlowDefinition } from '~/flow-catalog/definitions'
import { serializeEvent, type Flow } from '~/flow-catalog/model'
import { registerAnchor } from '~/flow-catalog/register-search'
import { specRefsOf, type TracedRef } from '~/flow-catalog/spec-trace'
import { ChartOutline, FlowDiagram } from './FlowDiagram'
import { loadPreview } from './previews'
import { ShopperView } from './ShopperView'
import styles from './Flows.module.css'
import { useSimulator, type SimPosition } from './useSimulator'

// Only a link from a failing property test (?walk=) replays a walk: its driver loads then.
const WalkReplay = lazy(() => import('./WalkReplay').then((m) => ({ default: m.WalkReplay })))

type FlowPageProps = Parameters<typeof FlowPage>[0]

/**
 * The flow page by its key: what the route renders as an island (routes/flows/$key.tsx), so
 * the flow's machine, spec properties and live view load with the page's code, when a product
 * owner first reaches for it; the server's HTML shows all of it meanwhile.
 */
export function FlowWorkbench({
  flowKey,
  ...props
}: Omit<FlowPageProps, 'flow'> & { flowKey: string }) {
  // The shopper's view loads beside the flow's definition, not after it.
  void loadPreview(flowKey)
  const flow = use(loadFlowDefinition(flowKey))
  return flow ? <FlowPage flow={flow} {...props} /> : null
}

function FlowPage({
  flow,
  layout,
  exercise,
  walk,
  position,
  onMove,
  facts,
  linkedPath,
}: {
  flow: Flow
  layout: Layout
  /** Property id → how many generated paths it applies on. */
  exercise: Record<string, number>
  walk?: string
  /** Where the simulator starts (the URL's position) and how it tells the URL of each move. */
  position: SimPosition
  onMove: (to: SimPosition) => void
  /** The model's figures and covering paths, computed on the server. */
  facts: FlowFacts
  /** The generated path the URL names, if any. */
  linkedPath: PathSummary | null
}) {
  const sim = useSimulator(flow, position, onMove, linkedPath)
  // The page hydrates when first reached for (an island, routes/flows/$key.tsx): until then
  // its buttons are server HTML. Marked for tests and scripts that wait for it to listen.
  const ready = useHydrated()
  const { config } = flow.machine
  return (
    <div className={styles.page}>
      <p>
        <Link to="/flows">All flows</Link>
      </p>
      <h1>{flow.title}</h1>
      <p className={styles.lead}>{config.description}</p>
      <p className={styles.meta}>
        Spec: {specRefsOf(config.meta).join('; ')} · {facts.states} states ·{' '}
        {facts.transitions.length} transitions · {facts.paths} generated paths ·{' '}
        <a href={`/flows/export/${flow.key}`} download>
          Export JSON for Stately Studio
        </a>
      </p>
      <div className={styles.workbench}>
        <FlowDiagram
          layout={layout}
          active={sim.active}
          lastTransitions={sim.last}
          title={flow.title}
        />
        <ShopperView flowKey={flow.key} actor={sim.actor} input={sim.input} />
        <section
          className={styles.simulator}
          aria-labelledby="sim-title"
          data-ready={ready || undefined}
        >
          <h2 id="sim-title">Simulator</h2>
          <p id="sim-state-title">Current state:</p>
          <ul
            className={styles.stateList}
            data-testid="sim-state"
            aria-labelledby="sim-state-title"
          >
            {sayState(flow.machine, sim.active).map(({ line, description }) => (
              <li key={line}>
                {line}
                {description && <span className={styles.stateDesc}> — {description}</span>}
              </li>
            ))}
          </ul>
          <div className={styles.events} role="group" aria-label="Enabled events">
            {sim.events.map(({ event, outcomes }, i) => (
              <div key={serializeEvent(event)} className={styles.eventRow}>
                <button
                  type="button"
                  className={styles.eventButton}
                  onClick={() => sim.send(event)}
                  aria-describedby={outcomes.length ? `sim-event-${i}` : undefined}
                >
                  {sayEvent(event)}
                </button>
                {outcomes.length > 0 && (
                  <span id={`sim-event-${i}`} className={styles.stateDesc}>
                    {outcomes.join(' ')}
                  </span>
                )}
              </div>
            ))}
          </div>
          <p
            role={sim.broken ? 'alert' : 'status'}
            className={styles.verdict}
            data-broken={sim.broken ? true : undefined}
          >
            {sim.broken
              ? `Spec property broken: ${sim.broken.split('\n')[0]}`
              : 'Spec properties: all hold so far.'}
          </p>
          <button type="button" className="button button--secondary" onClick={sim.reset}>
            Reset
          </button>{' '}
          <a href={`/flows/${flow.key}${flowSearchString(sim.position)}`}>Link to this state</a>
          <details className={styles.context}>
            <summary>Raw state, events and context</summary>
            <pre>
              {JSON.stringify(
                { state: sim.value, events: sim.events.map((e) => e.event), context: sim.context },
                null,
                2,
              )}
            </pre>
          </details>
        </section>
      </div>
      <details>
        <summary>The chart as text</summary>
        <ChartOutline layout={layout} />
      </details>
      {walk !== undefined && (
        <Suspense fallback={null}>
          <WalkReplay flow={flow} walk={walk} />
        </Suspense>
      )}
      <SpecTrace trace={facts.trace} />
      <section aria-labelledby="spec-title">
        <h2 id="spec-title">Spec properties</h2>
        <p>
          Rules written from the specs' text and checked at every step of every generated path and
          on random walks (machines/{flow.key}/spec.ts): what the machine must do, whatever its
          states are called.
        </p>
        <ul className={styles.properties}>
          {flow.spec.properties.map((p) => {
            const paths = exercise[p.id] ?? 0
            return (
              <li key={p.id} id={`property-${p.id}`}>
                <strong>{p.section}</strong> — {p.text}{' '}
                {paths ? (
                  <Expander
                    className={styles.exercise}
                    summary={`applies on ${paths} generated path${paths === 1 ? '' : 's'}`}
                  >
                    {() => <PathIds flowKey={flow.key} property={p.id} />}
                  </Expander>
                ) : (
                  <span className={styles.exercise}>(no generated path applies it: vacuous)</span>
                )}
              </li>
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="paths-title">
        <h2 id="paths-title">Generated test paths</h2>
        <p>
          The same paths run against the machine's spec properties, against the view in vitest and
          in Chromium against the running app. The covering paths are a subset that together reach
          every state and transition; in Chromium they are chained into tours that go on from where
          one path ends, on the same loaded page, and reach the same states and transitions.
        </p>
        <h3>Covering paths ({facts.covering.length})</h3>
        <PathList paths={facts.covering} sim={sim} />
        <Expander summary={`All generated paths (${facts.paths})`}>
          {() => <AllPaths flowKey={flow.key} sim={sim} />}
        </Expander>
      </section>
      <details>
        <summary>Transitions ({facts.transitions.length})</summary>
        <ul>
          {facts.transitions.map((t) => (
            <li key={t.id}>
              <code>{t.source}</code> — {t.label} → <code>{t.targets.join(', ') || '(stays)'}</code>
              {t.description && <span className={styles.stateDesc}>: {t.description}</span>}
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}

/**
 * A count that opens to its list: the list is rendered only once opened, so a page whose
 * properties apply on hundreds of paths stays small and readable.
 */
function Expander({
  summary,
  className,
  children,
}: {
  summary: string
  className?: string
  children: () => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <details className={className} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && children()}
    </details>
  )
}

/** The ids of the paths a property applies on, read when its list is opened. */
function PathIds({ flowKey, property }: { flowKey: string; property: string }) {
  const { data, isError } = useQuery(flowExercisePathsQuery(flowKey, property))
  if (isError) return <p role="alert">The paths could not be read.</p>
  return (
    <p className={styles.pathIds} aria-busy={!data}>
      {data ? data.join(', ') : 'Reading…'}
    </p>
  )
}

/** Every generated path, read from the server when the list is opened. */
function AllPaths({ flowKey, sim }: { flowKey: string; sim: ReturnType<typeof useSimulator> }) {
  const { data, isError } = useQuery(flowPathsQuery(flowKey))
  if (isError) return <p role="alert">The paths could not be read.</p>
  if (!data) return <p aria-busy="true">Reading…</p>
  return <PathList paths={data} sim={sim} />
}

function PathList({ paths, sim }: { paths: PathSummary[]; sim: ReturnType<typeof useSimulator> }) {
  return (
    <ol className={styles.paths}>
      {paths.map((path) => {
        const current = sim.replaying?.path.id === path.id
        return (
          <li key={path.id} data-current={current || undefined}>
            <button type="button" className={styles.replay} onClick={() => sim.replay(path)}>
              Replay <span className="visually-hidden">{path.id}</span>
            </button>
            <code>{path.id}</code> <span>{path.words.join(' → ') || 'starts'}</span>
            {current && (
              <span className={styles.progress}>
                {' '}
                (step {sim.replaying!.step} of {path.press.length})
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

/**
 * The sentences of the spec this flow implements (its machine's `meta.spec`), each with the
 * spec properties that check it and how many generated paths exercise them; a sentence no
 * property checks is marked as such.
 */
function SpecTrace({ trace }: { trace: TracedRef[] }) {
  const sentences = trace.flatMap((r) => r.sentences)
  const checked = sentences.filter((s) => s.properties.length).length
  return (
    <section aria-labelledby="trace-title">
      <h2 id="trace-title">The spec, sentence by sentence</h2>
      <p>
        {checked} of {sentences.length} sentences of the parts of the spec this flow implements are
        checked by a spec property (quoted word for word from docs/spec). Each sentence links to{' '}
        <a href="/flows/spec">the register of both specs</a>, with every test that checks it.
      </p>
      {trace.map((r) => (
        <div key={r.ref} className={styles.traceRef}>
          <h3>{r.ref}</h3>
          {r.waived && (
            <p className={styles.exercise}>Not checked by a property here: {r.waived}</p>
          )}
          <ul className={styles.properties}>
            {r.sentences.map((s, i) => (
              <li key={i} data-checked={s.properties.length > 0}>
                <a href={`/flows/spec#${registerAnchor(s.id)}`}>{s.id}</a> <q>{s.text}</q>{' '}
                {s.properties.length ? (
                  <span className={styles.exercise}>
                    checked by{' '}
                    {s.properties.map((id, j) => (
                      <span key={id}>
                        {j > 0 && ', '}
                        <a href={`#property-${id}`}>{id}</a>
                      </span>
                    ))}
                    {s.paths !== null &&
                      ` · exercised on ${s.paths} generated path${s.paths === 1 ? '' : 's'}`}
                  </span>
                ) : (
                  <span className={styles.unchecked}>no property checks this</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}
