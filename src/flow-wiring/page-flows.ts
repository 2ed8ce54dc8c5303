/**
 * Flows of parts some pages show, started on first use (ADR 0020): the newsletter forms (the
 * footer's, the sign-up block's, the modal's), header template 1's stickiness, the starter-kit
 * claim button and purchase box, the blog search block and the carousels' autoplay. Unlike the frame's, they are
 * not warmed on the shopper's first move: they load on their first event, and an autoplay also
 * as its first move nears (ADR 0021).
 */
import type { blogSearchMachine } from '#machines/blog-search/machine'
import { blogSearchStart } from '#machines/blog-search/start'
import type { carouselAutoplayMachine } from '#machines/carousel-autoplay/machine'
import { autoplayStart, type AutoplayInput } from '#machines/carousel-autoplay/start'
import type { headerStickyMachine } from '#machines/header-sticky/machine'
import { headerStickyStart } from '#machines/header-sticky/start'
import type { newsletterMachine } from '#machines/newsletter/machine'
import { newsletterStart } from '#machines/newsletter/start'
import type { kitPurchaseMachine } from '#machines/kit-purchase/machine'
import { kitPurchaseStart } from '#machines/kit-purchase/start'
import type { kitClaimMachine } from '#machines/kit-claim/machine'
import { kitClaimStart } from '#machines/kit-claim/start'
import { isBlogSearchable } from '~/domain/blog'
import type { DeferredFlow } from './deferred-flow'

const newsletter = {
  id: 'newsletter',
  load: () => import('#machines/newsletter/machine').then((m) => m.newsletterMachine),
  start: () => newsletterStart,
  // Typing while the machine loads shows in the field (still editing).
  preview: (resting, event) =>
    event.type === 'newsletter.typed'
      ? { value: 'editing', context: { ...resting.context, email: event.value } }
      : null,
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

const blogSearch = {
  id: 'blogSearch',
  load: () => import('#machines/blog-search/machine').then((m) => m.blogSearchMachine),
  start: () => blogSearchStart,
  // Idle with nothing typed: there is nothing to search or clear.
  inert: (event) => event.type === 'blogSearch.submitted' || event.type === 'blogSearch.cleared',
  // Typing while the machine loads shows in the field; a searchable term waits to be searched,
  // and Enter (or the button) searches it at once.
  preview: (resting, event) => {
    if (event.type === 'blogSearch.submitted')
      return resting.value === 'debouncing' ? { ...resting, value: 'searching' } : resting
    if (event.type !== 'blogSearch.typed') return null
    const searchable = isBlogSearchable(event.value)
    return {
      value: searchable ? 'debouncing' : 'idle',
      context: { query: event.value, results: searchable ? resting.context.results : [] },
    }
  },
} satisfies DeferredFlow<typeof blogSearchMachine>

const carouselAutoplay = {
  id: 'carouselAutoplay',
  load: () => import('#machines/carousel-autoplay/machine').then((m) => m.carouselAutoplayMachine),
  start: autoplayStart,
  // Playing with nothing holding it: a pointer or focus leaving, or a preference for motion,
  // changes nothing.
  inert: (event) =>
    event.type === 'autoplay.pointerLeft' ||
    event.type === 'autoplay.focusLeft' ||
    (event.type === 'autoplay.motionPreferred' && !event.reduced),
  resume: (input: AutoplayInput, elapsedMs) => ({ ...input, headStartMs: elapsedMs }),
} satisfies DeferredFlow<typeof carouselAutoplayMachine, AutoplayInput>

const kitPurchase = {
  id: 'kitPurchase',
  load: () => import('#machines/kit-purchase/machine').then((m) => m.kitPurchaseMachine),
  start: () => kitPurchaseStart,
  // A choice made while the machine loads shows at once (a radio would spring back).
  preview: (resting, event) =>
    event.type === 'kit.optionChosen'
      ? { value: resting.value, context: { ...resting.context, subscribe: event.subscribe } }
      : null,
} satisfies DeferredFlow<typeof kitPurchaseMachine>

export const pageFlows = {
  newsletter,
  headerSticky,
  kitClaim,
  kitPurchase,
  blogSearch,
  carouselAutoplay,
}
