/**
 * Lays out a statechart diagram with ELK (layered, hierarchical, downwards), twice: its edges
 * labelled in plain words, and numbered (a legend says the words) for a column too narrow for
 * the words. The transitions between the same two states share one edge, their words or
 * numbers stacked on its label. Server only.
 */
import ELK from 'elkjs/lib/elk.bundled.js'
import type { DiagramEdge, DiagramNode } from './diagram'

/** A state's name at full size (px); an edge's words are 12 px. */
export const STATE_FONT = 13
/** A state's name is never drawn smaller than this when the chart opens (px, issue 49). */
export const MIN_LABEL = 11

const STATE_CHAR = 7.6 // px per character of a state's name (13 px, semibold)
const EDGE_CHAR = 6.6 // px per character of an edge's words (12 px)
const LINE_H = 15
/** An edge's words wrap at this many characters. */
const WRAP = 24
/** Numbers a line on a numbered edge. */
const NUMBERS_A_LINE = 2
const STACK = '__stack:'

export interface Box {
  x: number
  y: number
  width: number
  height: number
}
export interface ChartEdge {
  /** `source>target`: every transition between the two states. */
  id: string
  source: string
  target: string
  /** The transitions drawn by this edge (DiagramEdge ids). */
  items: string[]
  points: Array<{ x: number; y: number }>
  label: Box
  /** The label's lines, each with the transition it says. */
  lines: Array<{ item: string; text: string }>
}
export interface Chart {
  width: number
  height: number
  /** The narrowest column (px) that shows it with its states' names MIN_LABEL high. */
  minColumn: number
  nodes: Record<string, Box>
  edges: ChartEdge[]
}
export interface NumberedEdge extends DiagramEdge {
  /** Its number on the numbered chart and in its legend. */
  n: number
}
export interface Layout {
  nodes: DiagramNode[]
  edges: NumberedEdge[]
  /** Edges labelled in words. */
  words: Chart
  /** Edges numbered: narrower, for a phone's column. */
  numbers: Chart
}

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

/** Words wrapped into lines of at most `width` characters (a longer word keeps its line). */
export function wrap(text: string, width = WRAP): string[] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

type Labeller = (items: NumberedEdge[]) => ChartEdge['lines']

const inWords: Labeller = (items) =>
  items.flatMap((e) => wrap(e.words).map((text) => ({ item: e.id, text })))

const inNumbers: Labeller = (items) =>
  items.flatMap((e, i) =>
    i % NUMBERS_A_LINE === 0
      ? [
          {
            item: e.id,
            text: items
              .slice(i, i + NUMBERS_A_LINE)
              .map((d) => d.n)
              .join(', '),
          },
        ]
      : [],
  )

export async function layoutDiagram(nodes: DiagramNode[], edges: DiagramEdge[]): Promise<Layout> {
  const numbered = edges.map((e, i) => ({ ...e, n: i + 1 }))
  const [words, numbers] = await Promise.all([
    layoutChart(nodes, numbered, inWords, WORDS_COLUMN),
    layoutChart(nodes, numbered, inNumbers, NUMBERS_COLUMN),
  ])
  return { nodes, edges: numbered, words, numbers }
}

/**
 * How ELK may stack a chart's states: its own layering, then at most two states side by side,
 * then one. Each is taller and narrower than the one before.
 */
const LAYERINGS: Array<Record<string, string>> = [
  {},
  {
    'elk.layered.layering.strategy': 'COFFMAN_GRAHAM',
    'elk.layered.layering.coffmanGraham.layerBound': '2',
  },
  {
    'elk.layered.layering.strategy': 'COFFMAN_GRAHAM',
    'elk.layered.layering.coffmanGraham.layerBound': '1',
  },
]

/** Column widths (px) each chart is laid out to fit: a desktop's (1280 px), a phone's (375). */
const WORDS_COLUMN = 760
const NUMBERS_COLUMN = 320

/** The first layering whose chart fits the column with readable names, else the narrowest. */
async function layoutChart(
  nodes: DiagramNode[],
  edges: NumberedEdge[],
  labelOf: Labeller,
  column: number,
): Promise<Chart> {
  let narrowest: Chart | null = null
  for (const layering of LAYERINGS) {
    const chart = await layoutOnce(nodes, edges, labelOf, layering)
    if (narrowestColumn(chart) <= column) return chart
    if (!narrowest || chart.width < narrowest.width) narrowest = chart
  }
  return narrowest!
}

