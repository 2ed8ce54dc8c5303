import type { Layout } from '~/flow-catalog/layout.server'
import styles from './Flows.module.css'

/** The statechart drawn from its ELK layout; active states are highlighted. */
export function FlowDiagram({
  layout,
  active,
  title,
}: {
  layout: Layout
  active: ReadonlySet<string>
  title: string
}) {
  const root = layout.nodes.find((n) => n.parent === null)
  return (
    <svg
      className={styles.diagram}
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
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
      {layout.edges.map((e) => (
        <g key={e.id}>
          <polyline
            points={e.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="#4f5b56"
            strokeWidth={1.25}
            markerEnd="url(#arrow)"
          />
          <rect
            x={e.labelX - 2}
            y={e.labelY - 1}
            width={e.labelWidth}
            height={16}
            fill="#fff"
            opacity={0.9}
            rx={3}
          />
          <text x={e.labelX + 2} y={e.labelY + 11} className={styles.edgeLabel}>
            {e.label}
          </text>
        </g>
      ))}
    </svg>
  )
}
