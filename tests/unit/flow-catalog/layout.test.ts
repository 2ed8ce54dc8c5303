/**
 * Every flow's diagram lays out (the /flows/{key} page answers 500 otherwise), with every
 * transition drawn, including transitions the machine's root takes in any state.
 */
import { describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { diagramOf } from '~/flow-catalog/diagram'
import { layoutDiagram } from '~/flow-catalog/layout.server'

describe('flow diagram layout', () => {
  it.each(flows.map((f) => [f.key, f] as const))(
    '%s lays out every state and edge',
    async (_, flow) => {
      const { nodes, edges } = diagramOf(flow.machine)
      const layout = await layoutDiagram(nodes, edges)
      expect(layout.nodes).toHaveLength(nodes.length)
      expect(layout.edges.map((e) => e.id).sort()).toEqual(edges.map((e) => e.id).sort())
      for (const e of layout.edges) expect(e.points.length, e.id).toBeGreaterThanOrEqual(2)
      const root = layout.nodes.find((n) => n.parent === null)!
      // Everything sits inside the root's box.
      for (const n of layout.nodes) {
        expect(n.x, n.id).toBeGreaterThanOrEqual(root.x)
        expect(n.y + n.height, n.id).toBeLessThanOrEqual(root.y + root.height + 0.5)
      }
    },
  )
})
