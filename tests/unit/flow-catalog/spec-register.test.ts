import { describe, expect, it } from 'vitest'
import {
  buildRegister,
  idsIn,
  levelOf,
  registerFigures,
  registerProblems,
  titleRefs,
} from '~/flow-catalog/spec-register'
import { registerAnchor } from '~/flow-catalog/register-search'
import { specSentences, traceFlow } from '~/flow-catalog/spec-trace'

const docs = {
  Shell: [
    'Intro line. Second intro sentence.',
    '## 2. Screens and routes',
    '| Route | Screen |',
    '|---|---|',
    '| / | Home |',
    '### Search overlay',
    '- Headed "WHAT". Opens on click.',
    '## 9. Constants',
    '- Up to 6 tiles.',
  ].join('\n'),
  Catalogue: '## 1. What it does\n- Shoppers browse.',
}

describe('the sentences of the specs', () => {
  const sentences = specSentences(docs)

  it('have an id of document, section and ordinal; a table header row is none', () => {
    expect(sentences.map((s) => [s.id, s.text])).toEqual([
      ['Shell §0.1', 'Intro line.'],
      ['Shell §0.2', 'Second intro sentence.'],
      ['Shell §2.1', '/ | Home'],
      ['Shell §2.2', 'Headed "WHAT".'],
      ['Shell §2.3', 'Opens on click.'],
      ['Shell §9.1', 'Up to 6 tiles.'],
      ['Catalogue §1.1', 'Shoppers browse.'],
    ])
    expect(sentences[3]).toMatchObject({
      sectionTitle: 'Screens and routes',
      heading: 'Search overlay',
    })
    expect(sentences[0]!.sectionTitle).toBe('Introduction')
  })

  it('are linked from a flow page by the id, and anchored on the register', () => {
    const [ref] = traceFlow(['Shell §2 Search overlay'], { quotes: { p: ['click'] } }, docs)
    expect(ref!.sentences.map((s) => [s.id, s.properties])).toEqual([
      ['Shell §2.2', []],
      ['Shell §2.3', ['p']],
    ])
    expect(registerAnchor('Shell §2.13')).toBe('Shell-2-13')
  })
})

describe('a test that names sentences', () => {
  it('names one or more, of one or both documents', () => {
    expect(idsIn('x [Shell §2.1]')).toEqual(['Shell §2.1'])
    expect(idsIn('x [Shell §2.1, §2.12 §9.1; Catalogue §1.1]')).toEqual([
      'Shell §2.1',
      'Shell §2.12',
      'Shell §9.1',
      'Catalogue §1.1',
    ])
    expect(idsIn('Shell §2 Search overlay, not a sentence')).toEqual([])
  })

  it('is read from the titles of it, test and describe; an id elsewhere is stray', () => {
    const source = [
      "describe('overlay [Shell §2.2]', () => {",
      "  it.each([1])('case %i [Shell §2.3]', () => {})",
      '  test(`typed ${x} [Catalogue §1.1]`, async () => {})',
      "  it('plain', () => { expect(ref).toBe('Shell §9.1') })",
      '})',
    ].join('\n')
    const { refs, stray } = titleRefs('tests/unit/x.test.ts', source)
    expect(refs.map((r) => [r.name, r.ids])).toEqual([
      ['overlay [Shell §2.2]', ['Shell §2.2']],
      ['case %i [Shell §2.3]', ['Shell §2.3']],
      ['typed ${x} [Catalogue §1.1]', ['Catalogue §1.1']],
    ])
    expect(stray).toEqual(['Shell §9.1'])
  })

  it('has the level of where it lives', () => {
    expect(levelOf('tests/e2e/shell.spec.ts')).toBe('browser')
    expect(levelOf('tests/model/newsletter.test.tsx')).toBe('path')
    expect(levelOf('tests/unit/views/purchase.test.tsx')).toBe('view')
    expect(levelOf('tests/unit/domain/text.test.ts')).toBe('unit')
  })
})

describe('the register', () => {
  const sentences = specSentences(docs)
  const tests = titleRefs('tests/unit/x.test.ts', "it('tiles [Shell §9.1, §7.7]', () => {})").refs
  const traces = { 'search-overlay': { quotes: { headed: ['Headed "WHAT"'] } } }
  const waivers = { 'Shell §0.1': 'an introduction', 'Shell §9.1': 'stale', 'Shell §5.5': 'gone' }
  const register = buildRegister(sentences, traces, tests, waivers)
  const status = (id: string) => register.find((e) => e.id === id)!.status

  it('marks a sentence checked by a quoting property or a naming test, else waived or unchecked', () => {
    expect(status('Shell §2.2')).toBe('checked')
    expect(register.find((e) => e.id === 'Shell §2.2')!.properties).toEqual([
      { flow: 'search-overlay', id: 'headed' },
    ])
    expect(status('Shell §9.1')).toBe('checked')
    expect(status('Shell §0.1')).toBe('waived')
    expect(status('Shell §0.2')).toBe('unchecked')
  })

  it('fails on a reference to no sentence, a stray id, and a stale, empty or unknown waiver', () => {
    expect(
      registerProblems(register, tests, { ...waivers, 'Shell §0.2': ' ' }, [
        { file: 'tests/e2e/a.spec.ts', id: 'Shell §2.2' },
      ]),
    ).toEqual([
      'tests/unit/x.test.ts: "tiles [Shell §9.1, §7.7]" names Shell §7.7, which is no sentence',
      "tests/e2e/a.spec.ts: Shell §2.2 is named outside a test's title, where the register cannot see it",
      'Shell §9.1 is waived but checked: take its waiver out',
      'the waiver of Shell §5.5 names no sentence',
      'the waiver of Shell §0.2 gives no reason',
    ])
  })

  it('counts per document and section', () => {
    const shell = registerFigures(register).filter((f) => f.doc === 'Shell')
    expect(shell.map((f) => [f.section, f.sentences, f.checked, f.waived, f.unchecked])).toEqual([
      [-1, 6, 2, 1, 3],
      [0, 2, 0, 1, 1],
      [2, 3, 1, 0, 2],
      [9, 1, 1, 0, 0],
    ])
  })
})
