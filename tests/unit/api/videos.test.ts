/**
 * The video host (shell §7 "A video host's oEmbed endpoint: GET with a video url; reads
 * thumbnail_url; a fallback thumbnail pattern is used on failure") and its embedded stand-in;
 * failures logged 11201.xx (how-to video) or 12701.xx (review video), shell §8.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureVideoHost, videoPreview, type VideoPreview } from '~/api/product/videos.server'
import { embedUrlOf, isVideoId, videoIdOfUrl } from '~/api/product/video-urls'
import { answerOEmbed, watchUrlVideoId } from '~/server/video-stand-in'
import seeded from '~/server/video-stand-in.json'
import { captureLogs } from './helpers'

const videos = seeded as Record<string, { title: string; author_name: string }>
const [ID, REVIEW_ID] = Object.keys(videos) as [string, string]
const UNKNOWN = 'zzzzzzzzzzz'

const OEMBED = 'https://shop.test/api/video/oembed'
/** What the stand-in answers with. */
const STAND_IN_THUMBS = 'https://cdn.test/videos/{id}.svg'
/** The fallback pattern on failure (a different host, so the two cannot be confused). */
const FALLBACK_THUMBS = 'https://fallback.test/vi/{id}/hq.jpg'
const EMBED = 'https://player.test/embed/{id}'

const watch = (id: string) => `https://www.youtube.com/watch?v=${id}`
const oembed = (params: Record<string, string>, init?: RequestInit) =>
  answerOEmbed(new Request(`${OEMBED}?${new URLSearchParams(params)}`, init), STAND_IN_THUMBS)

type Transport = (url: string, init: RequestInit) => Promise<Response>
const standIn: Transport = async (url, init) =>
  answerOEmbed(new Request(url, init), STAND_IN_THUMBS)

function host(transport: Transport, keep = false) {
  const calls = vi.fn(transport)
  configureVideoHost(
    { oembedUrl: OEMBED, thumbnailPattern: FALLBACK_THUMBS, embedPattern: EMBED, keep },
    calls,
  )
  return calls
}

const fallback = (id: string): VideoPreview => ({
  id,
  title: '',
  thumbnailUrl: FALLBACK_THUMBS.replace('{id}', id),
  embedUrl: EMBED.replace('{id}', id),
  failed: true,
})

const json = (body: unknown, status = 200) => Response.json(body, { status })

afterEach(() => {
  vi.useRealTimers()
})

