import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateNode } from 'xstate'
import { flows } from '~/flow-catalog/catalog'
import { buildFlowModel } from '~/flow-catalog/model'
import { exerciseMap } from '~/flow-catalog/spec-harness'
import { specDocs, traceOf } from '~/flow-catalog/requirements'
import { sentencesOf, specRefsOf, traceFlow, traceProblems } from '~/flow-catalog/spec-trace'

const SOURCE = join(__dirname, '../../../shared/spec')

describe('the spec copies', () => {
  it.runIf(existsSync(SOURCE))('are the documents in ../shared/spec, word for word', () => {
    expect(specDocs.Shell).toBe(
      readFileSync(join(SOURCE, 'storefront-shell-and-journeys.md'), 'utf8'),
    )
    expect(specDocs.Catalogue).toBe(
      readFileSync(join(SOURCE, 'catalogue-and-content-blocks.md'), 'utf8'),
    )
  })
})

describe('a spec reference', () => {
  const docs = {
    Shell: [
      '## 2. Screens',
      '### Search overlay',
      '- Headed "WHAT". Opens on click; has Clear.',
      '- Up to 6 tiles are shown.',
      '### Account widget',
      '- Member: a menu.',
      '## 4. States and transitions',
      '- **Banner**: cookie present shows the banner; claiming removes it.',
      '- **Add-to-cart submit:**',
      '  - A spinner shows, then the cart is refreshed.',
      '  - The drawer opens.',
      '- **Logout**: the login page opens.',
      '**Product detail.**',
      '- Gallery and a box.',
      '**Blog page.** Title and grid.',
      '',
      '## 8. Errors',
      '| Situation | Behaviour |',
      '|---|---|',
      '| Logout failure (12101.01) | logged only |',
    ].join('\n'),
    Catalogue: '',
  }

  it('names a heading, a bold label, a parent item, a table row or quoted words', () => {
    expect(sentencesOf('Shell §2 Search overlay', docs)).toEqual([
      'Headed "WHAT".',
      'Opens on click; has Clear.',
      'Up to 6 tiles are shown.',
    ])
    expect(sentencesOf('Shell §4 Banner', docs)).toEqual([
      'Banner: cookie present shows the banner; claiming removes it.',
    ])
    expect(sentencesOf('Shell §4 Add-to-cart submit', docs)).toEqual([
      'Add-to-cart submit:',
      'A spinner shows, then the cart is refreshed.',
      'The drawer opens.',
    ])
    expect(sentencesOf('Shell §4 Product detail', docs)).toEqual(['Gallery and a box.'])
    expect(sentencesOf('Shell §4 Blog page', docs)).toEqual(['Blog page.', 'Title and grid.'])
    expect(sentencesOf('Shell §8 12101.01', docs)).toEqual([
      'Logout failure (12101.01) | logged only',
    ])
    expect(sentencesOf('Shell §2 "6 tiles"', docs)).toEqual(['Up to 6 tiles are shown.'])
  })

  it('that names nothing, or is not one, fails', () => {
    expect(() => sentencesOf('Shell §2 Cart', docs)).toThrow('nothing for "Shell §2 Cart"')
    expect(() => sentencesOf('Shell §9 Banner', docs)).toThrow()
    expect(() => sentencesOf('Shell 2 Banner', docs)).toThrow('not a spec reference')
  })

  it('is checked by the properties that quote its sentences, unless waived', () => {
    const trace = { quotes: { p: ['Up to 6 tiles'] } }
    const refs = ['Shell §2 Search overlay', 'Shell §2 Account widget']
    const traced = traceFlow(refs, trace, docs, { p: ['a', 'b'] })
    expect(traced[0]!.sentences.map((s) => [s.properties, s.paths])).toEqual([
      [[], 0],
      [[], 0],
      [['p'], 2],
    ])
    expect(traceProblems(refs, ['p'], trace, docs)).toEqual([
      'no property checks a sentence of "Shell §2 Account widget" and it is not waived',
    ])
    const waived = { ...trace, waived: { 'Shell §2 Account widget': 'why' } }
    expect(traceProblems(refs, ['p'], waived, docs)).toEqual([])
    // Word for word, but across two sentences: it checks neither.
    const across = { quotes: { p: ['Up to 6 tiles'], q: ['"WHAT". Opens'] } }
    expect(traceProblems(refs.slice(0, 1), ['p', 'q'], across, docs)).toEqual([
      'property q quotes what the spec does not say: ""WHAT". Opens"',
    ])
    expect(traceProblems(refs.slice(0, 1), ['q'], { quotes: { p: ['7 tiles'] } }, docs)).toEqual([
      'quotes for p, which is not a spec property',
      'property p quotes what the spec does not say: "7 tiles"',
      'no property checks a sentence of "Shell §2 Search overlay" and it is not waived',
    ])
  })
})

