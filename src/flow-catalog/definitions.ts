/**
 * One flow's definition, loaded on its own: a /flows/{key} page needs no other flow's code
 * (catalog.ts, which holds them all, is for the server and the tests). The promise is kept
 * and marked as React's `use` reads it, so a page hydrating with the flow already loaded does
 * not suspend again.
 */
import type { Flow } from '#machines/shared/flow'

const modules = import.meta.glob<Flow>('/machines/*/index.ts', { import: 'default' })

type Tracked = Promise<Flow | undefined> & { status?: 'fulfilled'; value?: Flow | undefined }
const loading = new Map<string, Tracked>()

export function loadFlowDefinition(key: string): Promise<Flow | undefined> {
  let pending = loading.get(key)
  if (!pending) {
    const load = modules[`/machines/${key}/index.ts`]
    const made: Tracked = load ? load() : Promise.resolve(undefined)
    made.then(
      (flow) => Object.assign(made, { status: 'fulfilled', value: flow }),
      () => loading.delete(key),
    )
    loading.set(key, (pending = made))
  }
  return pending
}
