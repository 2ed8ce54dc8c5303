import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/ERRORS.md maps every row of both specs' error catalogues (section 8) to the tests that
 * inject its fault and assert what it promises (issue 18). This fails when a row of either
 * table has no entry, when an entry's situation no longer reads as the spec's, when a cited
 * test file is missing or no longer holds the cited title, and when an "other log code" the
 * catalogue spec lists has no test.
 */
const root = resolve(__dirname, '../..')
const read = (path: string) => readFileSync(resolve(root, path), 'utf8')

/**
 * The spec sits beside the checkout (../shared/spec) where the team works; a clone without it
 * still checks the map against its own situations (20 + 18 rows, each with tests).
 */
function specRows(name: string, prefix: 'S' | 'C'): string[] {
  const path = resolve(root, '../shared/spec', name)
  if (!existsSync(path))
    return entries.filter((e) => e.row.startsWith(prefix)).map((e) => e.situation)
  const text = readFileSync(path, 'utf8')
  const section = text.slice(text.indexOf('## 8. Error catalogue'), text.indexOf('## 9.'))
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Situation'))
    .map((line) => line.split('|')[1]!.trim())
}

interface Entry {
  row: string
  situation: string
  tests: { file: string; title: string }[]
}

function mapEntries(): Entry[] {
  return read('docs/ERRORS.md')
    .split('\n')
    .filter((line) => /^\| (S|C|L)\d+\s+\|/.test(line))
    .map((line) => {
      // | Row | Situation | What the shopper gets | Tests |
      const cells = line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim())
      return {
        row: cells[0]!,
        situation: cells[1]!,
        tests: cells
          .at(-1)!
          .split('<br>')
          .map((ref) => /^`([^`]+)` › (.+)$/.exec(ref.trim()))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => ({ file: m[1]!, title: m[2]! })),
      }
    })
}

const entries = mapEntries()
const shell = specRows('storefront-shell-and-journeys.md', 'S')
const catalogue = specRows('catalogue-and-content-blocks.md', 'C')

describe('docs/ERRORS.md', () => {
  it('reads both catalogues (20 shell rows, 18 catalogue rows)', () => {
    expect(shell).toHaveLength(20)
    expect(catalogue).toHaveLength(18)
  })

  const rows = [
    ...shell.map((situation, i) => ({ row: `S${i + 1}`, situation })),
    ...catalogue.map((situation, i) => ({ row: `C${i + 1}`, situation })),
  ]
  it.each(rows)('$row ($situation) has an entry with at least one test', ({ row, situation }) => {
    const entry = entries.find((e) => e.row === row)
    expect(entry, `no entry for ${row}`).toBeDefined()
    expect(entry!.situation).toBe(situation)
    expect(entry!.tests.length).toBeGreaterThan(0)
  })

  const otherCodes = ['11302.01', '11303.01', '11303.03', '13901.01', '13901.03', '13801.01']
  it.each(otherCodes)('other log code %s has a test', (code) => {
    const entry = entries.find((e) => e.row.startsWith('L') && e.situation.includes(code))
    expect(entry, `no entry for ${code}`).toBeDefined()
    expect(entry!.tests.length).toBeGreaterThan(0)
  })

  it('every cited test exists under its title', () => {
    const missing = entries.flatMap((e) =>
      e.tests
        .filter(
          ({ file, title }) => !existsSync(resolve(root, file)) || !hasTitle(read(file), title),
        )
        .map(({ file, title }) => `${e.row}: ${file} › ${title}`),
    )
    expect(missing).toEqual([])
  })
})

/**
 * Whether a test file declares a test with this title (in any quote style), with or without the
 * spec sentences it names at its end (ADR 0024).
 */
function hasTitle(source: string, title: string): boolean {
  return ["'", '"', '`'].some((q) => {
    const quoted = `${q}${title.replaceAll(q, `\\${q}`)}`
    return (
      source.includes(`${quoted}${q}`) ||
      source.includes(`${quoted} [Shell §`) ||
      source.includes(`${quoted} [Catalogue §`)
    )
  })
}