describe('the oEmbed stand-in', () => {
  it('seeds the product videos', () => {
    expect(Object.keys(videos).length).toBeGreaterThan(1)
    for (const id of Object.keys(videos)) expect(isVideoId(id), id).toBe(true)
  })

  it('answers a seeded video with its title and the thumbnail from the pattern', async () => {
    const response = oembed({ url: watch(ID), format: 'json' })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await response.json()).toMatchObject({
      type: 'video',
      version: '1.0',
      title: videos[ID]!.title,
      author_name: videos[ID]!.author_name,
      thumbnail_url: `https://cdn.test/videos/${ID}.svg`,
      thumbnail_width: 480,
      thumbnail_height: 270,
    })
  })

  it('answers youtu.be links, and json when no format is given', async () => {
    const response = oembed({ url: `https://youtu.be/${REVIEW_ID}` })
    expect(response.status).toBe(200)
    expect((await response.json()) as { thumbnail_url: string }).toMatchObject({
      title: videos[REVIEW_ID]!.title,
      thumbnail_url: `https://cdn.test/videos/${REVIEW_ID}.svg`,
    })
  })

  it('404 for a video it does not know', async () => {
    const response = oembed({ url: watch(UNKNOWN), format: 'json' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not Found' })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('404 for names of object properties (only its own videos count)', async () => {
    for (const id of ['__proto__', 'constructor', 'hasOwnProperty']) {
      expect(oembed({ url: watch(id) }).status, id).toBe(404)
    }
  })

  it('400 for a missing or bad url', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { url: '' },
      { url: 'not a url' },
      { url: 'https://www.youtube.com/watch' },
      { url: watch('abc') },
      { url: watch('<script>x</script>') },
      { url: `${watch(ID)}${'&x=1'.repeat(200)}` },
    ]
    for (const params of cases) {
      const response = oembed(params)
      expect(response.status, JSON.stringify(params).slice(0, 60)).toBe(400)
      expect(await response.json()).toEqual({ message: 'url must be a video watch URL' })
    }
  })

  it('501 for a format other than json', async () => {
    const response = oembed({ url: watch(ID), format: 'xml' })
    expect(response.status).toBe(501)
    expect(await response.json()).toEqual({ message: 'Format xml is not served' })
  })

  it('405 for POST, saying GET and HEAD are allowed', () => {
    const response = oembed({ url: watch(ID) }, { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(oembed({ url: watch(ID) }, { method: 'HEAD' }).status).toBe(200)
  })

  it('reads the id of a watch URL', () => {
    expect(watchUrlVideoId(watch(ID))).toBe(ID)
    expect(watchUrlVideoId(`https://youtu.be/${ID}`)).toBe(ID)
    expect(watchUrlVideoId(`https://example.com/${ID}`)).toBeNull()
    expect(watchUrlVideoId(null)).toBeNull()
    expect(watchUrlVideoId('garbage')).toBeNull()
  })
})

describe('videoPreview', () => {
  it('gives the oEmbed thumbnail and title, the player from the embed pattern [Shell §7.23]', async () => {
    const calls = host(standIn)
    expect(await videoPreview(ID, '11201')).toEqual({
      id: ID,
      title: videos[ID]!.title,
      thumbnailUrl: `https://cdn.test/videos/${ID}.svg`,
      embedUrl: `https://player.test/embed/${ID}`,
      failed: false,
    })
    expect(calls).toHaveBeenCalledTimes(1)
    const [url, init] = calls.mock.calls[0]!
    const asked = new URL(url)
    expect(`${asked.origin}${asked.pathname}`).toBe(OEMBED)
    expect(asked.searchParams.get('url')).toBe(watch(ID))
    expect(asked.searchParams.get('format')).toBe('json')
    expect(new Headers(init.headers).get('accept')).toBe('application/json')
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('an answer without a title is fine: the title is empty', async () => {
    host(async () => json({ thumbnail_url: 'https://i.test/t.jpg' }))
    expect(await videoPreview(ID, '11201')).toMatchObject({
      title: '',
      thumbnailUrl: 'https://i.test/t.jpg',
      failed: false,
    })
  })

  it('HTTP 500: the fallback thumbnail, failed, logged 11201.01 [Shell §7.23]', async () => {
    const logs = captureLogs()
    host(async () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }))
    expect(await videoPreview(ID, '11201')).toEqual(fallback(ID))
    expect(logs.codes()).toEqual(['11201.01'])
    expect(logs.lines[0]).toContain('500')
  })

  it('a video the host does not know (404): the fallback, logged 11201.01', async () => {
    const logs = captureLogs()
    host(standIn)
    expect(await videoPreview(UNKNOWN, '11201')).toEqual(fallback(UNKNOWN))
    expect(logs.codes()).toEqual(['11201.01'])
  })

  it('a transport that throws (network, timeout): the fallback, logged 11201.03', async () => {
    const logs = captureLogs()
    host(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await videoPreview(ID, '11201')).toEqual(fallback(ID))
    expect(logs.codes()).toEqual(['11201.03'])
  })

  it('a body that is not JSON: the fallback, logged 11201.03', async () => {
    const logs = captureLogs()
    host(async () => new Response('<html>', { status: 200 }))
    expect(await videoPreview(ID, '11201')).toEqual(fallback(ID))
    expect(logs.codes()).toEqual(['11201.03'])
  })

  it('a body without thumbnail_url: the fallback, logged 11201.03', async () => {
    const logs = captureLogs()
    host(async () => json({ type: 'video', title: 'No thumbnail' }))
    expect(await videoPreview(ID, '11201')).toEqual(fallback(ID))
    expect(logs.codes()).toEqual(['11201.03'])
  })

  it('a thumbnail that is not a web URL: the fallback, logged 11201.03', async () => {
    for (const thumbnail of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'ftp://i.test/t.jpg',
      '/relative/t.jpg',
      42,
    ]) {
      const logs = captureLogs()
      host(async () => json({ thumbnail_url: thumbnail }))
      expect(await videoPreview(ID, '11201'), String(thumbnail)).toEqual(fallback(ID))
      expect(logs.codes(), String(thumbnail)).toEqual(['11201.03'])
    }
  })

  it('an http thumbnail is taken (the stand-in answers on an http development host)', async () => {
    host(async () => json({ thumbnail_url: 'http://localhost:3000/media/videos/x.svg' }))
    expect(await videoPreview(ID, '11201')).toMatchObject({
      thumbnailUrl: 'http://localhost:3000/media/videos/x.svg',
      failed: false,
    })
  })

  it('an invalid id: the fallback without asking the host, logged 11201.03', async () => {
    const logs = captureLogs()
    const calls = host(standIn)
    expect(await videoPreview('bad id!', '11201')).toEqual({
      ...fallback('bad id!'),
      thumbnailUrl: 'https://fallback.test/vi/bad%20id!/hq.jpg',
      embedUrl: 'https://player.test/embed/bad%20id!',
    })
    expect(await videoPreview('abc', '11201')).toEqual(fallback('abc'))
    expect(calls).not.toHaveBeenCalled()
    expect(logs.codes()).toEqual(['11201.03', '11201.03'])
  })

  it('logs with the review video’s code for the review video (12701.xx)', async () => {
    const logs = captureLogs()
    host(async () => new Response(null, { status: 503 }))
    expect((await videoPreview(REVIEW_ID, '12701')).failed).toBe(true)
    host(async () => json({}))
    expect((await videoPreview(REVIEW_ID, '12701')).failed).toBe(true)
    expect(logs.codes()).toEqual(['12701.01', '12701.03'])
  })

  it('keep: false asks the host every time (a test server’s injected fault shows)', async () => {
    const calls = host(standIn, false)
    await videoPreview(ID, '11201')
    await videoPreview(ID, '11201')
    expect(calls).toHaveBeenCalledTimes(2)
  })

  it('keep: true asks the host once for two calls, once per video', async () => {
    const calls = host(standIn, true)
    const [a, b] = await Promise.all([videoPreview(ID, '11201'), videoPreview(ID, '11201')])
    const c = await videoPreview(ID, '11201')
    expect(calls).toHaveBeenCalledTimes(1)
    expect(a).toEqual(b)
    expect(c).toEqual(a)
    expect(a.failed).toBe(false)
    await videoPreview(REVIEW_ID, '12701')
    expect(calls).toHaveBeenCalledTimes(2)
  })

  it('keep: true keeps an answer an hour, a failure a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const calls = host(standIn, true)
    await videoPreview(ID, '11201')
    vi.advanceTimersByTime(3_599_000)
    await videoPreview(ID, '11201')
    expect(calls).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2_000)
    await videoPreview(ID, '11201')
    expect(calls).toHaveBeenCalledTimes(2)

    const logs = captureLogs()
    const failing = host(async () => new Response(null, { status: 500 }), true)
    await videoPreview(ID, '11201')
    await videoPreview(ID, '11201')
    expect(failing).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_001)
    expect(await videoPreview(ID, '11201')).toEqual(fallback(ID))
    expect(failing).toHaveBeenCalledTimes(2)
    expect(logs.codes()).toEqual(['11201.01', '11201.01'])
  })

  it('configuring the host again forgets what was kept', async () => {
    const first = host(standIn, true)
    await videoPreview(ID, '11201')
    const second = host(standIn, true)
    await videoPreview(ID, '11201')
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('without a configured host: failed, logged 11201.03', async () => {
    vi.resetModules()
    const fresh = await import('~/api/product/videos.server')
    const logs = captureLogs()
    expect(await fresh.videoPreview(ID, '11201')).toEqual({
      id: ID,
      title: '',
      thumbnailUrl: '',
      embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      failed: true,
    })
    expect(logs.codes()).toEqual(['11201.03'])
  })
})

