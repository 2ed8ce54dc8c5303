import { useEffect, useMemo, useState } from 'react'
import type { Flow } from '~/flow-catalog/model'
import { decodeWalk, firstBroken, SpecDriver, take } from '~/flow-catalog/spec-harness'
import { sayStep } from '~/flow-catalog/words'
import styles from './Flows.module.css'

interface Replayed {
  steps: string[]
  /** Index into steps where a property first broke, with its message. */
  broken: { at: number; message: string } | null
}

/**
 * Replays a walk (the shortest sequence a failing property test printed) on this server's
 * machine, in simulated time, and shows the step where a spec property breaks.
 */
export function WalkReplay({ flow, walk }: { flow: Flow; walk: string }) {
  const steps = useMemo(() => decodeWalk(walk), [walk])
  const [replayed, setReplayed] = useState<{ walk: string; result: Replayed } | null>(null)
  useEffect(() => {
    if (!steps) return
    let cancelled = false
    const driver = new SpecDriver(flow)
    void (async () => {
      let broken: Replayed['broken'] = null
      for (const step of steps) {
        await take(driver, step)
        const failure = firstBroken(flow.spec, driver.trace)
        if (failure) {
          broken = { at: driver.trace.length - 2, message: failure.split('\n')[0]! }
          break
        }
      }
      if (!cancelled) {
        setReplayed({
          walk,
          result: { steps: driver.trace.slice(1).map((o) => sayStep(o.event)), broken },
        })
      }
    })().finally(() => driver.stop())
    return () => {
      cancelled = true
    }
  }, [flow, steps, walk])
  const result = !steps ? 'unreadable' : replayed?.walk === walk ? replayed.result : null

  return (
    <section aria-labelledby="walk-title" className={styles.walk}>
      <h2 id="walk-title">Replayed sequence</h2>
      {result === null ? (
        <p role="status">Replaying…</p>
      ) : result === 'unreadable' ? (
        <p role="alert">This sequence could not be read.</p>
      ) : (
        <>
          <ol>
            {result.steps.map((text, i) => (
              <li key={i} data-broken={result.broken?.at === i || undefined}>
                <code>{text}</code>
              </li>
            ))}
          </ol>
          <p role={result.broken ? 'alert' : 'status'}>
            {result.broken
              ? `Spec property broken at step ${result.broken.at + 1}: ${result.broken.message}`
              : 'Every spec property held on this sequence.'}
          </p>
        </>
      )}
    </section>
  )
}
