/** Lays out a statechart diagram with ELK (layered, hierarchical). Server only. */
import ELK from 'elkjs/lib/elk.bundled.js'
import type { DiagramEdge, DiagramNode } from './diagram'

export interface LaidOutNode extends DiagramNode {
  x: number
  y: number
  width: number
  height: number
}
export interface LaidOutEdge extends DiagramEdge {
  points: Array<{ x: number; y: number }>
  labelX: number
  labelY: number
  labelWidth: number
}
export interface Layout {
  width: number
  height: number
  nodes: LaidOutNode[]
  edges: LaidOutEdge[]
}

const CHAR = 7 // px per character at the diagram's 12 px font
const STACK = '__stack:'
const LABEL_H = 16

interface ElkNode {
  id: string
  x?: number
  y?: number
  width?: number
  height?: number
  children?: ElkNode[]
  edges?: ElkEdge[]
  labels?: Array<{ text: string; width: number; height: number }>
  layoutOptions?: Record<string, string>
}
interface ElkEdge {
  id: string
  sources: string[]
  targets: string[]
  labels?: Array<{ text: string; width: number; height: number; x?: number; y?: number }>
  sections?: Array<{
    startPoint: { x: number; y: number }
    endPoint: { x: number; y: number }
    bendPoints?: Array<{ x: number; y: number }>
  }>
  container?: string
}

export async function layoutDiagram(nodes: DiagramNode[], edges: DiagramEdge[]): Promise<Layout> {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const toElk = (node: DiagramNode): ElkNode => {
    const header = Math.max(node.key.length * CHAR + 32, node.invokes.length ? 140 : 0, 90)
    const base: ElkNode = {
      id: node.id,
      labels: [{ text: node.key, width: header, height: LABEL_H }],
    }
    if (node.children.length === 0) {
      return { ...base, width: header, height: node.invokes.length ? 58 : 40 }
    }
    return {
      ...base,
      children: node.children.map((id) => toElk(byId.get(id)!)),
      layoutOptions: {
        'elk.padding': `[top=${node.invokes.length ? 52 : 36},left=16,bottom=16,right=16]`,
        'elk.direction': 'DOWN',
      },
    }
  }
  const root = nodes.find((n) => n.parent === null)!
  // The machine's root is a node inside an outer graph, not the graph itself: ELK cannot draw
  // an edge that starts at the graph, and a root-level transition ("in any state") does.
  const graph: ElkNode = {
    id: '__diagram',
    children: [toElk(root)],
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=0,left=0,bottom=0,right=0]',
    },
    edges: [
      ...edges.map((e) => ({
        id: e.id,
        sources: [e.source],
        targets: [e.target],
        labels: [{ text: e.label, width: e.label.length * CHAR + 8, height: LABEL_H }],
      })),
      // A parallel state's regions one above the other, not side by side: unseen edges put each
      // region in the layer below the one before, so the widest machine keeps a readable width.
      ...nodes
        .filter((n) => n.type === 'parallel')
        .flatMap((n) =>
          n.children.slice(1).map((id, i) => ({
            id: `${STACK}${id}`,
            sources: [n.children[i]!],
            targets: [id],
          })),
        ),
    ],
  }
  const elk = new ELK()
  const out = (await elk.layout(graph as never)) as unknown as ElkNode

  // ELK positions children relative to their parent; make everything absolute.
  const absolute = new Map<string, { x: number; y: number; width: number; height: number }>()
  const visit = (n: ElkNode, ox: number, oy: number) => {
    const x = ox + (n.x ?? 0)
    const y = oy + (n.y ?? 0)
    absolute.set(n.id, { x, y, width: n.width ?? 0, height: n.height ?? 0 })
    n.children?.forEach((c) => visit(c, x, y))
  }
  visit(out, 0, 0)

  const laidEdges: LaidOutEdge[] = []
  const collect = (n: ElkNode) => {
    for (const e of n.edges ?? []) {
      if (e.id.startsWith(STACK)) continue
      // Edge coordinates are relative to the edge's container.
      const origin = absolute.get(e.container ?? n.id) ?? { x: 0, y: 0 }
      const section = e.sections?.[0]
      if (!section) continue
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(
        (p) => ({
          x: p.x + origin.x,
          y: p.y + origin.y,
        }),
      )
      const label = e.labels?.[0]
      const source = edges.find((d) => d.id === e.id)!
      laidEdges.push({
        ...source,
        points,
        labelX: (label?.x ?? 0) + origin.x,
        labelY: (label?.y ?? 0) + origin.y,
        labelWidth: label?.width ?? 0,
      })
    }
    n.children?.forEach(collect)
  }
  collect(out)

  return {
    width: out.width ?? 0,
    height: out.height ?? 0,
    nodes: nodes.map((n) => ({ ...n, ...absolute.get(n.id)! })),
    edges: laidEdges,
  }
}
