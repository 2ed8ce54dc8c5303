// @vitest-environment jsdom
/**
 * The page's idle moment (src/lib/page-idle.ts, ADR 0028): work waits for the document's load,
 * hydration (the watch starts then) and every read in flight; marked once; work asked for
 * later runs at the next idle moment; cancelled work does not run.
 */
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, expect, it, vi } from 'vitest'
import type * as PageIdle from '~/lib/page-idle'

let idle: typeof PageIdle
beforeEach(async () => {
  vi.resetModules()
  idle = await import('~/lib/page-idle')
  performance.clearMarks(idle.PAGE_IDLE_MARK)
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

it('runs work once hydrated and every read has answered, and marks the moment once', async () => {
  const ran: string[] = []
  idle.whenPageIdle(() => ran.push('before hydration'))
  const cancel = idle.whenPageIdle(() => ran.push('cancelled'))
  cancel()
  await settle()
  expect(ran).toEqual([])
  const client = new QueryClient()
  let answer!: (value: number) => void
  void client.fetchQuery({
    queryKey: ['read'],
    queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
  })
  idle.watchForPageIdle(client)
  await settle()
  expect(ran).toEqual([])
  answer(1)
  await settle()
  expect(ran).toEqual(['before hydration'])
  expect(performance.getEntriesByName(idle.PAGE_IDLE_MARK)).toHaveLength(1)
  // Asked for afterwards: the next idle moment, not at once; the mark stays the first one.
  idle.whenPageIdle(() => ran.push('after'))
  expect(ran).toEqual(['before hydration'])
  await settle()
  expect(ran).toEqual(['before hydration', 'after'])
  idle.watchForPageIdle(client)
  await settle()
  expect(performance.getEntriesByName(idle.PAGE_IDLE_MARK)).toHaveLength(1)
})
