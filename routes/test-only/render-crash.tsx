import { createFileRoute, notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'

/**
 * A deliberate failure so the error screen can be tested end to end. It exists only when
 * ENABLE_TEST_ROUTES is set (the Playwright server); otherwise it is an ordinary 404.
 */
type CrashAt = 'loader' | 'render'
const parseAt = (value: unknown): CrashAt => (value === 'loader' ? 'loader' : 'render')

// Reached by a full page load (the tests open it by its URL): a client navigation finds nothing.
const checkEnabled = createIsomorphicFn()
  .server(async (data: { at: CrashAt }) => {
    const { getSettings } = await import('~/server/settings')
    if (!getSettings().ENABLE_TEST_ROUTES) throw notFound()
    if (data.at === 'loader') throw new Error('Deliberate loader failure (test route)')
    return data
  })
  .client((): { at: CrashAt } => {
    throw notFound()
  })

export const Route = createFileRoute('/test-only/render-crash')({
  validateSearch: (search: Record<string, unknown>) => ({ at: parseAt(search.at) }),
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ deps }) => checkEnabled(deps),
  component: Crash,
})

function Crash(): never {
  throw new Error('Deliberate render failure (test route)')
}