describe.each(flows.map((flow) => [flow.key, flow] as const))('%s', (_key, flow) => {
  const refs = specRefsOf(flow.machine.config.meta)

  it('names the parts of the spec it implements', () => {
    expect(refs.length).toBeGreaterThan(0)
  })

  it('describes every state in plain words (what /flows shows beside its id)', () => {
    const undescribed: string[] = []
    const visit = (node: AnyStateNode) => {
      if (!node.description?.trim()) undescribed.push(node.id)
      Object.values(node.states).forEach(visit)
    }
    visit(flow.machine.root)
    expect(undescribed).toEqual([])
  })

  it('describes every transition in plain words (what a simulator button says it does)', () => {
    const undescribed: string[] = []
    const visit = (node: AnyStateNode) => {
      for (const [type, transitions] of node.transitions)
        transitions.forEach((t, i) => {
          if (!t.description?.trim()) undescribed.push(`${node.id} on ${type}${i ? ` #${i}` : ''}`)
        })
      Object.values(node.states).forEach(visit)
    }
    visit(flow.machine.root)
    expect(undescribed).toEqual([])
  })

  it('has every reference checked by a property that quotes it, or waived with a reason', () => {
    expect(
      traceProblems(
        refs,
        flow.spec.properties.map((p) => p.id),
        traceOf(flow.key),
        specDocs,
      ),
    ).toEqual([])
  })
})

/**
 * The requirements report (npm run flows:report): every flow's spec sentences with the
 * properties that check them and how many generated paths exercise those.
 */
if (process.env.FLOW_REPORT) {
  afterAll(async () => {
    mkdirSync('.reports', { recursive: true })
    const lines = ['# Requirements traced to spec properties', '']
    const counts: Record<string, { checked: number; total: number; waived: number }> = {}
    for (const flow of flows) {
      const refs = specRefsOf(flow.machine.config.meta)
      const exercised = await exerciseMap(flow, buildFlowModel(flow).paths)
      const trace = traceFlow(refs, traceOf(flow.key), specDocs, exercised)
      const sentences = trace.flatMap((r) => r.sentences)
      counts[flow.key] = {
        checked: sentences.filter((x) => x.properties.length).length,
        total: sentences.length,
        waived: trace.filter((r) => r.waived).length,
      }
      lines.push(`## ${flow.key}`, '')
      for (const r of trace) {
        lines.push(`### ${r.ref}`, '')
        if (r.waived) lines.push(`Waived: ${r.waived}`, '')
        for (const x of r.sentences)
          lines.push(
            x.properties.length
              ? `- ✓ "${x.text}" — ${x.properties.join(', ')} (${x.paths} paths)`
              : `- ✗ "${x.text}" — no property`,
          )
        lines.push('')
      }
    }
    writeFileSync('.reports/requirements.md', lines.join('\n'))
    writeFileSync('.reports/requirements.json', JSON.stringify(counts, null, 2))
  })
}
