/**
 * The video host (shell §7 "A video host's oEmbed endpoint"): GET the oEmbed endpoint with the
 * video's watch URL, read `thumbnail_url`; on failure the fallback thumbnail pattern. Called on
 * the server only (the product page's server function), so the browser never talks to the host
 * and the answers are kept: a video's thumbnail does not change from one visit to the next.
 *
 * Failures are logged with the caller's code: 11201.xx for the how-to video (the section shows
 * "Error loading video preview." over the fallback), 12701.xx for the review video (hidden).
 */
import { z } from 'zod/mini'
import { constants } from '~/config/constants'
import { logError } from '~/lib/log'
import { configureVideoUrls, embedUrlOf, fill, isVideoId } from '~/api/product/video-urls'
import { withDeadline } from '~/api/base'

export interface VideoPreview {
  id: string
  title: string
  thumbnailUrl: string
  /** The player a pop-up frames. */
  embedUrl: string
  /** oEmbed failed: the thumbnail is the fallback pattern's. */
  failed: boolean
}

type Transport = (url: string, init: RequestInit) => Promise<Response>

interface VideoHost {
  oembedUrl: string
  thumbnailPattern: string
  embedPattern: string
  /** Keep answers (production); test servers ask every time, so an injected fault shows. */
  keep: boolean
  transport: Transport
}

let host: VideoHost | null = null

/** Set once by the server entry: the host's endpoint, or the embedded stand-in in-process. */
export function configureVideoHost(config: Omit<VideoHost, 'transport'>, inProcess?: Transport) {
  host = { ...config, transport: inProcess ?? ((url, init) => fetch(url, init)) }
  configureVideoUrls({ embed: config.embedPattern, thumbnail: config.thumbnailPattern })
  cache.clear()
}

const oembedSchema = z.object({
  thumbnail_url: z.url({ protocol: /^https?$/ }),
  title: z.optional(z.string().check(z.maxLength(500))),
})

// Thumbnails change rarely: an hour for an answer, a minute for a failure (so a host that was
// down is asked again soon), at most this many videos remembered.
const KEEP_MS = 3_600_000
const KEEP_FAILED_MS = 60_000
const MAX_KEPT = 1000
const cache = new Map<string, { at: number; preview: Promise<VideoPreview> }>()

/**
 * The video's preview: its oEmbed thumbnail, or (logged with `code`) the fallback pattern's with
 * `failed: true`. Never throws.
 */
export function videoPreview(id: string, code: '11201' | '12701'): Promise<VideoPreview> {
  const now = Date.now()
  if (!host?.keep) return askHost(id, code)
  const kept = cache.get(id)
  if (kept && now - kept.at < KEEP_MS) return kept.preview
  const preview = askHost(id, code).then((p) => {
    // A failure is kept only briefly.
    if (p.failed) setTimeout(() => cache.delete(id), KEEP_FAILED_MS).unref?.()
    return p
  })
  cache.delete(id)
  cache.set(id, { at: now, preview })
  if (cache.size > MAX_KEPT) cache.delete(cache.keys().next().value!)
  return preview
}

async function askHost(id: string, code: string): Promise<VideoPreview> {
  const config = host
  const fallback = (): VideoPreview => ({
    id,
    title: '',
    thumbnailUrl: config ? fill(config.thumbnailPattern, id) : '',
    embedUrl: embedUrlOf(id),
    failed: true,
  })
  if (!config) {
    logError(`${code}.03`, 'No video host configured')
    return fallback()
  }
  if (!isVideoId(id)) {
    logError(`${code}.03`, `Not a video id: ${JSON.stringify(id).slice(0, 40)}`)
    return fallback()
  }
  const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
  const url = `${config.oembedUrl}?url=${encodeURIComponent(watch)}&format=json`
  try {
    // Within the deadline, body included (the in-process stand-in ignores abort signals).
    const { response, json } = await withDeadline(constants.oembedTimeoutMs, async (signal) => {
      const answer = await config.transport(url, {
        headers: { accept: 'application/json' },
        signal,
      })
      return { response: answer, json: answer.ok ? ((await answer.json()) as unknown) : null }
    })
    if (!response.ok) {
      logError(`${code}.01`, `oEmbed for ${id} failed: ${response.status} ${response.statusText}`)
      return fallback()
    }
    const parsed = oembedSchema.safeParse(json)
    if (!parsed.success) {
      logError(`${code}.03`, `oEmbed for ${id} returned no thumbnail`, parsed.error)
      return fallback()
    }
    return {
      id,
      title: parsed.data.title ?? '',
      thumbnailUrl: parsed.data.thumbnail_url,
      embedUrl: embedUrlOf(id),
      failed: false,
    }
  } catch (error) {
    logError(`${code}.03`, `oEmbed for ${id} failed`, error)
    return fallback()
  }
}
