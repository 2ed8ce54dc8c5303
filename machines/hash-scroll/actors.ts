/**
 * The page's hash, at start and on every change; scrolling smoothly to the element with the id,
 * `offset` px below the top (false if it is not there yet).
 */
import { fromCallback, fromPromise } from 'xstate'
import { wire } from '~/flow-wiring/wiring'
import { hashScrollMachine, type ScrollInput } from './machine'

export default wire(hashScrollMachine, () => ({
  actors: {
    watchHash: fromCallback(({ sendBack }) => {
      const tell = () => sendBack({ type: 'hash.changed', hash: window.location.hash })
      tell()
      window.addEventListener('hashchange', tell)
      return () => window.removeEventListener('hashchange', tell)
    }),
    scrollToTarget: fromPromise<boolean, ScrollInput>(async ({ input }) => {
      const el = document.getElementById(input.id)
      if (!el) return false
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - input.offset,
        behavior: reduced ? 'auto' : 'smooth',
      })
      return true
    }),
  },
}))
