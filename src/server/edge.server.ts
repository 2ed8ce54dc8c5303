/**
 * Purging the edge cache by surrogate key (ADR 0026): Varnish with the xkey module, as the
 * configuration in deploy/varnish/ answers it — `PURGE` with the keys in `xkey-purge`, from an
 * address its ACL allows. A failed purge is logged with the dependency named, and the edge's
 * copies then live out their s-maxage (60 s).
 */
import { log } from './logger.server'
import { metrics } from './metrics.server'

const TIMEOUT_MS = 2000
/** Keys per request: Varnish's default header limit is 8 KB. */
const BATCH = 200

export async function purgeEdge(url: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    const batch = keys.slice(i, i + BATCH)
    try {
      const response = await fetch(url, {
        method: 'PURGE',
        headers: { 'xkey-purge': batch.join(' ') },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (!response.ok) throw new Error(`the edge answered ${response.status}`)
      metrics.edgePurge('ok')
    } catch (error) {
      metrics.edgePurge('failed')
      log.error(
        { err: error, dependency: 'edge', keys: batch.length },
        '[edge] purge failed: its copies live out their s-maxage',
      )
    }
  }
}
