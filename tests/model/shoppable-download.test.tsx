// @vitest-environment jsdom
/**
 * Generated paths of the shoppable download (catalogue §2 "Shoppable download") replayed on the
 * page-builder block. The sign-up's timestamp is read and written by the production actors
 * (machines/shoppable-download/actors.ts) in jsdom's real localStorage: a path's outcomes are
 * what that storage holds (nothing, a timestamp) or does (refuses a write past its quota), and
 * the checks read back what was stored. Storage answers at once, so each read or write starts
 * when the path's outcome comes (`gated`): the page shows the wait meanwhile, then the real
 * actor runs against the storage as the outcome sets it. Storage that is not available at all
 * (site data blocked) is the one thing faked: window.localStorage throws, as browsers do then.
 * The newsletter form in the pop-up answers at once (its own flow, tested in newsletter.test).
 * A press that reaches the link's own default (the browser downloading the file) is counted,
 * and stopped: jsdom does not navigate.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorLogic } from 'xstate'
import shoppableDownloadActors from '#machines/shoppable-download/actors'
import type { SignupRecord, ShoppableDownloadEvent } from '#machines/shoppable-download/machine'
import { ShoppableDownload } from '~/components/blocks/ShoppableDownload'
import { shoppableDownload } from '~/content/blocks/marketing'
import shoppableDownloadFlow from '#machines/shoppable-download/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell, seededQueryClient } from './shell-harness'
import { fakeStore } from './store-fake'
import {
  exactly,
  gated,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(shoppableDownloadFlow)
const FILE = '/media/downloads/weekly-cleaning-checklist.pdf'
// Written out, not imported: sign-ups shoppers' browsers already hold are under this key, and a
// renamed key would forget them all.
const DOWNLOAD_SIGNUP_KEY = 'clearhome.downloadSignup'
const props = shoppableDownload.parse({
  title: 'The weekly cleaning checklist',
  description: 'One page, one room a day.',
  file: FILE,
  buttonText: 'Download the checklist',
})

/** jsdom's storage quota (code units of keys and values, per origin), as browsers have one. */
const QUOTA = 5_000_000
const FILLER = 'clearhome.test-filler'

interface C {
  read: ReturnType<typeof gated<SignupRecord>>
  record: ReturnType<typeof gated<void>>
  /** When the latest sign-up was sent (the stored timestamp is no earlier). */
  signedUpFrom: number
  /** Presses that reached the link's default action: the file would have opened. */
  downloads: number
  downloadsBefore: number
}

const link = () => screen.getByRole('link', { name: 'Download the checklist' })
const dialog = () => document.querySelector('dialog')!
const form = () => within(dialog()).queryByRole('form', { name: 'Get your free download' })
const offered = () =>
  within(dialog()).queryByRole('link', { name: 'Download The weekly cleaning checklist' })

const listeners: Array<() => void> = []
afterEach(() => listeners.splice(0).forEach((stop) => stop()))

const stored = () => window.localStorage.getItem(DOWNLOAD_SIGNUP_KEY)

async function mount(): Promise<C> {
  window.localStorage.clear()
  const queryClient = seededQueryClient()
  // The sign-up form is the newsletter's, with its own actor: the store accepts the address.
  fakeStore({
    'POST /rest/auth/storefront/newsletter': {
      json: { status: 'Success', message: 'Thanks for subscribing!' },
    },
  })
  const real = shoppableDownloadActors.wiring({ queryClient, router: undefined }).actors!
  const c: C = {
    read: gated<SignupRecord>(real.readSignup as AnyActorLogic),
    record: gated<void>(real.recordSignup as AnyActorLogic),
    signedUpFrom: 0,
    downloads: 0,
    downloadsBefore: 0,
  }
  // A link press the page did not stop would open the file: counted here, then stopped.
  const onClick = (e: MouseEvent) => {
    const target = (e.target as Element).closest('a')
    if (!target || e.defaultPrevented) return
    c.downloads++
    e.preventDefault()
  }
  document.addEventListener('click', onClick)
  listeners.push(() => document.removeEventListener('click', onClick))
  await renderShell(() => <ShoppableDownload {...props} />, {
    queryClient,
    overrides: {
      'shoppable-download': { actors: { readSignup: c.read.logic, recordSignup: c.record.logic } },
    },
  })
  return c
}

function closed(c: C) {
  expect(dialog().open).toBe(false)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(c.downloads).toBe(c.downloadsBefore)
}

/** Dismissals so far in this file: each picks the next way to close the pop-up. */
let dismissTurns = 0

