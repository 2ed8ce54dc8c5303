/**
 * The referrer claim banner: with a last-referrer cookie whose URL is safe (this site or an
 * allow-listed host, checked with safeReferrerUrl by the actor that reads the cookie, on start
 * and after every navigation while the usual banner shows), the top banner is replaced by
 * the offer; "Claim My Offer" removes the cookie and navigates to the stored URL. An unsafe
 * URL is dropped with its cookie and the usual banner stays: never an open redirect.
 * Spec: shell §2 "Top banner", §4 "Banner".
 */
import { assign, emit, setup } from 'xstate'
import { notProvidedCallback } from '../shared/not-provided'

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
    input: {} as { id: string },
  },
  actors: {
    // Sends `referrer.detected` for a stored referrer (its URL, or null when not safe).
    watchReferrer: notProvidedCallback('referrer-claim', 'watchReferrer'),
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
  id: 'referrer-claim',
  description:
    'A safe stored referrer replaces the top banner with the claim offer; claiming removes the cookie and goes there.',
  meta: { spec: ['Shell §2 Top banner', 'Shell §4 Banner'] },
  context: { target: null },
  initial: 'banner',
  states: {
    banner: {
      description: 'The "Top Banner" symbol (omitted silently when it fails).',
      invoke: { src: 'watchReferrer' },
      on: {
        'referrer.detected': [
          {
            guard: { type: 'hasSafeTarget', params: ({ event }) => ({ target: event.target }) },
            target: 'offer',
            actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
            description:
              'When the stored referrer URL is safe, the claim offer replaces the top banner.',
          },
          // An unsafe stored URL is dropped; the usual banner stays.
          {
            actions: 'forgetReferrer',
            description:
              'Otherwise the unsafe URL is dropped with its cookie; the usual banner stays.',
          },
        ],
      },
    },
    offer: {
      description: 'The claim offer replaces the banner, with its claim button.',
      on: {
        'referrer.claimed': {
          target: 'claimed',
          actions: ['forgetReferrer', 'goToReferrer'],
          description: '"Claim My Offer" removes the cookie and goes to the stored referrer URL.',
        },
      },
    },
    claimed: {
      description: 'The cookie is gone; the browser is on its way to the referrer URL.',
    },
  },
})
