/**
 * Video URLs from a video id (shell §7): the player a pop-up frames and the fallback thumbnail,
 * by the host's patterns (set by the server entry; YouTube's by default). No schema, no I/O:
 * page-builder blocks read them too.
 */
let patterns = {
  embed: 'https://www.youtube-nocookie.com/embed/{id}',
  thumbnail: 'https://i.ytimg.com/vi/{id}/hqdefault.jpg',
}

export function configureVideoUrls(next: { embed: string; thumbnail: string }) {
  patterns = next
}

export const fill = (pattern: string, id: string) =>
  pattern.replaceAll('{id}', encodeURIComponent(id))

/** The ids the seed and the store use: the host's own (YouTube-style) video ids. */
export const isVideoId = (id: unknown): id is string =>
  typeof id === 'string' && /^[\w-]{6,20}$/.test(id)

/** The video id in a watch URL (a gallery item's video_url), or null. */
export function videoIdOfUrl(url: string | null | undefined): string | null {
  const id = /(?:[?&]v=|youtu\.be\/|\/embed\/)([\w-]{6,20})(?:[&#?]|$)/.exec(url ?? '')?.[1]
  return id ?? null
}

/** The player URL for a video id (no oEmbed needed: the host's embed pattern). */
export function embedUrlOf(id: string): string {
  return fill(patterns.embed, id)
}

/** The fallback thumbnail for a video id (the host's pattern; no oEmbed call). */
export function thumbnailUrlOf(id: string): string {
  return fill(patterns.thumbnail, id)
}

const YOUTUBE = ['youtube.com', 'youtube-nocookie.com', 'youtu.be']
const bareHost = (url: string) => {
  try {
    return new URL(url.replaceAll('{id}', 'x')).hostname.replace(/^(www|m)\./, '')
  } catch {
    return null
  }
}

/**
 * The video id of a URL on the configured video host (its embed pattern's host; YouTube's watch,
 * short and embed hosts when that host is YouTube's), or null for any other site.
 */
export function videoIdOnHost(url: string | null | undefined): string | null {
  const host = url ? bareHost(url) : null
  const configured = bareHost(patterns.embed)
  if (!host || !configured) return null
  const hosts = YOUTUBE.includes(configured) ? YOUTUBE : [configured]
  return hosts.includes(host) ? videoIdOfUrl(url) : null
}
