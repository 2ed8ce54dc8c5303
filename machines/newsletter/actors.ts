/**
 * Subscribing with the page's token; the store's refusal keeps its words. The modal's success
 * shows as a toast for 3 s (shell §2); the forms show it in place.
 */
import { fromPromise } from 'xstate'
import { wire } from '~/flow-wiring/wiring'
import { notify } from '~/lib/notify'
import { constants } from '~/config/constants'
import { SubscribeRejected } from './errors'
import { newsletterMachine, type SubscribeInput, type SubscribeOutput } from './machine'

export default wire(newsletterMachine, () => ({
  actors: {
    subscribe: fromPromise<SubscribeOutput, SubscribeInput>(async ({ input }) => {
      const [{ rejectionMessage, subscribeToNewsletter }, { authToken }] = await Promise.all([
        import('~/api/visitor/newsletter'),
        import('~/api/visitor/session'),
      ])
      try {
        return await subscribeToNewsletter(input.email, await authToken())
      } catch (error) {
        const message = rejectionMessage(error)
        throw message ? new SubscribeRejected(message) : error
      }
    }),
  },
  on: {
    'newsletter.subscribed': ({ variant, message }) => {
      if (variant === 'modal')
        void notify('success', message, { duration: constants.newsletterMessageMs })
    },
  },
}))
