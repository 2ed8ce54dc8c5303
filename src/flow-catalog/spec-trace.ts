/**
 * The spec's own sentences for a flow, and which spec properties check each (ADR 0023). A
 * machine's `meta.spec` lists references to the parts of the two spec documents it implements
 * ("Shell §4 Search overlay"); machines/<flow>/trace.ts quotes, per spec property, the sentences
 * it checks (verbatim). A reference none of whose sentences is quoted must be waived there with
 * a reason, or the test suite fails.
 */
import type { FlowTrace } from '#machines/shared/spec'

export type SpecDocName = 'Shell' | 'Catalogue'
export type SpecDocs = Record<SpecDocName, string>

export interface Item {
  section: number
  /** The `###` heading above the item, if any. */
  heading: string
  /** A bold paragraph label above it ("Product detail."), if any. */
  label: string
  /** For a nested list item, its parent item's text. */
  parent: string
  /** The line's text without markdown emphasis, list marks or table bars. */
  text: string
}

const plain = (line: string) =>
  line
    .replace(/^\s*[-*]\s+/, '')
    .replace(/\*\*|`/g, '')
    .replace(/\s*\|\s*/g, ' | ')
    .replace(/^\s*\|\s*|\s*\|\s*$/g, '')
    .trim()

/** The lines of a document that state something, each with where it stands. */
export function itemsOf(markdown: string): Item[] {
  const items: Item[] = []
  let section = 0
  let heading = ''
  let label = ''
  let parent = ''
  const lines = markdown.split('\n')
  for (const [n, raw] of lines.entries()) {
    const line = raw.trimEnd()
    // A table's header row names its columns; it states nothing.
    if (line.startsWith('|') && /^\|[-| ]+\|$/.test(lines[n + 1]?.trim() ?? '')) continue
    const h2 = /^## (\d+)\./.exec(line)
    if (h2) {
      section = Number(h2[1])
      heading = label = ''
      continue
    }
    const h3 = /^### (.+)$/.exec(line)
    if (h3) {
      heading = h3[1]!.trim()
      label = ''
      continue
    }
    if (!line.trim() || line.startsWith('#') || /^\|[-| ]+\|$/.test(line)) continue
    // A paragraph that opens with a bold label ("**Product detail.**") names what follows.
    const bold = /^\*\*(.+?)\*\*\s*(.*)$/.exec(line)
    if (bold) {
      label = bold[1]!.replace(/[.:]$/, '')
      if (!bold[2]) continue
    }
    const nested = /^\s+[-*]\s/.test(line)
    const text = plain(line)
    items.push({ section, heading, label, parent: nested ? parent : '', text })
    if (!nested) parent = text
  }
  return items
}

/**
 * A line's sentences (a sentence ends at ". ", "! " or "? " before a capital or a quote); a
 * table row is one statement (its cells' full stops do not end it).
 */
export const sentencesIn = (item: Item) =>
  item.text.includes(' | ')
    ? [item.text]
    : item.text
        .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
        .map((s) => s.trim())
        .filter(Boolean)

export interface SpecSentence {
  id: string
  doc: SpecDocName
  section: number
  /** The section's `##` title ("States and transitions"). */
  sectionTitle: string
  /** The `###` heading or bold label above it, if any. */
  heading: string
  text: string
}

