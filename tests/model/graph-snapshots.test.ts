/**
 * Each machine's graph is committed as readable text beside it (machines/<flow>/graph.txt):
 * a behaviour change (a state, a guard, a target, an action, a delay's value) fails here until
 * the snapshot is updated in the same commit (`npx vitest run -u tests/model/graph-snapshots`).
 */
import { describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { graphSnapshot } from '~/flow-catalog/graph-snapshot'

describe('machine graph snapshots', () => {
  it.each(flows.map((f) => [f.key, f] as const))('%s', async (key, flow) => {
    await expect(graphSnapshot(flow.machine)).toMatchFileSnapshot(`../../machines/${key}/graph.txt`)
  })

  it('names delays with their values and guards with their names', () => {
    const newsletter = flows.find((f) => f.key === 'newsletter')!
    const text = graphSnapshot(newsletter.machine)
    expect(text).toMatch(/delays: messageTimeout = 3000 ms/)
    expect(text).toMatch(/\[isEmailInvalid\]/)
  })
})
