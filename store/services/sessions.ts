/** Sessions, tokens, members and the service credential of the reference store. */
import { randomBytes, randomUUID, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import type { StoreDb } from '../db'
import { cartItems, members, sessions, subscriptionItems } from '../schema'

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>

export type SessionRow = typeof sessions.$inferSelect

export const newToken = () => randomBytes(24).toString('base64url')

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, 32)
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length)
  return timingSafeEqual(expected, actual)
}

let dummyHash: Promise<string> | null = null

/**
 * Verifies a password against a hash of nothing anyone has, so a login for an unknown e-mail
 * costs what one for a known e-mail costs. Always false.
 */
/** Computes the stand-in hash ahead of the first login, so that one is no slower either. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword(newToken())
}

export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(newToken())
  await verifyPassword(password, await dummyHash)
  return false
}

export async function createSession(db: StoreDb): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ id: randomUUID(), token: newToken() })
    .returning()
  return row!
}

export async function sessionById(db: StoreDb, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1)
  return row ?? null
}

export async function sessionByToken(db: StoreDb, token: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.token, token)).limit(1)
  return row ?? null
}

export async function memberByToken(db: StoreDb, memberToken: string) {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.memberToken, memberToken))
    .limit(1)
  return row ?? null
}

export async function memberByEmail(db: StoreDb, email: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
  return row ?? null
}

/** Signs a member in on a (new or given) session: the session gets a member token. */
export async function signInMember(db: StoreDb, memberId: number, sessionId?: string | null) {
  const memberToken = newToken()
  const existing = sessionId ? await sessionById(db, sessionId) : null
  if (existing) {
    const [row] = await db
      .update(sessions)
      // A new bearer token on sign-in: a token planted or seen before login (session
      // fixation) is worth nothing afterwards. The session id, and so its cart, stays.
      .set({ memberId, memberToken, token: newToken(), lastSeenAt: new Date() })
      .where(eq(sessions.id, existing.id))
      .returning()
    return row!
  }
  const [row] = await db
    .insert(sessions)
    .values({ id: randomUUID(), token: newToken(), memberId, memberToken })
    .returning()
  return row!
}

/** Invalidates a member token; true when one was signed in with it. */
export async function signOutMember(db: StoreDb, memberToken: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ memberId: null, memberToken: null })
    .where(eq(sessions.memberToken, memberToken))
    .returning({ id: sessions.id })
  return rows.length > 0
}

/**
 * Items in a member's box (the "My Box" badge): their active subscription items, plus what they
 * have added to their signed-in cart since (it ships with the next box). The storefront counts
 * an add at once and then reads this (catalogue §4).
 */
export async function myBoxCount(
  db: StoreDb,
  memberId: number,
  sessionId: string,
): Promise<number> {
  const [[subscribed], [inCart]] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${subscriptionItems.quantity}), 0)::int` })
      .from(subscriptionItems)
      .where(and(eq(subscriptionItems.memberId, memberId), eq(subscriptionItems.active, true))),
    db
      .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.sessionId, sessionId)),
  ])
  return Number(subscribed?.n ?? 0) + Number(inCart?.n ?? 0)
}
