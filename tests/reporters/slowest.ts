/** The slowest tests of a run, printed as the run's last lines (shared by both reporters). */
export const SLOWEST = 20

export function printSlowest(title: string, tests: Array<{ name: string; ms: number }>) {
  const top = [...tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)
  if (!top.length) return
  const lines = top.map(
    ({ name, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${name.slice(0, 150)}`,
  )
  console.log(`\n${title}: the ${top.length} slowest tests\n${lines.join('\n')}\n`)
}
