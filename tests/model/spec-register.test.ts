/**
 * The register of both specs (ADR 0024): every sentence checked by a spec property or a named
 * test, or waived with a reason. Reads every test file's titles; keeps the generated list of
 * references (src/flow-catalog/spec-register.json, read by /flows/spec) current; with
 * SPEC_REPORT=1 (npm run spec:report) writes .reports/spec-register.{json,md}.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { specDocs, traceOf } from '~/flow-catalog/requirements'
import {
  buildRegister,
  registerFigures,
  registerProblems,
  titleRefs,
  type TestRef,
} from '~/flow-catalog/spec-register'
import { waivers } from '~/flow-catalog/spec-waivers'
import { sentencesOf, specRefsOf, specSentences } from '~/flow-catalog/spec-trace'

const ROOT = join(__dirname, '../..')
// The register's own tests name ids as data, not as what they check.
const SELF = [
  'tests/model/spec-register.test.ts',
  'tests/unit/flow-catalog/spec-register.test.ts',
  'tests/e2e/flows-register.spec.ts',
]

const testFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? testFiles(join(dir, d.name))
      : /\.(test|spec)\.tsx?$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  )

const tests: TestRef[] = []
const stray: Array<{ file: string; id: string }> = []
for (const file of testFiles('tests').map((f) => relative(ROOT, join(ROOT, f)))) {
  if (SELF.includes(file)) continue
  const found = titleRefs(file, readFileSync(join(ROOT, file), 'utf8'))
  tests.push(...found.refs)
  stray.push(...found.stray.map((id) => ({ file, id })))
}
const traces = Object.fromEntries(flows.map((f) => [f.key, traceOf(f.key)]))
const sentences = specSentences(specDocs)
const register = buildRegister(sentences, traces, tests, waivers)

describe('the register of both specs', () => {
  it('has no reference to a sentence that does not exist, no stray id, no stale waiver', () => {
    expect(registerProblems(register, tests, waivers, stray)).toEqual([])
  })

  it('has no unchecked sentence: each is checked by a named test or waived with its reason', () => {
    expect(register.filter((e) => e.status === 'unchecked').map((e) => e.id)).toEqual([])
  })

  it('waives at most 10 % of each document', () => {
    for (const doc of ['Shell', 'Catalogue']) {
      const all = register.filter((e) => e.doc === doc)
      expect(all.filter((e) => e.status === 'waived').length).toBeLessThanOrEqual(all.length / 10)
    }
  })

  it('keeps the generated references current (src/flow-catalog/spec-register.json)', async () => {
    const byId: Record<string, Array<Omit<TestRef, 'ids'>>> = {}
    for (const e of register) if (e.tests.length) byId[e.id] = e.tests
    await expect(`${JSON.stringify(byId, null, 2)}\n`).toMatchFileSnapshot(
      '../../src/flow-catalog/spec-register.json',
    )
  })
})

if (process.env.SPEC_REPORT) {
  mkdirSync(join(ROOT, '.reports'), { recursive: true })
  // Flows: the sentences their machines reference, and how many a property or a path checks.
  const flowRows = flows.map((f) => {
    const texts = new Set(
      specRefsOf(f.machine.config.meta).flatMap((r) => sentencesOf(r, specDocs)),
    )
    const entries = register.filter((e) => texts.has(e.text))
    const byModel = entries.filter(
      (e) => e.properties.length || e.tests.some((t) => t.level === 'path'),
    )
    const missing = entries.filter((e) => !byModel.includes(e)).map((e) => e.id)
    return { flow: f.key, referenced: entries.length, byModel: byModel.length, missing }
  })
  writeFileSync(
    join(ROOT, '.reports/spec-register.json'),
    JSON.stringify({ figures: registerFigures(register), flows: flowRows, register }, null, 2),
  )
  const md = ['# Register of both specs', '']
  for (const e of register) {
    const by = [
      ...e.properties.map((p) => `property ${p.flow}/${p.id}`),
      ...e.tests.map((t) => `${t.level} ${t.file} "${t.name}"`),
    ]
    md.push(
      `- **${e.id}** [${e.status}] ${e.text}`,
      ...by.map((b) => `  - ${b}`),
      ...(e.waiver ? [`  - waived: ${e.waiver}`] : []),
    )
  }
  writeFileSync(join(ROOT, '.reports/spec-register.md'), `${md.join('\n')}\n`)
}
