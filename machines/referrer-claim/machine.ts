/**
 * The referrer claim banner: with a last-referrer cookie whose URL is safe (this site or an
 * allow-listed host, checked by the view with safeReferrerUrl), the top banner is replaced by
 * the offer; "Claim My Offer" removes the cookie and navigates to the stored URL. An unsafe
 * URL is dropped with its cookie and the usual banner stays: never an open redirect.
 * Spec: shell §2 "Top banner", §4 "Banner".
 */
import { assign, emit, setup } from 'xstate'
import { referrerClaimStart } from './start'

export interface ReferrerClaimContext {
  target: string | null
}

export type ReferrerClaimEvent =
  { type: 'referrer.detected'; target: string | null } | { type: 'referrer.claimed' }

export type ReferrerClaimEmitted =
  { type: 'referrer.forget' } | { type: 'referrer.navigate'; url: string }

export const referrerClaimMachine = setup({
  types: {
    context: {} as ReferrerClaimContext,
    events: {} as ReferrerClaimEvent,
    emitted: {} as ReferrerClaimEmitted,
  },
  guards: {
    hasSafeTarget: (_, params: { target: string | null }) => params.target !== null,
  },
  actions: {
    storeTarget: assign({ target: (_, params: { target: string | null }) => params.target }),
    forgetReferrer: emit({ type: 'referrer.forget' as const }),
    goToReferrer: emit(({ context }) => ({
      type: 'referrer.navigate' as const,
      url: context.target ?? '/',
    })),
  },
}).createMachine({
  id: 'referrerClaim',
  description:
    'A safe stored referrer replaces the top banner with the claim offer; claiming removes the cookie and goes there.',
  meta: { spec: 'Shell §2 Top banner, §4 Banner' },
  context: () => ({ ...referrerClaimStart.context }),
  initial: 'banner',
  states: {
    banner: {
      description: 'The "Top Banner" symbol (omitted silently when it fails).',
      on: {
        'referrer.detected': [
          {
            guard: { type: 'hasSafeTarget', params: ({ event }) => ({ target: event.target }) },
            target: 'offer',
            actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
          },
          // An unsafe stored URL is dropped; the usual banner stays.
          { actions: 'forgetReferrer' },
        ],
      },
    },
    offer: {
      description: 'The claim offer replaces the banner, with its claim button.',
      on: {
        'referrer.claimed': { target: 'claimed', actions: ['forgetReferrer', 'goToReferrer'] },
      },
    },
    claimed: {
      description: 'The cookie is gone; the browser is on its way to the referrer URL.',
    },
  },
})
