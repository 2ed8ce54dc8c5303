/** The default content source: Builder-shaped entries embedded in src/content/embedded/*.json. */
import { runQuery } from '../builder-query'
import type { BuilderEntry, ContentQuery, ContentSource } from '../types'

const files = import.meta.glob('../embedded/*.json', { eager: true, import: 'default' }) as Record<
  string,
  BuilderEntry[]
>

/** Entries by model; the model is the file name (menu.json → "menu"). */
export const embeddedModels: Record<string, BuilderEntry[]> = Object.fromEntries(
  Object.entries(files).map(([path, entries]) => [
    path
      .split('/')
      .pop()!
      .replace(/\.json$/, ''),
    entries,
  ]),
)

export function createEmbeddedSource(
  models: Record<string, BuilderEntry[]> = embeddedModels,
): ContentSource {
  const byId = new Map<string, BuilderEntry>()
  for (const [model, entries] of Object.entries(models))
    for (const e of entries) byId.set(`${model}:${e.id}`, e)
  const lookup = (model: string, id: string) => {
    const entry = byId.get(`${model}:${id}`)
    return entry && (entry.published ?? 'published') === 'published' ? entry : undefined
  }
  return {
    kind: 'embedded',
    async getEntries(q: ContentQuery) {
      return structuredClone(runQuery(models[q.model] ?? [], q, lookup))
    },
  }
}
