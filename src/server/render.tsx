import {
  createSsrStreamResponse,
  defineHandlerCallback,
  getSsrStatus,
  transformReadableStreamWithRouter,
  waitForRequest,
} from '@tanstack/router-core/ssr/server'
import { StartServer } from '@tanstack/react-start/server'
import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { islandsLoaded } from '~/lib/island'
import { renderStatus } from './dependencies'
import { log } from './logger.server'

/**
 * Start's stream handler, plus one thing it lacks: a component that throws while the first
 * pass renders (before the shell is sent) makes the response a 500, not a 200 page that only
 * the browser turns into the error screen. Loaders await critical data before rendering, so
 * route components render in that first pass; deferred parts stream afterwards as usual.
 */
export const streamHandler = defineHandlerCallback(async ({ request, router, responseHeaders }) => {
  const signal = request.signal
  let renderFailed = false
  let tornDown = false
  try {
    // The matched routes' chunks are loaded: wait for the islands they hold (cold server only).
    await islandsLoaded()
    const stream = await renderToReadableStream(<StartServer router={router} />, {
      signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        if (tornDown || signal.aborted) return
        renderFailed = true
        log.error({ err: error }, `[render] ${new URL(request.url).pathname} failed to render`)
      },
    })
    const bot = isbot(request.headers.get('user-agent'))
    const rendererAbort = bot ? new AbortController() : undefined
    const body = transformReadableStreamWithRouter(router, stream, {
      rendererSafePoint: 'script-close',
      signal,
      onAbort: (reason) => {
        tornDown = true
        rendererAbort?.abort(reason)
      },
    })
    // Crawlers get the whole document at once (and so the right status for late failures).
    if (rendererAbort) await waitForRequest(stream.allReady, rendererAbort.signal)
    logFailedMatches(router.state.matches, request)
    // A page whose main read failed answers 503 with Retry-After (src/server/dependencies.ts).
    const status = renderStatus(
      renderFailed ? 500 : getSsrStatus(router),
      renderFailed,
      responseHeaders,
      new URL(request.url).pathname,
    )
    return createSsrStreamResponse(router, new Response(body, { status, headers: responseHeaders }))
  } catch (error) {
    router.serverSsr?.cleanup()
    throw error
  }
})

/** Loader failures are caught by the router (and shown by the error screen); log them here. */
function logFailedMatches(
  matches: ReadonlyArray<{ status: string; error?: unknown; routeId: string }>,
  request: Request,
) {
  for (const match of matches) {
    if (match.status !== 'error') continue
    log.error(
      { err: match.error, routeId: match.routeId },
      `[loader] ${new URL(request.url).pathname} (${match.routeId}) failed`,
    )
  }
}
