// scripts/number-mutants.mjs: which number literals each test file runs (scripts/number-literals.mjs
// makes each literal record itself while no mutant is active). Loaded before every other setup
// file, so the literals a file's setup and imports evaluate count as the file's.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'

const hits = new Set<string>()
;(globalThis as { __numberHits?: Set<string> }).__numberHits = hits

afterAll(() => {
  const dir = join(process.cwd(), '.reports', 'number-hits')
  // While a mutant is active the literals record nothing: keep the first run's record.
  if (existsSync(join(dir, '..', 'number-mutant.json'))) return
  const file = expect.getState().testPath ?? ''
  mkdirSync(dir, { recursive: true })
  const name = file.replace(/[^a-z0-9]+/gi, '_')
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ file, hits: [...hits] }))
})
