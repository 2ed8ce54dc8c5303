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
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
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

export async function openDatabase(target: DatabaseTarget): Promise<StoreDatabase> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema }) as unknown as StoreDb
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
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
