// The numbers behind the spec's sentences, as scripts/number-mutants.mjs mutates them: which
// files, which literals, what each becomes, and a Vite plugin that compiles every such literal
// into a switch (mutant switching, as StrykerJS does), so one Vitest process runs every mutant:
// the literal reads the mutant named in ACTIVE when its module is evaluated (each test file
// evaluates its own modules), and records that it ran when none is (which test files to run
// for each mutant).
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
/** The mutant under test ({ file, k, to }), written by the runner before each run. */
export const ACTIVE = join(root, '.reports', 'number-mutant.json')
/** Per test file, the literals it ran (tests/number-hits.ts writes them). */
export const HITS = join(root, '.reports', 'number-hits')

/** The files whose numbers are mutated, by kind (machines: their `delays` only). */
export function targets() {
  const list = (dir, re) =>
    readdirSync(join(root, dir), { recursive: true })
      .map((f) => join(dir, String(f)))
      .filter((f) => re.test(f))
  const views = list('src/components', /\.tsx?$/).filter((f) =>
    readFileSync(join(root, f), 'utf8').includes('useFlow('),
  )
  return [
    ...list('src/config', /\.ts$/),
    ...list('src/domain', /\.ts$/),
    ...list('machines', /\/machine\.ts$/),
    ...views,
  ]
}

/**
 * Numeric literals outside types and imports, in source order; in a machine, only those under
 * its `delays`. A literal that names a property (`{ 1: … }`) is left alone: it is a key.
 */
export function literalsOf(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const onlyDelays = file.endsWith('/machine.ts')
  const found = []
  const visit = (node, inDelays) => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node)) return
    const delays = inDelays || (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'delays')
    const isKey = node.parent && 'name' in node.parent && node.parent.name === node
    if (ts.isNumericLiteral(node) && !isKey && (!onlyDelays || delays)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
      found.push({ start: node.getStart(sf), end: node.getEnd(), text: node.text, line })
    }
    ts.forEachChild(node, (child) => visit(child, delays))
  }
  visit(sf, false)
  return found
}

/** One step up, one step down (in the literal's own precision) and a far value. */
export function replacements(literal) {
  const n = Number(literal)
  const decimals = /\.(\d+)$/.exec(literal)?.[1]?.length ?? 0
  const step = 10 ** -decimals
  const fmt = (v) => (decimals ? v.toFixed(decimals) : String(v))
  const out = new Set([
    fmt(n + step),
    n - step >= 0 ? fmt(n - step) : null,
    fmt(n === 0 ? 100 : n * 10),
  ])
  out.delete(null)
  out.delete(literal)
  return [...out]
}

/** The Vite plugin (vitest.numbers.config.ts): each target's literals become switches. */
export function numberSwitch() {
  const files = new Map(targets().map((f) => [resolve(root, f), f]))
  return {
    name: 'number-switch',
    enforce: 'pre',
    transform(code, id) {
      const file = files.get(id.split('?')[0])
      if (!file) return null
      const found = literalsOf(file, code)
      if (!found.length) return null
      let out = ''
      let at = 0
      found.forEach((l, k) => {
        out += `${code.slice(at, l.start)}__nm(${k}, ${l.text})`
        at = l.end
      })
      out += code.slice(at)
      // Imports are hoisted, so the helper may sit at the end, after the module's own imports.
      const helper = `
import { readFileSync as __nmRead } from 'node:fs'
function __nm(k, value) {
  const active = (__nm.active ??= (() => {
    try { return JSON.parse(__nmRead(${JSON.stringify(ACTIVE)}, 'utf8')) } catch { return false }
  })())
  if (!active) {
    ;(globalThis.__numberHits ??= new Set()).add(${JSON.stringify(file)} + '#' + k)
    return value
  }
  return active.file === ${JSON.stringify(file)} && active.k === k ? Number(active.to) : value
}
`
      return { code: out + helper, map: null }
    },
  }
}