describe('videoIdOfUrl', () => {
  it('reads watch?v=, youtu.be/ and /embed/ URLs', () => {
    expect(videoIdOfUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID)
    expect(videoIdOfUrl(`https://www.youtube.com/watch?feature=share&v=${ID}&t=10`)).toBe(ID)
    expect(videoIdOfUrl(`https://youtu.be/${ID}`)).toBe(ID)
    expect(videoIdOfUrl(`https://youtu.be/${ID}?t=5`)).toBe(ID)
    expect(videoIdOfUrl(`https://www.youtube.com/embed/${ID}`)).toBe(ID)
    expect(videoIdOfUrl(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`)).toBe(ID)
    expect(videoIdOfUrl(`https://www.youtube.com/watch?v=${ID}#t=1`)).toBe(ID)
  })

  it('is null for junk', () => {
    for (const junk of [
      null,
      undefined,
      '',
      'not a url',
      'https://example.com/video.mp4',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=abc',
      `https://www.youtube.com/watch?v=${'a'.repeat(25)}`,
      'https://youtu.be/',
      'https://www.youtube.com/watch?v=<script>',
      `https://www.youtube.com/watch?vv=${ID}`,
    ]) {
      expect(videoIdOfUrl(junk), String(junk)).toBeNull()
    }
  })
})

describe('embedUrlOf and isVideoId', () => {
  it('fills the embed pattern with the encoded id', () => {
    host(standIn)
    expect(embedUrlOf(ID)).toBe(`https://player.test/embed/${ID}`)
    expect(embedUrlOf('a/b?c')).toBe('https://player.test/embed/a%2Fb%3Fc')
  })

  it('takes 6 to 20 word characters or dashes', () => {
    expect(isVideoId('abc-_1')).toBe(true)
    expect(isVideoId('a'.repeat(20))).toBe(true)
    expect(isVideoId('abcde')).toBe(false)
    expect(isVideoId('a'.repeat(21))).toBe(false)
    expect(isVideoId('abc def')).toBe(false)
    expect(isVideoId(123456)).toBe(false)
  })
})
