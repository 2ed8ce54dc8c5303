/** Referrer offer banner: the flow's one definition (ADR 0009). */
import { REFERRER_COOKIE } from '~/domain/visitor'
import { defineFlow } from '../shared/flow'
import { connectReferrerClaim } from './connect'
import { referrerClaimMachine, type ReferrerClaimContext } from './machine'
import { referrerClaimSpec } from './spec'

export default defineFlow({
  title: 'Referrer offer banner',
  machine: referrerClaimMachine,
  connect: connectReferrerClaim,
  spec: referrerClaimSpec,
  // Only a visitor who came by a referrer's link loads its code: its watch waits for the cookie.
  start: { defer: { running: ['watchReferrer'], cookie: REFERRER_COOKIE } },
  samples: {
    events: {
      'referrer.detected': [
        { type: 'referrer.detected', target: '/products/category/starter-kits' },
        { type: 'referrer.detected', target: null },
      ],
    },
    context: (c: ReferrerClaimContext) => ({ target: c.target }),
  },
})
