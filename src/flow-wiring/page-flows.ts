/**
 * Flows of parts some pages show, started on first use (ADR 0020): the newsletter forms (the
 * footer's, the sign-up block's, the modal's), header template 1's stickiness and the
 * starter-kit claim button. Unlike the
 * frame's, they are not warmed on the shopper's first move: they load on their first event.
 */
import type { headerStickyMachine } from '#machines/header-sticky/machine'
import { headerStickyStart } from '#machines/header-sticky/start'
import type { newsletterMachine } from '#machines/newsletter/machine'
import { newsletterStart } from '#machines/newsletter/start'
import type { kitClaimMachine } from '#machines/kit-claim/machine'
import { kitClaimStart } from '#machines/kit-claim/start'
import type { DeferredFlow } from './deferred-flow'

const newsletter = {
  id: 'newsletter',
  load: () => import('#machines/newsletter/machine').then((m) => m.newsletterMachine),
  start: () => newsletterStart,
} satisfies DeferredFlow<typeof newsletterMachine>

const headerSticky = {
  id: 'headerSticky',
  load: () => import('#machines/header-sticky/machine').then((m) => m.headerStickyMachine),
  start: () => headerStickyStart,
  // At the top of the page the header stays in the flow: reading it needs no machine.
  inert: (event) => event.type === 'header.scrolled' && !event.pastAnchor,
} satisfies DeferredFlow<typeof headerStickyMachine>

const kitClaim = {
  id: 'kitClaim',
  load: () => import('#machines/kit-claim/machine').then((m) => m.kitClaimMachine),
  start: () => kitClaimStart,
} satisfies DeferredFlow<typeof kitClaimMachine>

export const pageFlows = { newsletter, headerSticky, kitClaim }