const binding: ViewBinding<C> = {
  setup: mount,
  states: {
    'shoppable-download.checking': (c) => {
      expect(link()).toHaveAttribute('href', FILE)
      // The stored sign-up is asked for once, and nothing is stored meanwhile.
      expect(c.read.runs).toHaveLength(1)
      expect(stored()).toBeNull()
      closed(c)
    },
    'shoppable-download.locked': (c) => {
      expect(link()).toHaveAttribute('aria-haspopup', 'dialog')
      expect(link()).toHaveAttribute('aria-expanded', 'false')
      closed(c)
    },
    // The modal dialog (the showDialog actor) is shown while the pop-up lasts.
    'shoppable-download.popup': async () => {
      expect(dialog().open).toBe(true)
      expect(screen.getByRole('dialog', { name: 'Get your free download' })).toBe(dialog())
      expect(link()).toHaveAttribute('aria-haspopup', 'dialog')
      expect(link()).toHaveAttribute('aria-controls', dialog().id)
      expect(link()).toHaveAttribute('aria-expanded', 'true')
      expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeVisible()
      // Focus goes into the dialog once it shows.
      await whenSettled(() =>
        expect(dialog()).toContainElement(document.activeElement as HTMLElement),
      )
    },
    'shoppable-download.popup.asking': (c) => {
      expect(
        within(dialog()).getByText(exactly('Sign up for our newsletter to download it.')),
      ).toBeVisible()
      expect(form()).not.toBeNull()
      expect(offered()).toBeNull()
      expect(c.downloads).toBe(c.downloadsBefore)
    },
    'shoppable-download.popup.recording': (c) => {
      expect(c.record.runs.length).toBeGreaterThan(0)
      expect(stored()).toBeNull()
      expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('One moment…'))
      expect(form()).toBeNull()
      expect(offered()).toBeNull()
    },
    'shoppable-download.popup.ready': () => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(
        exactly('Thanks for signing up! Your download is ready.'),
      )
      expect(offered()).toHaveAttribute('href', FILE)
      expect(offered()).toHaveAttribute('download')
      expect(form()).toBeNull()
    },
    'shoppable-download.unlocked': () => {
      expect(dialog().open).toBe(false)
      expect(link()).not.toHaveAttribute('aria-haspopup')
      expect(link()).not.toHaveAttribute('aria-expanded')
      expect(link()).toHaveAttribute('download')
    },
  },
  observe: () => ({
    popupOpen: dialog().open,
    asking: form() !== null,
    offered: offered() !== null,
    direct: !link().hasAttribute('aria-haspopup'),
  }),
  events: {
    ...machineEvents<ShoppableDownloadEvent, C>({
      'download.requested': async (c, _e, { ignored }) => {
        c.downloadsBefore = c.downloads
        const control = offered() ?? link()
        fireEvent.click(control)
        // The file opens by itself only once signed up (unlocked, or the pop-up's offer).
        if (!ignored && (control === offered() || link().getAttribute('aria-haspopup') === null))
          c.downloadsBefore = c.downloads
      },
      'download.signedUp': async (c) => {
        const f = form()
        if (!f) throw new NotOnPage('no sign-up form in the pop-up')
        c.signedUpFrom = Date.now()
        fireEvent.change(within(f).getByRole('textbox', { name: 'Email address' }), {
          target: { value: 'sam@example.com' },
        })
        fireEvent.click(within(f).getByRole('button', { name: 'Subscribe' }))
        // The store accepted the address: the pop-up moves on from the form.
        await whenSettled(() => expect(form()).toBeNull())
      },
      'download.dismissed': (c, _e, { ignored }) => {
        if (!dialog().open) throw new NotOnPage('the pop-up is closed')
        // Close, Escape (the dialog's cancel event) or a press on the backdrop, by turns over
        // the whole file (per path, most paths would only ever press Close).
        const way = dismissTurns++ % 3
        if (way === 0) fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
        else if (way === 1) fireEvent(dialog(), new Event('cancel', { cancelable: true }))
        else fireEvent.click(dialog())
        // Closed, focus is back on the download link (ignored while the sign-up is stored,
        // the pop-up stays as it was).
        if (ignored) return
        expect(dialog().open).toBe(false)
        expect(link()).toHaveFocus()
      },
    }),
    // What storage holds when the block reads it: nothing, or the stored sign-up's timestamp.
    'xstate.done.actor.readSignup': async (c, e) => {
      const { signedUpAt } = e.output as SignupRecord
      if (signedUpAt === null) window.localStorage.removeItem(DOWNLOAD_SIGNUP_KEY)
      else window.localStorage.setItem(DOWNLOAD_SIGNUP_KEY, String(signedUpAt))
      await c.read.run()
    },
    // No storage at all (site data blocked): reaching it throws, as browsers do.
    'xstate.error.actor.readSignup': async (c) => {
      const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      })
      try {
        await c.read.run()
      } finally {
        blocked.mockRestore()
      }
    },
    // The write goes through: the sign-up's time is what storage holds now.
    'xstate.done.actor.recordSignup': async (c) => {
      await c.record.run()
      const at = Number(stored())
      expect(at).toBeGreaterThanOrEqual(c.signedUpFrom)
      expect(at).toBeLessThanOrEqual(Date.now())
    },
    // Storage is full: the real write meets jsdom's quota (QuotaExceededError); nothing stored.
    'xstate.error.actor.recordSignup': async (c) => {
      window.localStorage.setItem(FILLER, 'x'.repeat(QUOTA - FILLER.length))
      try {
        await c.record.run()
      } finally {
        window.localStorage.removeItem(FILLER)
      }
      expect(stored()).toBeNull()
    },
  },
}

afterEach(() => window.localStorage.clear())

describe('shoppable download block', () => {
  testGeneratedPaths(model, binding)

  it('after signing up, a later visit downloads directly', async () => {
    const c = await mount()
    // The first visit: asked, signed up, the download offered; the sign-up is stored.
    await c.read.run()
    fireEvent.click(link())
    expect(dialog().open).toBe(true)
    await binding.events['download.signedUp']!(c, { type: 'download.signedUp' }, { ignored: false })
    await c.record.run()
    const at = stored()
    expect(Number(at)).toBeGreaterThanOrEqual(c.signedUpFrom)
    cleanup()
    // A later visit, the flow wired as in production: the stored sign-up opens the file.
    const before = c.downloads
    await renderShell(() => <ShoppableDownload {...props} />)
    await whenSettled(() => expect(link()).toHaveAttribute('download'))
    fireEvent.click(link())
    expect(c.downloads).toBe(before + 1)
    expect(dialog().open).toBe(false)
    expect(stored()).toBe(at)
  })

  it('without a file or a title it is the generic placeholder', async () => {
    await renderShell(() => <ShoppableDownload {...shoppableDownload.parse({ title: 'x' })} />)
    expect(screen.getByRole('status')).toHaveTextContent(exactly('No content provided'))
  })
})
