import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { Chart, ChartEdge, Layout, NumberedEdge } from '~/flow-catalog/layout.server'
import styles from './Flows.module.css'

/** Zoom bounds; at 1 the labels are drawn at 13 px (states) and 12 px (transitions). */
const MIN_SCALE = 0.1
const MAX_SCALE = 2
const STEP = 1.25

type Variant = 'words' | 'numbers'

/** What a transition does and its event's id: its title, description and text. */
const explain = (e: NumberedEdge) =>
  `${e.description ? `${e.description} ` : ''}(event: ${e.label})`

/**
 * The statechart drawn from its ELK layout, opening as wide as its column and never wider,
 * its states' names at least 11 px high: edges labelled in plain words where the column
 * allows it, numbered with a legend where it does not (a phone); both are in the HTML and a
 * container query shows the one that fits, before any script runs. Zoom, fit and drag-to-pan
 * in its own frame; the active states and the transitions just taken are highlighted, and the
 * active state is kept in view. A transition's description and event id show on hover and on
 * focus.
 */
export function FlowDiagram({
  layout,
  active,
  lastTransitions,
  title,
}: {
  layout: Layout
  active: ReadonlySet<string>
  /** The transition ids the last simulator step took. */
  lastTransitions: ReadonlySet<string>
  title: string
}) {
  /** null: fitted to the column (never above full size), as the chart opens. */
  const [scale, setScale] = useState<number | null>(null)
  /** The fitted scale, as measured once the page runs (the server cannot know it). */
  const [fitted, setFitted] = useState<number | null>(null)
  const [focused, setFocused] = useState<NumberedEdge | null>(null)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  const edgeById = new Map(layout.edges.map((e) => [e.id, e]))

  /** The chart the container query shows, and its layout. */
  const shown = (): { svg: SVGSVGElement; chart: Chart } | null => {
    const svg = [...(frame.current?.querySelectorAll('svg[data-chart]') ?? [])].find(
      (s) => s.getClientRects().length > 0,
    ) as SVGSVGElement | undefined
    return svg ? { svg, chart: layout[svg.dataset.chart as Variant] } : null
  }
  const current = () => {
    if (scale !== null) return scale
    const now = shown()
    return now ? now.svg.getBoundingClientRect().width / now.chart.width : 1
  }
  const zoom = (to: number) => setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, to)))
  const fit = () => setScale(null)

  // The fitted scale follows the column's width.
  useEffect(() => {
    const box = frame.current
    if (!box || scale !== null) return
    const measure = () => {
      const now = shown()
      if (now) setFitted(now.svg.getBoundingClientRect().width / now.chart.width)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scale, layout])

  // A transition focused before the page's code ran (the focus woke it) is explained too.
  useEffect(() => {
    const id = (document.activeElement as HTMLElement | null)?.dataset?.transition
    if (id && frame.current?.contains(document.activeElement)) setFocused(edgeById.get(id) ?? null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The deepest active state stays in view as the simulator moves.
  const activeKey = [...active].join(' ')
  useEffect(() => {
    const box = frame.current
    const leaves = shown()?.svg.querySelectorAll<SVGGElement>('g[data-active]')
    const target = leaves?.[leaves.length - 1]
    if (!box || !target) return
    const r = target.getBoundingClientRect()
    const f = box.getBoundingClientRect()
    if (r.left < f.left || r.right > f.right || r.top < f.top || r.bottom > f.bottom)
      box.scrollTo({
        left: box.scrollLeft + r.left - f.left - (f.width - r.width) / 2,
        top: box.scrollTop + r.top - f.top - (f.height - r.height) / 2,
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey, scale])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoom(current() * STEP)
    else if (e.key === '-') zoom(current() / STEP)
    else if (e.key === '0') fit()
    else return
    e.preventDefault()
  }
  // Drag to pan with a mouse; touch pans the frame natively.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return
    const box = e.currentTarget
    drag.current = { x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    e.currentTarget.scrollLeft = drag.current.left - (e.clientX - drag.current.x)
    e.currentTarget.scrollTop = drag.current.top - (e.clientY - drag.current.y)
  }
  const endDrag = () => void (drag.current = null)
  // Hovering or focusing a transition explains it under the chart, until another is.
  const onExplain = (e: { target: EventTarget }) => {
    const id = (e.target as Element).closest<SVGElement>('[data-transition]')?.dataset.transition
    if (id) setFocused(edgeById.get(id) ?? null)
  }
  const shownScale = scale ?? fitted

  return (
    <div className={styles.diagramBox} data-chart-box>
      {/* The words once the column holds them with names 11 px high (+2: the frame's border);
          the numbered chart's legend says its transitions' words otherwise. */}
      <style>{`@container flowchart (min-width: ${layout.words.minColumn + 2}px) {
  [data-chart-box] svg[data-chart='words'], [data-chart-box] p[data-edge-note] { display: block }
  [data-chart-box] svg[data-chart='numbers'], [data-chart-box] ol[data-legend] { display: none }
}`}</style>
      <div className={styles.zoomBar} role="toolbar" aria-label="Chart zoom">
        <button type="button" onClick={() => zoom(current() / STEP)} aria-label="Zoom out">
          −
        </button>
        <output aria-live="polite" aria-label="Zoom">
          {shownScale === null ? 'fitted' : `${Math.round(shownScale * 100)} %`}
        </output>
        <button type="button" onClick={() => zoom(current() * STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={fit} aria-pressed={scale === null}>
          Fit
        </button>
        <button type="button" onClick={() => zoom(1)}>
          Full size
        </button>
      </div>
      {/* Focusable so keyboard users can scroll (arrows) and zoom (+, −, 0 fits) the chart. */}
      <div
        ref={frame}
        className={styles.diagramWrap}
        data-zoomed={scale !== null || undefined}
        tabIndex={0}
        role="region"
        aria-label="Statechart diagram (arrow keys scroll; +, − zoom; 0 fits)"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onFocus={onExplain}
        onMouseOver={onExplain}
      >
        {(['words', 'numbers'] as const).map((variant) => (
          <ChartSvg
            key={variant}
            variant={variant}
            layout={layout}
            active={active}
            last={lastTransitions}
            title={title}
            scale={scale}
          />
        ))}
      </div>
      <p className={styles.edgeNote} data-edge-note aria-live="polite">
        {focused ? (
          <>
            <strong>{focused.words}</strong>: {explain(focused)}
          </>
        ) : (
          'Point at a transition, or focus it, for what it does and its event.'
        )}
      </p>
      <ol className={styles.legend} data-legend aria-label="Transitions by number">
        {layout.edges.map((e) => (
          <li key={e.id} value={e.n} title={explain(e)} aria-description={explain(e)}>
            {e.words}
            <span className={styles.stateDesc}>
              {' '}
              ({layout.nodes.find((n) => n.id === e.source)?.key} →{' '}
              {e.target === e.source ? 'stays' : layout.nodes.find((n) => n.id === e.target)?.key})
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

function ChartSvg({
  variant,
  layout,
  active,
  last,
  title,
  scale,
}: {
  variant: Variant
  layout: Layout
  active: ReadonlySet<string>
  last: ReadonlySet<string>
  title: string
  scale: number | null
}) {
  const chart = layout[variant]
  const root = layout.nodes.find((n) => n.parent === null)
  const { width, height } = chart
  const byId = new Map(layout.edges.map((e) => [e.id, e]))
  const arrow = `arrow-${variant}`
  const taken = (item: string) => last.has(item.slice(0, item.lastIndexOf('#')))
  return (
    <svg
      data-chart={variant}
      className={scale === null ? styles.diagramFit : styles.diagram}
      width={Math.round(width * (scale ?? 1))}
      height={Math.round(height * (scale ?? 1))}
      // Fitted: as wide as the column, never wider than full size.
      style={scale === null ? { maxWidth: width } : undefined}
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={`Statechart of ${title}`}
    >
      <defs>
        <marker
          id={arrow}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 10 5 0 10z" fill="#4f5b56" />
        </marker>
      </defs>
      {layout.nodes.map((n) => {
        const box = chart.nodes[n.id]!
        const isRoot = n === root
        const on = active.has(n.id)
        const compound = n.children.length > 0
        return (
          <g key={n.id} data-state={n.id} data-active={on || undefined}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={10}
              className={isRoot ? styles.rootNode : on ? styles.nodeActive : styles.node}
              strokeDasharray={n.type === 'parallel' ? '6 4' : undefined}
            />
            {n.initial && (
              <>
                <circle cx={box.x - 14} cy={box.y + 14} r={4} fill="#1b2420" />
                <line
                  x1={box.x - 10}
                  y1={box.y + 14}
                  x2={box.x - 1}
                  y2={box.y + 14}
                  stroke="#1b2420"
                  markerEnd={`url(#${arrow})`}
                />
              </>
            )}
            <text
              x={box.x + 10}
              y={box.y + (compound || isRoot ? 22 : 25)}
              className={styles.nodeLabel}
            >
              {n.key}
              {n.type === 'parallel' ? ' (parallel)' : ''}
            </text>
            {n.invokes.map((src, i) => (
              <text
                key={src}
                x={box.x + 10}
                y={box.y + (compound ? 40 : 44) + i * 14}
                className={styles.invokeLabel}
              >
                invoke: {src}
              </text>
            ))}
          </g>
        )
      })}
      {chart.edges.map((e) => (
        <Edge
          key={e.id}
          edge={e}
          byId={byId}
          taken={e.items.some(taken)}
          arrow={arrow}
          variant={variant}
        />
      ))}
    </svg>
  )
}

function Edge({
  edge,
  byId,
  taken,
  arrow,
  variant,
}: {
  edge: ChartEdge
  byId: ReadonlyMap<string, NumberedEdge>
  taken: boolean
  arrow: string
  variant: Variant
}) {
  const { label } = edge
  const items = edge.items.map((id) => byId.get(id)!)
  const text = (line: ChartEdge['lines'][number], i: number) => (
    <text
      key={i}
      x={label.x + 2}
      y={label.y + 12 + i * 15}
      className={variant === 'numbers' ? styles.edgeNumber : styles.edgeLabel}
    >
      {line.text}
    </text>
  )
  return (
    <g data-edge={edge.id} data-last={taken || undefined}>
      {variant === 'numbers' && (
        <title>{items.map((e) => `${e.n}. ${e.words}: ${explain(e)}`).join('\n')}</title>
      )}
      <polyline
        points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke={taken ? '#b86e00' : '#4f5b56'}
        strokeWidth={taken ? 3 : 1.25}
        markerEnd={`url(#${arrow})`}
      />
      <rect
        x={label.x - 2}
        y={label.y - 1}
        width={label.width}
        height={label.height}
        fill={taken ? '#fff3dc' : '#fff'}
        opacity={0.9}
        rx={3}
      />
      {variant === 'numbers'
        ? edge.lines.map(text)
        : // A transition's words: focusable, its description and event id on hover and focus.
          items.map((e) => (
            <g
              key={e.id}
              data-transition={e.id}
              tabIndex={0}
              role="img"
              aria-label={e.words}
              aria-description={explain(e)}
              className={styles.edgeItem}
            >
              <title>{`${e.words}: ${explain(e)}`}</title>
              {edge.lines.map((line, i) => (line.item === e.id ? text(line, i) : null))}
            </g>
          ))}
    </g>
  )
}

/** The chart as nested lists, for screen readers and for reading it as text. */
export function ChartOutline({ layout }: { layout: Layout }) {
  const byId = new Map(layout.nodes.map((n) => [n.id, n]))
  const root = layout.nodes.find((n) => n.parent === null)
  if (!root) return null
  const name = (id: string) => byId.get(id)?.key ?? id
  const item = (id: string) => {
    const n = byId.get(id)!
    const leaving = layout.edges.filter((e) => e.source === id)
    return (
      <li key={id}>
        <strong>{n.key}</strong>
        {n.type === 'parallel' ? ' (parallel: its regions run at once)' : ''}
        {n.initial ? ' (initial)' : ''}
        {n.description ? ` — ${n.description}` : ''}
        {n.invokes.length > 0 && <> · invokes {n.invokes.join(', ')}</>}
        {leaving.length > 0 && (
          <ul>
            {leaving.map((e) => (
              <li key={e.id} data-transition={e.id}>
                {e.words} → {e.target === id ? 'stays' : name(e.target)}
                {e.description ? ` — ${e.description}` : ''}{' '}
                <span className={styles.stateDesc}>
                  (event: <code>{e.label}</code>)
                </span>
              </li>
            ))}
          </ul>
        )}
        {n.children.length > 0 && <ul>{n.children.map(item)}</ul>}
      </li>
    )
  }
  return <ul className={styles.outline}>{item(root.id)}</ul>
}
