// @vitest-environment jsdom
/**
 * Generated paths of the shoppable download (catalogue §2 "Shoppable download") replayed on the
 * page-builder block: held storage reads and writes, and the newsletter form in the pop-up
 * answering at once. A press that reaches the link's own default (the browser downloading the
 * file) is counted, and stopped: jsdom does not navigate.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { SubscribeOutput } from '#machines/newsletter/machine'
import type { SignupRecord, ShoppableDownloadEvent } from '#machines/shoppable-download/machine'
import { ShoppableDownload } from '~/components/blocks/ShoppableDownload'
import { shoppableDownload } from '~/content/blocks/marketing'
import shoppableDownloadFlow from '#machines/shoppable-download/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import {
  exactly,
  heldActor,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'
import { fromPromise } from 'xstate'

const model = buildFlowModel(shoppableDownloadFlow)
const FILE = '/media/downloads/weekly-cleaning-checklist.pdf'
const props = shoppableDownload.parse({
  title: 'The weekly cleaning checklist',
  description: 'One page, one room a day.',
  file: FILE,
  buttonText: 'Download the checklist',
})

interface C {
  read: ReturnType<typeof heldActor<SignupRecord>>
  record: ReturnType<typeof heldActor<void>>
  /** Presses that reached the link's default action: the file would have opened. */
  downloads: number
  downloadsBefore: number
  /** download.dismissed alternates between Close, Escape and the backdrop. */
  dismissals: number
}

const link = () => screen.getByRole('link', { name: 'Download the checklist' })
const dialog = () => document.querySelector('dialog')!
const form = () => within(dialog()).queryByRole('form', { name: 'Get your free download' })
const offered = () =>
  within(dialog()).queryByRole('link', { name: 'Download The weekly cleaning checklist' })

const listeners: Array<() => void> = []
afterEach(() => listeners.splice(0).forEach((stop) => stop()))

async function mount(): Promise<C> {
  const c: C = {
    read: heldActor<SignupRecord>(),
    record: heldActor<void>(),
    downloads: 0,
    downloadsBefore: 0,
    dismissals: 0,
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
    overrides: {
      'shoppable-download': { actors: { readSignup: c.read.logic, recordSignup: c.record.logic } },
      newsletter: {
        actors: {
          subscribe: fromPromise<SubscribeOutput>(async () => ({
            message: 'Thanks for subscribing!',
          })),
        },
      },
    },
  })
  return c
}

function closed(c: C) {
  expect(dialog().open).toBe(false)
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(c.downloads).toBe(c.downloadsBefore)
}

const binding: ViewBinding<C> = {
  setup: mount,
  states: {
    'shoppable-download.checking': (c) => {
      expect(link()).toHaveAttribute('href', FILE)
      expect(c.read.calls).toHaveLength(1)
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
      expect(c.record.calls.length).toBeGreaterThan(0)
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
      'download.signedUp': async () => {
        const f = form()
        if (!f) throw new NotOnPage('no sign-up form in the pop-up')
        fireEvent.change(within(f).getByRole('textbox', { name: 'Email address' }), {
          target: { value: 'sam@example.com' },
        })
        fireEvent.click(within(f).getByRole('button', { name: 'Subscribe' }))
        // The store accepted the address: the pop-up moves on from the form.
        await whenSettled(() => expect(form()).toBeNull())
      },
      'download.dismissed': (c, _e, { ignored }) => {
        if (!dialog().open) throw new NotOnPage('the pop-up is closed')
        // Close, Escape (the dialog's cancel event) or a press on the backdrop, by turns.
        const way = c.dismissals++ % 3
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
    'xstate.done.actor.readSignup': async (c, e) => {
      await act(async () => c.read.resolve(e.output as SignupRecord))
    },
    'xstate.error.actor.readSignup': async (c, e) => {
      await act(async () => c.read.reject(e.error))
    },
    'xstate.done.actor.recordSignup': async (c) => {
      await act(async () => c.record.resolve())
    },
    'xstate.error.actor.recordSignup': async (c, e) => {
      await act(async () => c.record.reject(e.error))
    },
  },
}

describe('shoppable download block', () => {
  testGeneratedPaths(model, binding)

  it('after signing up, a later visit downloads directly', async () => {
    const c = await mount()
    await act(async () => c.read.resolve({ signedUpAt: 1_735_689_600_000 }))
    fireEvent.click(link())
    expect(c.downloads).toBe(1)
    expect(dialog().open).toBe(false)
  })

  it('without a file or a title it is the generic placeholder', async () => {
    await renderShell(() => <ShoppableDownload {...shoppableDownload.parse({ title: 'x' })} />)
    expect(screen.getByRole('status')).toHaveTextContent(exactly('No content provided'))
  })
})
