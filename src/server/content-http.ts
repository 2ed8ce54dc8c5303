import { ContentInputError, contentCalls, isContentCall } from '~/content/server-calls'

/** Content as public JSON: shared caches may keep it briefly (it is the same for everyone). */
export async function handleContentRequest(request: Request, call: string): Promise<Response> {
  if (!isContentCall(call))
    return Response.json({ message: `No content call named ${call}` }, { status: 404 })
  try {
    const body = await contentCalls[call](new URL(request.url).searchParams)
    return Response.json(body, {
      headers: { 'cache-control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600' },
    })
  } catch (error) {
    if (error instanceof ContentInputError)
      return Response.json({ message: error.message }, { status: 400 })
    console.error(
      `[content] /api/content/${call} failed:`,
      error instanceof Error ? error.stack : error,
    )
    return Response.json(
      { message: 'Content is unavailable right now' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