/** Every sentence of both documents, in order, with its id ("Shell §4.12": ADR 0024). */
export function specSentences(docs: SpecDocs): SpecSentence[] {
  return (Object.keys(docs) as SpecDocName[]).flatMap((doc) => {
    const titles = new Map(
      [...docs[doc].matchAll(/^## (\d+)\. (.+)$/gm)].map((m) => [Number(m[1]), m[2]!.trim()]),
    )
    const ordinals = new Map<number, number>()
    return itemsOf(docs[doc]).flatMap((item) =>
      sentencesIn(item).map((text) => {
        const ordinal = (ordinals.get(item.section) ?? 0) + 1
        ordinals.set(item.section, ordinal)
        return {
          id: `${doc} §${item.section}.${ordinal}`,
          doc,
          section: item.section,
          sectionTitle: titles.get(item.section) ?? 'Introduction',
          heading: item.heading || item.label,
          text,
        }
      }),
    )
  })
}

const REF = /^(Shell|Catalogue) §(\d+)(?: (.+)|\.(\d+))?$/

const startsWith = (text: string, words: string) =>
  text.toLowerCase().startsWith(words.toLowerCase())

/**
 * The sentences a reference names: `Shell §4 Search overlay` is the `###` heading, bold label
 * or line of §4 that begins "Search overlay" (a table row: that contains it); `"…"` after the
 * section is every line of it that holds the quoted words; `Shell §4.11` is that one sentence of
 * the register (ADR 0024). Throws for one that names nothing.
 */
export function sentencesOf(ref: string, docs: SpecDocs): string[] {
  const m = REF.exec(ref)
  if (!m) throw new Error(`"${ref}" is not a spec reference (e.g. "Shell §4 Search overlay")`)
  const [, doc, section, what, ordinal] = m
  if (ordinal) {
    // One sentence by its id in the register ("Shell §4.11").
    const one = specSentences(docs).find((s) => s.id === ref)
    if (!one) throw new Error(`The spec has nothing for "${ref}"`)
    return [one.text]
  }
  const items = itemsOf(docs[doc as SpecDocName]).filter((i) => i.section === Number(section))
  const quoted = what && /^"(.+)"$/.exec(what)
  const chosen = !what
    ? items
    : quoted
      ? items.filter((i) => i.text.includes(quoted[1]!))
      : items.filter(
          (i) =>
            startsWith(i.heading, what) ||
            startsWith(i.label, what) ||
            startsWith(i.parent, what) ||
            startsWith(i.text, what) ||
            (i.text.includes(' | ') && i.text.includes(what)),
        )
  if (!chosen.length) throw new Error(`The spec has nothing for "${ref}"`)
  return chosen.flatMap(sentencesIn)
}

/**
 * Whether one sentence of the spec holds a quote, word for word (emphasis and list marks
 * aside): a quote across two sentences could be credited to neither.
 */
export function inSpec(quote: string, docs: SpecDocs): boolean {
  return Object.values(docs).some((doc) =>
    itemsOf(doc).some((i) => sentencesIn(i).some((sentence) => sentence.includes(quote))),
  )
}

export interface TracedSentence {
  /** Its id in the register of both specs (/flows/spec). */
  id: string
  text: string
  /** The spec properties whose quotes are in this sentence. */
  properties: string[]
  /** How many generated paths exercise one of those properties (when known). */
  paths: number | null
}
export interface TracedRef {
  ref: string
  sentences: TracedSentence[]
  /** Why none of its sentences is checked by a property, where that is so. */
  waived: string | null
}

/**
 * Every reference of a flow with its sentences, the properties that check each and, given
 * which paths exercise each property, how many paths exercise each sentence.
 */
export function traceFlow(
  refs: string[],
  trace: FlowTrace,
  docs: SpecDocs,
  exercise?: Record<string, string[]> | null,
): TracedRef[] {
  const quoted = Object.entries(trace.quotes)
  const all = specSentences(docs)
  const idOf = (ref: string, text: string) => {
    const [, doc, section] = REF.exec(ref)!
    return all.find((s) => s.doc === doc && s.section === Number(section) && s.text === text)!.id
  }
  return refs.map((ref) => ({
    ref,
    waived: trace.waived?.[ref] ?? null,
    sentences: sentencesOf(ref, docs).map((text) => {
      const properties = quoted
        .filter(([, quotes]) => quotes.some((q) => text.includes(q)))
        .map(([id]) => id)
      const paths = exercise ? new Set(properties.flatMap((id) => exercise[id] ?? [])).size : null
      return { id: idOf(ref, text), text, properties, paths }
    }),
  }))
}

/** A flow's references, as its machine's `meta.spec` lists them. */
export const specRefsOf = (meta: unknown): string[] => {
  const spec = (meta as { spec?: unknown } | undefined)?.spec
  return Array.isArray(spec) ? spec.map(String) : []
}

/** The problems with a flow's trace that fail the test suite. */
export function traceProblems(
  refs: string[],
  propertyIds: string[],
  trace: FlowTrace,
  docs: SpecDocs,
): string[] {
  const problems: string[] = []
  for (const [id, quotes] of Object.entries(trace.quotes)) {
    if (!propertyIds.includes(id)) problems.push(`quotes for ${id}, which is not a spec property`)
    for (const q of quotes)
      if (!inSpec(q, docs))
        problems.push(`property ${id} quotes what the spec does not say: "${q}"`)
  }
  let traced: TracedRef[]
  try {
    traced = traceFlow(refs, trace, docs)
  } catch (error) {
    return [...problems, (error as Error).message]
  }
  for (const r of traced)
    if (!r.waived && r.sentences.every((s) => s.properties.length === 0))
      problems.push(`no property checks a sentence of "${r.ref}" and it is not waived`)
  for (const ref of Object.keys(trace.waived ?? {}))
    if (!refs.includes(ref)) problems.push(`waived "${ref}" is not one of the machine's references`)
  return problems
}
