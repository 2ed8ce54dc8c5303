/** The store host's login (the store's message on refusal), then the safe `next` path. */
import { fromPromise } from 'xstate'
import { wire } from '~/flow-wiring/wiring'
import { assignLocation } from '~/lib/navigation'
import { type LoginInput, loginMachine } from './machine'

export default wire(loginMachine, () => ({
  actors: {
    login: fromPromise<{ firstName: string }, LoginInput>(async ({ input }) => {
      const { login } = await import('~/api/visitor/account')
      return login(input.email, input.password)
    }),
  },
  on: { 'login.succeeded': ({ next }) => assignLocation(next) },
}))
