/**
 * Rate limits for the abuse-prone calls (login, newsletter sign-up, session creation, and the
 * calls that write a row each: search, search-click log, product view), per client address, with rate-limiter-flexible: in memory by default, in Redis when
 * one is configured so that several instances share one limit. If Redis stops answering, an
 * in-memory limiter stands in rather than letting every request through or refusing them all.
 */
import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { HttpError } from './http'

export const LIMIT_NAMES = [
  'login',
  'newsletter',
  'searchClick',
  'session',
  'search',
  'productView',
] as const
export type LimitName = (typeof LIMIT_NAMES)[number]

/** `points` calls per `duration` seconds. */
export interface RateLimitRule {
  points: number
  duration: number
}
export type RateLimitRules = Record<LimitName, RateLimitRule>

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  // A person mistyping a password a few times never meets it; a guessing script does.
  login: { points: 10, duration: 600 },
  newsletter: { points: 10, duration: 3600 },
  searchClick: { points: 60, duration: 60 },
  // Every new visitor makes one; a shared office address makes a few dozen, not hundreds.
  session: { points: 60, duration: 60 },
  // Each search and product view writes a row: a person types a few searches a minute.
  search: { points: 120, duration: 60 },
  productView: { points: 120, duration: 60 },
}

/** Parses "login=10/600,session=60/60" over the defaults; throws naming a bad entry. */
export function parseRateLimits(text: string | undefined): RateLimitRules {
  const rules = { ...DEFAULT_RATE_LIMITS }
  for (const entry of (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d{1,9})\/(\d{1,7})$/.exec(entry)
    const name = match?.[1] as LimitName | undefined
    if (!match || !name || !LIMIT_NAMES.includes(name) || Number(match[3]) < 1) {
      throw new Error(
        `"${entry}" is not name=points/seconds with a name among ${LIMIT_NAMES.join(', ')}`,
      )
    }
    rules[name] = { points: Number(match[2]), duration: Number(match[3]) }
  }
  return rules
}

export interface RateLimits {
  /** Counts one call of `name` for `client`; a 429 with Retry-After once over the limit. */
  consume(name: LimitName, client: string): Promise<void>
}

export function createRateLimits(rules: RateLimitRules, redis?: Redis): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>()
  for (const name of LIMIT_NAMES) {
    const { points, duration } = rules[name]
    const keyPrefix = `clearhome:rl:${name}`
    const memory = new RateLimiterMemory({ points, duration, keyPrefix })
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            points,
            duration,
            keyPrefix,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory,
    )
  }
  return {
    async consume(name, client) {
      try {
        await limiters.get(name)!.consume(client)
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
        throw new HttpError(
          429,
          `Too many requests. Please try again in ${seconds} seconds.`,
          {},
          { 'retry-after': String(seconds) },
        )
      }
    },
  }
}
