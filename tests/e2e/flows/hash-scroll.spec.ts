import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import type { HashScrollEvent } from '#machines/hash-scroll/machine'
import hashScrollFlow from '#machines/hash-scroll/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { machineEvents, pauseClock, testCoveringPaths, type BrowserBinding } from './runner'

/**
 * The hash scroll's covering paths on /ingredients with the page clock paused. The path's
 * target is an element the page does not have yet ("late-12"), so a look misses until a path
 * says the element is there: then it is added, as a list that loads late would add it.
 */
const model = buildFlowModel(hashScrollFlow)
const LATE = 'late-12'

interface C {
  page: Page
  target: string | null
}

/** Where the target's top is in the viewport (null when it is not on the page). */
const topOf = (c: C) =>
  c.page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? null, LATE)

const binding: BrowserBinding<C> = {
  async setup(page) {
    await pauseClock(page)
    await page.goto('/ingredients')
    return { page, target: null }
  },
  states: {
    'hash-scroll.idle': async (c) => {
      expect(await c.page.evaluate(() => window.scrollY)).toBe(0)
    },
    'hash-scroll.seeking': async (c) => {
      expect(await topOf(c)).toBeNull()
    },
    'hash-scroll.waiting': async (c) => {
      expect(await topOf(c)).toBeNull()
    },
    // Smoothly to 120 px below the top of the window (catalogue §9).
    // (Within a pixel or two: a phone's viewport may round the smooth scroll's last step.)
    'hash-scroll.scrolled': async (c) => {
      await expect
        .poll(async () => Math.abs(((await topOf(c)) ?? -1000) - 120))
        .toBeLessThanOrEqual(2)
    },
  },
  events: {
    ...machineEvents<HashScrollEvent, C>({
      'hash.changed': async (c, e) => {
        c.target = e.hash ? LATE : null
        await c.page.evaluate(
          (hash) => {
            window.location.hash = hash
          },
          e.hash ? `#${LATE}` : '',
        )
      },
    }),
    'xstate.after.retry': async (c) => {
      await c.page.clock.runFor(100)
    },
    // The element is there when looked for next: it arrives (tall content above it, so there
    // is somewhere to scroll to), then the next look runs.
    'xstate.done.actor.scrollToTarget': async (c, e) => {
      if (!e.output) return
      await c.page.evaluate((id) => {
        const el = document.createElement('p')
        el.id = id
        el.textContent = 'Arrived late'
        el.style.marginTop = '2000px'
        el.style.marginBottom = '2000px'
        document.querySelector('main')!.append(el)
      }, LATE)
      await c.page.clock.runFor(100)
    },
    'xstate.error.actor.scrollToTarget': async () => {
      throw new Error('left out: looking for an element does not fail in the browser')
    },
  },
}

test.describe('ingredients page hash scroll flow', () => {
  testCoveringPaths(model, binding, {
    step: (e) => e.type === 'xstate.error.actor.scrollToTarget',
    reason: 'document.getElementById cannot fail; the view level covers the failure',
  })
})
