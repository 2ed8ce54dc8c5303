import { createFileRoute, notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'

/**
 * A deliberate failure so the error screen can be tested end to end. It exists only when
 * ENABLE_TEST_ROUTES is set (the Playwright server); otherwise it is an ordinary 404.
 */
const checkEnabled = createServerFn({ method: 'GET' })
  .validator(z.object({ at: z.enum(['loader', 'render']) }))
  .handler(async ({ data }) => {
    const { getSettings } = await import('~/server/settings')
    if (!getSettings().ENABLE_TEST_ROUTES) throw notFound()
    if (data.at === 'loader') throw new Error('Deliberate loader failure (test route)')
    return { at: data.at }
  })

export const Route = createFileRoute('/test-only/render-crash')({
  validateSearch: z.object({ at: z.enum(['loader', 'render']).catch('render') }),
  loaderDeps: ({ search }) => ({ at: search.at }),
  loader: ({ deps }) => checkEnabled({ data: deps }),
  component: Crash,
})

function Crash(): never {
  throw new Error('Deliberate render failure (test route)')
}
