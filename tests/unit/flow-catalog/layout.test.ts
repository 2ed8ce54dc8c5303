/**
 * Every flow's diagram lays out (the /flows/{key} page answers 500 otherwise), with every
 * transition drawn, including transitions the machine's root takes in any state; and each
 * chart opens readable in its column (issue 49): numbered within a phone's, in words within
 * a desktop's.
 */
import { describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { diagramOf } from '~/flow-catalog/diagram'
import { layoutDiagram, MIN_LABEL, STATE_FONT, wrap } from '~/flow-catalog/layout.server'

/** The chart's column inside its frame: 375 px less the page's padding and the frame's border. */
const PHONE_COLUMN = 375 - 32 - 2
/** At 1280 px: two thirds of the page's grid beside the simulator. */
const DESKTOP_COLUMN = ((1280 - 32 - 24) * 2) / 3 - 2

describe('flow diagram layout', () => {
  it.each(flows.map((f) => [f.key, f] as const))(
    '%s lays out every state and edge, readable at 375 and 1280 px',
    async (_, flow) => {
      const { nodes, edges } = diagramOf(flow.machine)
      const layout = await layoutDiagram(nodes, edges)
      expect(layout.nodes).toHaveLength(nodes.length)
      expect(layout.edges.map((e) => e.n)).toEqual(edges.map((_, i) => i + 1))
      for (const chart of [layout.words, layout.numbers]) {
        expect(Object.keys(chart.nodes).sort()).toEqual(nodes.map((n) => n.id).sort())
        expect(chart.edges.flatMap((e) => e.items).sort()).toEqual(edges.map((e) => e.id).sort())
        for (const e of chart.edges) expect(e.points.length, e.id).toBeGreaterThanOrEqual(2)
        const root = chart.nodes[nodes.find((n) => n.parent === null)!.id]!
        // Everything sits inside the root's box.
        for (const [id, n] of Object.entries(chart.nodes)) {
          expect(n.x, id).toBeGreaterThanOrEqual(root.x)
          expect(n.y + n.height, id).toBeLessThanOrEqual(root.y + root.height + 0.5)
        }
        expect(chart.minColumn).toBe(Math.ceil((chart.width * MIN_LABEL) / STATE_FONT))
      }
      // Every transition's words are on the words chart, its number on the numbered one.
      expect(layout.words.edges.flatMap((e) => e.lines.map((l) => l.text)).join(' ')).toBe(
        layout.words.edges
          .flatMap((e) => e.items.map((id) => layout.edges.find((d) => d.id === id)!.words))
          .join(' '),
      )
      expect(layout.numbers.minColumn).toBeLessThanOrEqual(PHONE_COLUMN)
      expect(layout.words.minColumn).toBeLessThanOrEqual(DESKTOP_COLUMN)
    },
  )

  it('wraps words into short lines', () => {
    expect(wrap('checked, if can switch to subscribe')).toEqual([
      'checked, if can switch',
      'to subscribe',
    ])
    expect(wrap('opened')).toEqual(['opened'])
  })
})
