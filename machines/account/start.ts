/**
 * The account widget before its machine runs (ADR 0020): unknown while the session loads,
 * then where the session's answer takes the machine: the member's menu (closed, its count as
 * the session gives it) or the login icon. A failed read shows the login icon, as the machine
 * does. The machine's guard and its context use these same functions.
 */
import { isMemberSession } from '~/domain/visitor'
import type { Outcome, Resting } from '../shared/start'
import type { AccountContext, VisitorSession } from './machine'

export const accountStart: Resting<AccountContext> = {
  value: 'unknown',
  context: { firstName: null, memberToken: null, myBoxCount: 0 },
}

/** What the machine keeps of a member's session. */
export function memberContext(session: VisitorSession): AccountContext {
  return {
    firstName: session.member?.firstName ?? null,
    memberToken: session.member?.token ?? null,
    myBoxCount: session.myBoxCount,
  }
}

export function accountAfterSession(outcome: Outcome<VisitorSession>): Resting<AccountContext> {
  if ('output' in outcome && isMemberSession(outcome.output))
    return {
      value: { member: { menu: 'menuClosed', box: 'counted' } },
      context: memberContext(outcome.output),
    }
  return { value: 'anonymous', context: accountStart.context }
}
