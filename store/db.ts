/**
 * The reference store's database: PGlite (embedded Postgres, a data folder or in memory) by
 * default, a PostgreSQL server when DATABASE_URL is set. Same schema, migrations and queries.
 */
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { StoreLog } from './log'
import journal from './migrations/meta/_journal.json'
import * as schema from './schema'

export type StoreDb = PgDatabase<PgQueryResultHKT, typeof schema>

export interface StoreDatabase {
  db: StoreDb
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string }

export async function openDatabase(target: DatabaseTarget, log: StoreLog): Promise<StoreDatabase> {
  if (target.kind === 'postgres') {
    // node-postgres: a restart of the server fails the queries in flight and the pool opens
    // new connections for the next ones. (postgres.js 3.4.9 crashed the process instead: a
    // write scheduled on a socket the restart had closed, porsager/postgres#1154.)
    const pool = new pg.Pool({ connectionString: target.url, max: 10 })
    // A connection the server closes is only logged, idle (the pool's event) or checked out
    // for a transaction (its own): the query in flight fails, the pool replaces the connection.
    const lost = (error: Error) =>
      log.error({ err: error }, `[store] database connection lost: ${error.message}`)
    pool.on('error', lost)
    pool.on('connect', (client) => client.on('error', lost))
    const db = drizzlePostgres(pool, { schema }) as unknown as StoreDb
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true })
  // pg_trgm: the search index (migration 0002).
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, extensions: { pg_trgm } })
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as StoreDb
  return { db, kind: 'pglite', close: () => client.close() }
}

// Migrations are bundled (the built server has no migrations folder beside it).
const migrationFiles = import.meta.glob('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

const MIGRATION_LOCK = 748_201

/** Applies the migrations in store/migrations that this database has not seen, in journal order. */
export async function migrate(db: StoreDb): Promise<string[]> {
  const applied: string[] = []
  await db.transaction(async (tx) => {
    // One migrator at a time when several servers share a PostgreSQL database.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.execute(
      sql`create table if not exists store_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    )
    const rows = await tx.execute<{ tag: string }>(sql`select tag from store_migrations`)
    const done = new Set(resultRows<{ tag: string }>(rows).map((r) => r.tag))
    for (const entry of journal.entries) {
      if (done.has(entry.tag)) continue
      const file = Object.entries(migrationFiles).find(([path]) =>
        path.endsWith(`/${entry.tag}.sql`),
      )
      if (!file) throw new Error(`Migration ${entry.tag} is listed in the journal but missing`)
      for (const statement of file[1].split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement))
      }
      await tx.execute(sql`insert into store_migrations (tag) values (${entry.tag})`)
      applied.push(entry.tag)
    }
  })
  return applied
}

/** Rows of a raw `execute`, whichever driver ran it. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

/** SQLSTATEs of a database that is not there: class 08 (connection exception) and 57 (operator intervention: shutting down, starting up). */
const UNAVAILABLE_STATE = /^(08|57)[0-9A-Z]{3}$/
/** The system's codes for a connection lost or never made. */
const UNAVAILABLE_CODE = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/
/** node-postgres says so in words only. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)$/

/**
 * Whether a failure is the database being unreachable for a moment (a restart, a failover),
 * not a fault of the request or the store: the query builder's error carries the client's as
 * its cause.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_CODE.test(code) || UNAVAILABLE_STATE.test(code)))
      return true
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
