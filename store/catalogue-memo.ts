/**
 * Listings built once per catalogue version. Building the whole-catalogue answers (categories
 * with every product, all products, a category's page) was a third of an uncached /products
 * render; shoppers' pages ask for them on every render and the specs forbid the storefront to
 * keep them. So the store keeps them, for as long as the catalogue has not changed.
 *
 * "Not changed" is the database's word, not this process's: migration 0003 bumps the
 * catalogue_version row in the same transaction as any write to products, categories or
 * product_categories (statement triggers: the admin call, the seed, a hand-run UPDATE, through
 * any instance). Each call reads that row (one indexed row) before anything else; the answer
 * kept for that version is built from reads made after the version was read, so it is never
 * older than the version it is kept under, and the call after a write's commit reads the new
 * version and builds again.
 *
 * Only answers that depend on nothing but the key (the route and its parsed parameters) go
 * through here: never anything a session, bearer or cookie changes.
 */
import { sql } from 'drizzle-orm'
import { resultRows, type StoreDb } from './db'
import { collectKeys, touch } from './keys'

interface Built {
  value: unknown
  keys: string[]
}

interface Kept {
  epoch: string
  version: bigint
  answers: Map<string, Promise<Built>>
}

// One per database handle (two stores on one handle see the same versions, so may share).
const kept = new WeakMap<StoreDb, Kept>()

async function catalogueVersion(db: StoreDb): Promise<{ epoch: string; version: bigint } | null> {
  const rows = resultRows<{ epoch: string; version: string | number | bigint }>(
    await db.execute(sql`select epoch::text as epoch, version from catalogue_version where id = 1`),
  )
  const row = rows[0]
  return row ? { epoch: row.epoch, version: BigInt(row.version) } : null
}

/**
 * `build()`'s value for `key` at the catalogue's current version: built by the first call at
 * that version (calls meanwhile wait for the same build), then reused until the version moves.
 * The Surrogate-Key entries the build touched are touched again on every use. A failed build
 * (a 404, the database away) is not kept. The value is shared: callers must not change it.
 */
export async function memoised<T>(db: StoreDb, key: string, build: () => Promise<T>): Promise<T> {
  const now = await catalogueVersion(db)
  // No version row (a database the migration has not reached): build every time, as before.
  if (!now) return build()
  let state = kept.get(db)
  if (!state || state.epoch !== now.epoch || state.version < now.version) {
    state = { ...now, answers: new Map() }
    kept.set(db, state)
  } else if (state.version > now.version) {
    // A call that read the version just before a write committed, arriving after another
    // call has seen the write: answer it fresh, keep nothing.
    return build()
  }
  const answers = state.answers
  let built = answers.get(key)
  if (!built) {
    built = collectKeys(build)
    answers.set(key, built)
    built.catch(() => {
      if (answers.get(key) === built) answers.delete(key)
    })
  }
  const { value, keys } = await built
  touch(...keys)
  return value as T
}