async function layoutOnce(
  nodes: DiagramNode[],
  edges: NumberedEdge[],
  labelOf: Labeller,
  layering: Record<string, string>,
): Promise<Chart> {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const toElk = (node: DiagramNode): ElkNode => {
    const name = node.key + (node.type === 'parallel' ? ' (parallel)' : '')
    const header = Math.max(name.length * STATE_CHAR + 24, node.invokes.length ? 140 : 0, 80)
    const base: ElkNode = { id: node.id, labels: [{ text: name, width: header, height: 16 }] }
    // A line for each invoked actor under the name.
    const invokes = node.invokes.length ? node.invokes.length * 14 + 4 : 0
    if (node.children.length === 0) return { ...base, width: header, height: 40 + invokes }
    return {
      ...base,
      children: node.children.map((id) => toElk(byId.get(id)!)),
      layoutOptions: {
        'elk.padding': `[top=${36 + invokes},left=10,bottom=10,right=10]`,
        'elk.direction': 'DOWN',
        ...layering,
      },
    }
  }
  // The transitions between the same two states: one edge, their labels stacked.
  const groups = new Map<string, NumberedEdge[]>()
  for (const e of edges) {
    const key = `${e.source}>${e.target}`
    groups.set(key, [...(groups.get(key) ?? []), e])
  }
  const lines = new Map([...groups].map(([key, items]) => [key, labelOf(items)]))
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
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '16',
      'elk.spacing.edgeEdge': '6',
      'elk.spacing.edgeNode': '8',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
      'elk.layered.spacing.edgeNodeBetweenLayers': '8',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=0,left=0,bottom=0,right=0]',
      ...layering,
    },
    edges: [
      ...[...groups].map(([key, items]) => {
        const text = lines.get(key)!
        return {
          id: key,
          sources: [items[0]!.source],
          targets: [items[0]!.target],
          labels: [
            {
              text: text.map((l) => l.text).join('\n'),
              width: Math.max(...text.map((l) => l.text.length)) * EDGE_CHAR + 8,
              height: text.length * LINE_H + 2,
            },
          ],
        }
      }),
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
  const absolute = new Map<string, Box>()
  const visit = (n: ElkNode, ox: number, oy: number) => {
    const x = ox + (n.x ?? 0)
    const y = oy + (n.y ?? 0)
    absolute.set(n.id, { x, y, width: n.width ?? 0, height: n.height ?? 0 })
    n.children?.forEach((c) => visit(c, x, y))
  }
  visit(out, 0, 0)

  const laidEdges: ChartEdge[] = []
  const collect = (n: ElkNode) => {
    for (const e of n.edges ?? []) {
      if (e.id.startsWith(STACK)) continue
      // Edge coordinates are relative to the edge's container.
      const origin = absolute.get(e.container ?? n.id) ?? { x: 0, y: 0 }
      const section = e.sections?.[0]
      if (!section) continue
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(
        (p) => ({ x: p.x + origin.x, y: p.y + origin.y }),
      )
      const label = e.labels?.[0]
      const items = groups.get(e.id)!
      laidEdges.push({
        id: e.id,
        source: items[0]!.source,
        target: items[0]!.target,
        items: items.map((d) => d.id),
        points,
        label: {
          x: (label?.x ?? 0) + origin.x,
          y: (label?.y ?? 0) + origin.y,
          width: label?.width ?? 0,
          height: label?.height ?? 0,
        },
        lines: lines.get(e.id)!,
      })
    }
    n.children?.forEach(collect)
  }
  collect(out)

  const width = Math.ceil(out.width ?? 0)
  return {
    width,
    height: Math.ceil(out.height ?? 0),
    minColumn: narrowestColumn({ width }),
    nodes: Object.fromEntries(nodes.map((n) => [n.id, absolute.get(n.id)!])),
    edges: laidEdges,
  }
}

/**
 * The narrowest column (px, inside the chart's frame) that shows this chart with its states'
 * names at least MIN_LABEL high: the chart opens fitted to its column, never above full size.
 */
const narrowestColumn = (chart: Pick<Chart, 'width'>) =>
  Math.ceil((chart.width * MIN_LABEL) / STATE_FONT)
