/**
 * The slowest tests of a run and the files that take the most worker time, printed as the run's
 * last lines (shared by both reporters): where to look first when the suite slows down.
 */
export const SLOWEST = 20
const FILES = 15

type Timed = { name: string; ms: number; file: string }

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`

export function printSlowest(title: string, tests: Timed[]) {
  const top = [...tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)
  if (!top.length) return
  const lines = top.map(({ name, ms }) => `${seconds(ms)}  ${name.slice(0, 150)}`)
  console.log(`\n${title}: the ${top.length} slowest tests\n${lines.join('\n')}\n`)

  const byFile = new Map<string, { ms: number; count: number }>()
  for (const { file, ms } of tests) {
    const entry = byFile.get(file) ?? { ms: 0, count: 0 }
    byFile.set(file, { ms: entry.ms + ms, count: entry.count + 1 })
  }
  const total = tests.reduce((sum, t) => sum + t.ms, 0)
  const files = [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, FILES)
  const rows = files.map(
    ([file, { ms, count }]) =>
      `${seconds(ms)}  ${String(Math.round((100 * ms) / total)).padStart(3)} %  ${String(count).padStart(4)} tests  ${file}`,
  )
  console.log(
    `${title}: the ${files.length} files taking the most worker time (of ${seconds(total).trim()})\n${rows.join('\n')}\n`,
  )
}
