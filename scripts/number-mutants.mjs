#!/usr/bin/env node
// Number mutants (issue 49): StrykerJS has no mutator for numeric literals, so a number the spec
// states (a cut length, a limit, an interval, a breakpoint) could change with every test
// passing. Each numeric literal of src/config, src/domain, the machines' delays and the flow
// views is nudged one step up, one step down and to a far value; the tests that import its file
// (`vitest related`) run against each, and a mutant they do not fail survives. Figures only.
// Usage: npm run bench:mutation -- numbers [--sample=0.25] [--files=src/domain/text.ts,...]
//   [--list: the mutants per file, none run]
// (or node scripts/number-mutants.mjs with the same options).
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
const arg = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null

/** The files whose numbers are mutated, by kind (machines: their `delays` only). */
function targets() {
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

/** Numeric literals outside types; in a machine, only those under its `delays`. */
function literalsOf(file) {
  const text = readFileSync(join(root, file), 'utf8')
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const onlyDelays = file.endsWith('/machine.ts')
  const found = []
  const visit = (node, inDelays) => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node)) return
    const delays = inDelays || (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'delays')
    if (ts.isNumericLiteral(node) && (!onlyDelays || delays)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
      found.push({ start: node.getStart(sf), end: node.getEnd(), text: node.text, line })
    }
    ts.forEachChild(node, (child) => visit(child, delays))
  }
  visit(sf, false)
  return { text, found }
}

/** One step up, one step down (in the literal's own precision) and a far value. */
function replacements(literal) {
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

/** The same mutants on every run: a hash of each place and replacement under the fraction. */
const kept = (key, fraction) => {
  let h = 2166136261 // FNV-1a
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0
  return h / 2 ** 32 < fraction
}

// A run stopped mid-mutant puts the file back as it was.
let restore = () => {}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    restore()
    process.exit(130)
  })

const sample = Number(arg('sample') ?? 1)
const only = arg('files')?.split(',')
const files = only ?? targets()
const started = Date.now()
const rows = []
const survivors = []

for (const file of files) {
  const { text, found } = literalsOf(file)
  const mutants = found.flatMap((l) =>
    replacements(l.text)
      .map((to) => ({ ...l, to }))
      .filter((m) => kept(`${file}:${m.line}:${m.start}:${m.to}`, sample)),
  )
  if (!mutants.length) continue
  if (process.argv.includes('--list')) {
    console.log(`  ${file}`.padEnd(52), String(mutants.length).padStart(6))
    rows.push({ file, killed: 0, total: mutants.length })
    continue
  }
  let killed = 0
  restore = () => writeFileSync(join(root, file), text)
  for (const m of mutants) {
    writeFileSync(join(root, file), text.slice(0, m.start) + m.to + text.slice(m.end))
    try {
      const run = spawnSync(
        join(root, 'node_modules/.bin/vitest'),
        ['related', file, '--run', '--bail=1', '--reporter=dot'],
        { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } },
      )
      // No test imports the file: nothing could notice the change.
      const untested = /No test files found/.test(`${run.stdout}${run.stderr}`)
      if (run.status === 0 || untested)
        survivors.push(
          `${file}:${m.line} ${m.text} → ${m.to}${untested ? ' (no test imports it)' : ''}`,
        )
      else killed++
    } finally {
      writeFileSync(join(root, file), text)
    }
  }
  rows.push({ file, killed, total: mutants.length })
  console.log(
    `  ${file}`.padEnd(52),
    String(killed).padStart(7),
    String(mutants.length).padStart(6),
    `${((killed / mutants.length) * 100).toFixed(1)} %`.padStart(8),
  )
}

const killed = rows.reduce((n, r) => n + r.killed, 0)
const total = rows.reduce((n, r) => n + r.total, 0)
console.log(
  '  numbers overall'.padEnd(52),
  String(killed).padStart(7),
  String(total).padStart(6),
  `${total ? ((killed / total) * 100).toFixed(1) : '–'} %`.padStart(8),
)
if (survivors.length) console.log(`  survivors:\n    ${survivors.join('\n    ')}`)
console.log(
  `\nnumbers: ${((Date.now() - started) / 60000).toFixed(1)} min${sample < 1 ? `; a fixed sample of ${sample * 100} % of the mutants` : ''}`,
)
writeFileSync(
  join(root, '.reports/mutation-numbers.json'),
  JSON.stringify({ rows, survivors, killed, total }, null, 2),
)
