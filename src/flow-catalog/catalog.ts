/**
 * Every flow of the storefront: one per folder under machines/ (its index.ts's definition),
 * keyed by the folder's name. The /flows visualiser, the generated tests and the coverage
 * gate all read this list; adding a folder adds a flow everywhere.
 */
import type { Flow } from '#machines/shared/flow'

const modules = import.meta.glob<{ default: Flow }>('/machines/*/index.ts', { eager: true })

export const flows: Flow[] = Object.entries(modules)
  .map(([path, module]) => {
    const folder = path.split('/')[2]!
    if (module.default.key !== folder)
      throw new Error(`machines/${folder}: its machine's id is "${module.default.key}"`)
    return module.default
  })
  .sort((a, b) => a.key.localeCompare(b.key))

export function flowByKey(key: string): Flow | undefined {
  return flows.find((flow) => flow.key === key)
}
