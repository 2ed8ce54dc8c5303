/**
 * The register of both specs, sentence by sentence (ADR 0024): every sentence has an id
 * ("Shell §4.12": document, section, ordinal within the section) and one status, checked (by the
 * spec properties that quote it and the tests whose titles name its id), waived (with a reason)
 * or unchecked. Pure: the files are read by tests/model/spec-register.test.ts, which writes the
 * generated list of test references (spec-register.json) and fails on any gap.
 */
import type { FlowTrace } from '#machines/shared/spec'
import type { SpecSentence } from './spec-trace'

export type CheckLevel = 'property' | 'path' | 'view' | 'unit' | 'browser'

/** A test that names sentences in its title (or a `describe` block, for every test in it). */
export interface TestRef {
  level: Exclude<CheckLevel, 'property'>
  file: string
  /** The title as written, ids included. */
  name: string
  ids: string[]
}

/** One or more ids: "Shell §4.12", "Shell §4.12, §4.13", "Catalogue §2.1 §2.2". */
const IDS = /\b(Shell|Catalogue) ((?:§\d+\.\d+(?:,? (?=§))?)+)/g
const TITLE =
  /\b(?:describe|it|test)(?:\.\w+)*(?:\([^()]*\))?\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)/g

/** The ids a piece of text names. */
export const idsIn = (text: string): string[] =>
  [...text.matchAll(IDS)].flatMap(([, doc, list]) =>
    [...list!.matchAll(/§(\d+\.\d+)/g)].map((m) => `${doc} §${m[1]}`),
  )

/** The level of a test file by where it lives. */
export function levelOf(file: string): TestRef['level'] {
  if (file.startsWith('tests/e2e/')) return 'browser'
  if (file.startsWith('tests/model/')) return 'path'
  if (file.startsWith('tests/unit/views/') || file.endsWith('.test.tsx')) return 'view'
  return 'unit'
}

/**
 * The titles of a test file that name sentences, and the ids it names anywhere else (a problem:
 * the tooling reads titles only, so that a test's name shows what it checks in every report).
 */
export function titleRefs(file: string, source: string): { refs: TestRef[]; stray: string[] } {
  const refs: TestRef[] = []
  const covered: Array<[number, number]> = []
  for (const m of source.matchAll(TITLE)) {
    const literal = m[1]!
    const ids = idsIn(literal)
    if (!ids.length) continue
    const start = m.index + m[0].length - literal.length
    covered.push([start, start + literal.length])
    refs.push({ level: levelOf(file), file, name: literal.slice(1, -1), ids })
  }
  const stray = [...source.matchAll(IDS)]
    .filter((m) => !covered.some(([a, b]) => m.index >= a && m.index < b))
    .flatMap((m) => idsIn(m[0]))
  return { refs, stray }
}

export interface RegisterEntry extends SpecSentence {
  status: 'checked' | 'waived' | 'unchecked'
  /** Spec properties quoting it: flow key and property id. */
  properties: Array<{ flow: string; id: string }>
  tests: Array<Omit<TestRef, 'ids'>>
  waiver: string | null
}

/**
 * Each sentence with what checks it. A sentence a property quotes, or a test names, is checked;
 * otherwise waived if it has a reason, else unchecked.
 */
export function buildRegister(
  sentences: SpecSentence[],
  traces: Record<string, FlowTrace>,
  tests: TestRef[],
  waivers: Record<string, string>,
): RegisterEntry[] {
  return sentences.map((s) => {
    const properties = Object.entries(traces).flatMap(([flow, trace]) =>
      Object.entries(trace.quotes)
        .filter(([, quotes]) => quotes.some((q) => s.text.includes(q)))
        .map(([id]) => ({ flow, id })),
    )
    const named = tests
      .filter((t) => t.ids.includes(s.id))
      .map(({ level, file, name }) => ({ level, file, name }))
    const waiver = waivers[s.id] ?? null
    const status = properties.length || named.length ? 'checked' : waiver ? 'waived' : 'unchecked'
    return { ...s, status, properties, tests: named, waiver }
  })
}

/** What fails the suite: references to no sentence, stale or missing waivers, stray ids. */
export function registerProblems(
  register: RegisterEntry[],
  tests: TestRef[],
  waivers: Record<string, string>,
  stray: Array<{ file: string; id: string }>,
): string[] {
  const ids = new Set(register.map((e) => e.id))
  const problems: string[] = []
  for (const t of tests)
    for (const id of t.ids)
      if (!ids.has(id)) problems.push(`${t.file}: "${t.name}" names ${id}, which is no sentence`)
  for (const { file, id } of stray)
    problems.push(
      `${file}: ${id} is named outside a test's title, where the register cannot see it`,
    )
  for (const [id, reason] of Object.entries(waivers)) {
    if (!ids.has(id)) problems.push(`the waiver of ${id} names no sentence`)
    else if (!reason.trim()) problems.push(`the waiver of ${id} gives no reason`)
    else if (register.find((e) => e.id === id)!.status === 'checked')
      problems.push(`${id} is waived but checked: take its waiver out`)
  }
  return problems
}

export interface RegisterFigures {
  doc: string
  section: number
  title: string
  sentences: number
  checked: number
  waived: number
  unchecked: number
}

/** Counts per document and section (section -1: the whole document). */
export function registerFigures(register: RegisterEntry[]): RegisterFigures[] {
  const rows = new Map<string, RegisterFigures>()
  const add = (e: RegisterEntry, section: number, title: string) => {
    const key = `${e.doc} ${section}`
    const row = rows.get(key) ?? {
      doc: e.doc,
      section,
      title,
      sentences: 0,
      checked: 0,
      waived: 0,
      unchecked: 0,
    }
    row.sentences++
    row[e.status]++
    rows.set(key, row)
  }
  for (const e of register) {
    add(e, -1, 'whole document')
    add(e, e.section, e.sectionTitle)
  }
  return [...rows.values()]
}
