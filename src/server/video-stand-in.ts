/**
 * The embedded stand-in for the video host's oEmbed endpoint (shell §7 "A video host's oEmbed
 * endpoint"), answering while VIDEO_OEMBED_URL is unset: the seeded videos
 * (./video-stand-in.json, written by scripts/generate-media.mjs from the seed) with thumbnails
 * from the media folder, so the product page's videos work with no network. It speaks the part
 * of oEmbed the storefront reads, with the statuses a real host gives (400, 404, 405, 501).
 */
import videos from './video-stand-in.json'

const known = videos as Record<string, { title: string; author_name: string }>

/** The video id of a watch URL (`…?v={id}` or `youtu.be/{id}`), or null. */
export function watchUrlVideoId(url: string | null): string | null {
  if (!url || url.length > 500) return null
  try {
    const parsed = new URL(url)
    const id =
      parsed.searchParams.get('v') ??
      (parsed.hostname === 'youtu.be' ? parsed.pathname.slice(1) : null)
    return id && /^[\w-]{6,20}$/.test(id) ? id : null
  } catch {
    return null
  }
}

const answer = (status: number, body: unknown, cache = 'no-store') =>
  Response.json(body, { status, headers: { 'cache-control': cache } })

/** GET ?url={watch url}&format=json → the oEmbed video object. */
export function answerOEmbed(request: Request, thumbnailPattern: string): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  const params = new URL(request.url).searchParams
  const format = params.get('format') ?? 'json'
  if (format !== 'json') return answer(501, { message: `Format ${format} is not served` })
  const id = watchUrlVideoId(params.get('url'))
  if (!id) return answer(400, { message: 'url must be a video watch URL' })
  const video = Object.hasOwn(known, id) ? known[id] : undefined
  if (!video) return answer(404, { message: 'Not Found' })
  return answer(
    200,
    {
      type: 'video',
      version: '1.0',
      title: video.title,
      author_name: video.author_name,
      provider_name: 'Clearhome video stand-in',
      thumbnail_url: thumbnailPattern.replaceAll('{id}', encodeURIComponent(id)),
      thumbnail_width: 480,
      thumbnail_height: 270,
      width: 480,
      height: 270,
    },
    'public, max-age=86400',
  )
}
