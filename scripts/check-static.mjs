// The static checks of `npm test` (lint, dead code, format, types), run side by side: each is
// mostly one process waiting on one core, so together they take about the slowest one's time.
// Each check's output is printed whole once it ends; the script fails if any check fails.
import { spawn } from 'node:child_process'

const CHECKS = [
  ['lint', 'eslint', ['.']],
  ['lint:dead', 'knip', []],
  ['format:check', 'prettier', ['--check', '.']],
  ['typecheck', 'tsc', ['--noEmit']],
]

const run = ([name, bin, args]) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', (error) => resolve({ name, code: 1, out: String(error), ms: 0 }))
    child.on('close', (code) => resolve({ name, code, out, ms: Date.now() - started }))
  }).then((r) => {
    const seconds = (r.ms / 1000).toFixed(1)
    console.log(
      `${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${bin} ${args.join(' ')}, ${seconds} s)`,
    )
    if (r.code !== 0 || r.out.trim()) console.log(r.out.trimEnd().replace(/^/gm, '  '))
    return r.code === 0
  })

const results = await Promise.all(CHECKS.map(run))
process.exit(results.every(Boolean) ? 0 : 1)
