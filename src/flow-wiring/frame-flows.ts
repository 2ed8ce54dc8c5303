/**
 * The frame's flows, started on first use (ADR 0020): each names its machine (loaded on its
 * first event), where it rests until then, the route change it may ignore unloaded, and the
 * read it makes at start. tests/unit/flow-wiring/start.test.ts checks each against its machine.
 */
import { accountAfterSession, accountStart } from '#machines/account/start'
import { cartDrawerStart } from '#machines/cart-drawer/start'
import { dragScrollStart } from '#machines/drag-scroll/start'
import { mobileMenuStart } from '#machines/mobile-menu/start'
import { referrerClaimStart } from '#machines/referrer-claim/start'
import { shopDropdownStart } from '#machines/shop-dropdown/start'
import type { accountMachine, VisitorSession } from '#machines/account/machine'
import type { cartDrawerMachine } from '#machines/cart-drawer/machine'
import type { dragScrollMachine } from '#machines/drag-scroll/machine'
import type { mobileMenuMachine } from '#machines/mobile-menu/machine'
import type { referrerClaimMachine } from '#machines/referrer-claim/machine'
import type { shopDropdownMachine } from '#machines/shop-dropdown/machine'
import type { DeferredFlow } from './deferred-flow'
import { readSession } from './reads'

const account = {
  id: 'account',
  load: () => import('#machines/account/machine').then((m) => m.accountMachine),
  start: () => accountStart,
  inert: (event) => event.type === 'account.routeChanged',
  read: {
    actor: 'loadSession',
    run: readSession,
    settle: (_, outcome) => accountAfterSession(outcome),
  },
} satisfies DeferredFlow<typeof accountMachine, undefined, VisitorSession>

const cartDrawer = {
  id: 'cartDrawer',
  load: () => import('#machines/cart-drawer/machine').then((m) => m.cartDrawerMachine),
  start: () => cartDrawerStart,
  inert: (event) => event.type === 'cart.routeChanged',
} satisfies DeferredFlow<typeof cartDrawerMachine>

const dragScroll = {
  id: 'dragScroll',
  load: () => import('#machines/drag-scroll/machine').then((m) => m.dragScrollMachine),
  start: () => dragScrollStart,
} satisfies DeferredFlow<typeof dragScrollMachine>

const mobileMenu = {
  id: 'mobileMenu',
  load: () => import('#machines/mobile-menu/machine').then((m) => m.mobileMenuMachine),
  start: () => mobileMenuStart,
  inert: (event) => event.type === 'menu.routeChanged',
} satisfies DeferredFlow<typeof mobileMenuMachine>

const referrerClaim = {
  id: 'referrerClaim',
  load: () => import('#machines/referrer-claim/machine').then((m) => m.referrerClaimMachine),
  start: () => referrerClaimStart,
} satisfies DeferredFlow<typeof referrerClaimMachine>

const shopDropdown = {
  id: 'shopDropdown',
  load: () => import('#machines/shop-dropdown/machine').then((m) => m.shopDropdownMachine),
  start: () => shopDropdownStart,
  inert: (event) => event.type === 'shop.routeChanged',
} satisfies DeferredFlow<typeof shopDropdownMachine>

export const frameFlows = {
  account,
  cartDrawer,
  dragScroll,
  mobileMenu,
  referrerClaim,
  shopDropdown,
}
