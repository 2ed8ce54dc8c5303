import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { Layout } from '~/flow-catalog/layout.server'
import styles from './Flows.module.css'

/** Zoom bounds; at 1 the labels are drawn at 13 px (states) and 12 px (transitions). */
const MIN_SCALE = 0.1
const MAX_SCALE = 2
const STEP = 1.25

/**
 * The statechart drawn from its ELK layout at a size its labels can be read (full size by
 * default, scrolled inside its own frame), with zoom, fit and drag-to-pan; the active states
 * and the transitions just taken are highlighted, and the active state is kept in view.
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
  const [scale, setScale] = useState(1)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null)
  const zoom = (to: number) => setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, to)))
  const fit = () => {
    const width = frame.current?.clientWidth ?? layout.width
    zoom(Math.min(1, (width - 8) / layout.width))
  }

  // The deepest active state stays in view as the simulator moves.
  const activeKey = [...active].join(' ')
  useEffect(() => {
    const box = frame.current
    const leaves = box?.querySelectorAll<SVGGElement>('g[data-active]')
    const target = leaves?.[leaves.length - 1]
    if (!box || !target) return
    const r = target.getBoundingClientRect()
    const f = box.getBoundingClientRect()
    if (r.left < f.left || r.right > f.right || r.top < f.top || r.bottom > f.bottom)
      box.scrollTo({
        left: box.scrollLeft + r.left - f.left - (f.width - r.width) / 2,
        top: box.scrollTop + r.top - f.top - (f.height - r.height) / 2,
      })
  }, [activeKey, scale])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoom(scale * STEP)
    else if (e.key === '-') zoom(scale / STEP)
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

  return (
    <div className={styles.diagramBox}>
      <div className={styles.zoomBar} role="toolbar" aria-label="Chart zoom">
        <button type="button" onClick={() => zoom(scale / STEP)} aria-label="Zoom out">
          −
        </button>
        <output aria-live="polite" aria-label="Zoom">
          {Math.round(scale * 100)} %
        </output>
        <button type="button" onClick={() => zoom(scale * STEP)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={fit}>
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
        tabIndex={0}
        role="region"
        aria-label="Statechart diagram (arrow keys scroll; +, − zoom; 0 fits)"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
      >
        <Chart layout={layout} active={active} last={lastTransitions} title={title} scale={scale} />
      </div>
    </div>
  )
}

function Chart({
  layout,
  active,
  last,
  title,
  scale,
}: {
  layout: Layout
  active: ReadonlySet<string>
  last: ReadonlySet<string>
  title: string
  scale: number
}) {
  const root = layout.nodes.find((n) => n.parent === null)
  const width = Math.ceil(layout.width)
  const height = Math.ceil(layout.height)
  return (
    <svg
      className={styles.diagram}
      width={Math.round(width * scale)}
      height={Math.round(height * scale)}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Statechart of ${title}`}
    >
      <defs>
        <marker
          id="arrow"
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
        const isRoot = n === root
        const on = active.has(n.id)
        const compound = n.children.length > 0
        return (
          <g key={n.id} data-state={n.id} data-active={on || undefined}>
            <rect
              x={n.x}
              y={n.y}
              width={n.width}
              height={n.height}
              rx={10}
              className={isRoot ? styles.rootNode : on ? styles.nodeActive : styles.node}
              strokeDasharray={n.type === 'parallel' ? '6 4' : undefined}
            />
            {n.initial && (
              <>
                <circle cx={n.x - 14} cy={n.y + 14} r={4} fill="#1b2420" />
                <line
                  x1={n.x - 10}
                  y1={n.y + 14}
                  x2={n.x - 1}
                  y2={n.y + 14}
                  stroke="#1b2420"
                  markerEnd="url(#arrow)"
                />
              </>
            )}
            <text
              x={n.x + 12}
              y={n.y + (compound || isRoot ? 22 : 25)}
              className={styles.nodeLabel}
            >
              {n.key}
              {n.type === 'parallel' ? ' (parallel)' : ''}
            </text>
            {n.invokes.map((src, i) => (
              <text
                key={src}
                x={n.x + 12}
                y={n.y + (compound ? 40 : 44) + i * 14}
                className={styles.invokeLabel}
              >
                invoke: {src}
              </text>
            ))}
          </g>
        )
      })}
      {layout.edges.map((e) => {
        const taken = last.has(e.id.slice(0, e.id.lastIndexOf('#')))
        return (
          <g key={e.id} data-transition={e.id} data-last={taken || undefined}>
            {e.description && <title>{e.description}</title>}
            <polyline
              points={e.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke={taken ? '#b86e00' : '#4f5b56'}
              strokeWidth={taken ? 3 : 1.25}
              markerEnd="url(#arrow)"
            />
            <rect
              x={e.labelX - 2}
              y={e.labelY - 1}
              width={e.labelWidth}
              height={16}
              fill={taken ? '#fff3dc' : '#fff'}
              opacity={0.9}
              rx={3}
            />
            <text x={e.labelX + 2} y={e.labelY + 12} className={styles.edgeLabel}>
              {e.label}
            </text>
          </g>
        )
      })}
    </svg>
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
              <li key={e.id}>
                {e.label} → {e.target === id ? 'stays' : name(e.target)}
                {e.description ? ` — ${e.description}` : ''}
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
