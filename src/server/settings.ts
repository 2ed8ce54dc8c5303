import { readEnv, type Settings } from '../../app.config'

let cached: Settings | undefined

/** The validated settings, read once per process (server only). */
export function getSettings(): Settings {
  cached ??= readEnv(process.env)
  return cached
}
