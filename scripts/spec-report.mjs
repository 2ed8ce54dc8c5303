#!/usr/bin/env node
// The register of both specs (ADR 0024): per document and section, how many sentences are
// checked, waived and unchecked, and per flow how many of the sentences its machine references
// a spec property or a generated path checks. Writes .reports/spec-register.{json,md}.
// Usage: npm run spec:report
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let failed = false
try {
  execFileSync('node_modules/.bin/vitest', ['run', 'tests/model/spec-register.test.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SPEC_REPORT: '1' },
  })
} catch {
  failed = true
}
const { figures, flows } = JSON.parse(readFileSync('.reports/spec-register.json', 'utf8'))
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(0)} %` : '–')
const pad = (s, n) => String(s).padEnd(n)
const num = (s, n) => String(s).padStart(n)
console.log(
  `${pad('Document / section', 44)}${num('sentences', 10)}${num('checked', 9)}${num('waived', 12)}${num('unchecked', 11)}`,
)
for (const f of figures) {
  const name = f.section < 0 ? `${f.doc} (${f.title})` : `  §${f.section} ${f.title}`
  console.log(
    `${pad(name.slice(0, 43), 44)}${num(f.sentences, 10)}${num(f.checked, 9)}${num(`${f.waived} ${f.section < 0 ? `(${pct(f.waived, f.sentences)})` : ''}`.trim(), 12)}${num(f.unchecked, 11)}`,
  )
}
const referenced = flows.reduce((n, f) => n + f.referenced, 0)
const byModel = flows.reduce((n, f) => n + f.byModel, 0)
console.log(
  `\nFlows: ${byModel} of ${referenced} referenced sentences (${pct(byModel, referenced)}) checked by a spec property or a generated path`,
)
for (const f of flows)
  console.log(
    `  ${pad(f.flow, 22)} ${num(f.byModel, 3)} of ${num(f.referenced, 3)}${f.missing.length ? `   not by the model: ${f.missing.join(', ')}` : ''}`,
  )
console.log('\nThe register, sentence by sentence: .reports/spec-register.md and /flows/spec')
if (failed) {
  console.error('The register test failed (npx vitest run tests/model/spec-register.test.ts)')
  process.exit(1)
}
