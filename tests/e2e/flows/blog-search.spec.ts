import type { Page } from '@playwright/test'
import type { AnyEventObject } from 'xstate'
import { expect, test, waitForHydration } from '../fixtures'
import type { BlogSearchOutput } from '#machines/blog-search/machine'
import blogSearchFlow from '#machines/blog-search/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { type BrowserBinding, HeldRequests, pauseClock, testCoveringPaths } from './runner'

/**
 * The blog search's covering paths on the /learn page-builder page (catalogue §2 "Blog post
 * search"): GET /api/content/blog-search is held, so each answer arrives when the path says.
 */
const model = buildFlowModel(blogSearchFlow)
type Ctx = { query: 'empty' | 'short' | 'searchable'; results: number }

interface C {
  page: Page
  search: HeldRequests
}

const block = (c: C) => c.page.getByRole('region', { name: 'Search the guides' })
const box = (c: C) => block(c).getByRole('searchbox', { name: 'Search blog posts' })
const button = (c: C) => block(c).getByRole('button', { name: 'Search', exact: true })
const clear = (c: C) => block(c).getByRole('button', { name: 'Clear search' })
const status = (c: C) => block(c).getByRole('status')
const cards = (c: C) => block(c).getByRole('article')

const binding: BrowserBinding<C> = {
  async setup(page) {
    const search = await HeldRequests.hold(page, '**/api/content/blog-search?*')
    await page.goto('/learn')
    await waitForHydration(page)
    const c = { page, search }
    // The block hydrates with the page-builder content: typing before that would be lost (and
    // the same text typed again after it would be no change), so each try types afresh.
    await expect(async () => {
      await box(c).fill('')
      await box(c).fill('x')
      await expect(clear(c)).toBeVisible({ timeout: 500 })
    }).toPass()
    await clear(c).click()
    // Time is the test's from here on (the 500 ms pause). Not before: React reveals streamed
    // page-builder content on a timer, which a clock paused from the start would never run.
    await pauseClock(page)
    return c
  },
  states: {
    'blog-search.idle': async (c, context) => {
      await expect(status(c)).toHaveText('Type at least 3 characters to search')
      await expect(button(c)).toBeDisabled()
      await expect(cards(c)).toHaveCount(0)
      await expect(clear(c)).toHaveCount((context as Ctx).query === 'empty' ? 0 : 1)
    },
    'blog-search.debouncing': async (c, context) => {
      await expect(status(c)).toHaveText('Searching...')
      await expect(button(c)).toBeEnabled()
      await expect(cards(c)).toHaveCount((context as Ctx).results)
    },
    'blog-search.searching': async (c) => {
      await expect(status(c)).toHaveText('Searching...')
      await expect(status(c)).toHaveAttribute('aria-busy', 'true')
      await expect(button(c)).toBeDisabled()
      // The held call carries the trimmed term.
      const term = (await box(c).inputValue()).trim()
      await expect
        .poll(() => c.search.seen.at(-1)?.url)
        .toContain(`/api/content/blog-search?q=${encodeURIComponent(term)}`)
    },
    'blog-search.results': async (c, context) => {
      const n = (context as Ctx).results
      await expect(status(c)).toHaveText(`Found ${n} result(s)`)
      await expect(cards(c)).toHaveCount(n)
      await expect(
        cards(c).first().getByRole('link', { name: 'Sample Post 1', exact: true }),
      ).toHaveAttribute('href', '/blog/sample-post-1')
    },
    'blog-search.noResults': async (c) => {
      await expect(status(c)).toHaveText(
        'No results foundTry adjusting your search terms or browse our blog for more content.',
      )
      await expect(cards(c)).toHaveCount(0)
    },
    'blog-search.failed': async (c) => {
      await expect(status(c)).toHaveText('Search is unavailable right now. Please try again.')
      await expect(button(c)).toBeEnabled()
    },
  },
  events: {
    'blog-search.typed': async (c, e) => {
      const value = (e as AnyEventObject & { value: string }).value
      if ((await box(c).inputValue()) === value) await box(c).fill(`${value}x`)
      await box(c).fill(value)
    },
    'blog-search.submitted': (c) => box(c).press('Enter'),
    'blog-search.cleared': (c) => clear(c).click(),
    // Catalogue §4, §9: the search waits 500 ms without typing.
    'xstate.after.debounce': (c) => c.page.clock.runFor(500),
    'xstate.done.actor.searchPosts': (c, e) =>
      c.search.fulfil((e.output as BlogSearchOutput).posts),
    'xstate.error.actor.searchPosts': (c) =>
      c.search.fulfil({ message: 'Content is unavailable right now' }, 503),
  },
}

test.describe('blog search flow', () => {
  testCoveringPaths(model, binding)
})
