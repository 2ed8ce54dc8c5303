// @vitest-environment jsdom
/**
 * Generated paths of the video pop-up, replayed on the pop-up once for each way of closing it
 * (the Close button, Escape, a click on the backdrop): the poster's play control opens a modal
 * dialog framing the host's player, "Loading video…" until the frame loads, and closing removes
 * the player (the video stops). The machine-level replay and the coverage gate are in
 * coverage.test.ts.
 */
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VideoPopupEvent } from '#machines/video-popup/machine'
import { VideoPopup } from '~/components/video/VideoPopup'
import videoPopupFlow from '#machines/video-popup/index'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import {
  exactly,
  machineEvents,
  NotOnPage,
  testGeneratedPaths,
  whenSettled,
  type ViewBinding,
} from './view-runner'

const model = buildFlowModel(videoPopupFlow)

const TITLE = 'How to use the dish soap'
const EMBED = 'https://www.youtube-nocookie.com/embed/abc123?start=5'

type CloseRoute = 'button' | 'escape' | 'backdrop'

interface C {
  /** The pop-up has been opened (closing then returns focus to the play control). */
  opened: boolean
}

/**
 * On a page of the storefront frame: the app's providers give the flow its production wiring
 * (the modal dialog is an actor of the machine, src/flow-wiring/dom.ts modalDialog).
 */
async function renderPopup(embedUrl = EMBED) {
  await renderShell(() => (
    <main>
      <h1>Dish Soap</h1>
      <VideoPopup
        title={TITLE}
        embedUrl={embedUrl}
        poster={<img src="/media/videos/dish-soap.jpg" alt="" />}
      />
    </main>
  ))
}

const trigger = () => screen.getByRole('button', { name: `Play video: ${TITLE}` })
// Read from the markup: a closed dialog is out of the accessibility tree, not gone.
const dialog = () => document.querySelector('dialog')!
/** The host's player frame (named by the video's title). */
const player = () => screen.queryByTitle(TITLE) as HTMLIFrameElement | null
const closeButton = () => within(dialog()).getByRole('button', { name: 'Close video' })

function closeBy(route: CloseRoute) {
  if (route === 'button') fireEvent.click(closeButton())
  else if (route === 'backdrop') fireEvent.click(dialog())
  else {
    // Escape: the browser fires `cancel` on the dialog; the view closes it through the machine.
    const notPrevented = fireEvent(dialog(), new Event('cancel', { cancelable: true }))
    expect(notPrevented, 'the browser closing the dialog itself is prevented').toBe(false)
  }
}

function binding(route: CloseRoute): ViewBinding<C> {
  return {
    async setup() {
      await renderPopup()
      return { opened: false }
    },
    states: {
      'video-popup.closed': (c) => {
        expect(trigger()).toHaveAttribute('aria-expanded', 'false')
        expect(dialog().open).toBe(false)
        expect(screen.queryByRole('dialog')).toBeNull()
        // Nothing framed, so nothing plays.
        expect(player()).toBeNull()
        expect(screen.queryByRole('status')).toBeNull()
        if (c.opened) expect(trigger()).toHaveFocus()
      },
      'video-popup.open': async () => {
        expect(dialog().open).toBe(true)
        // Focus goes into the dialog once it shows (the Close button comes first).
        await whenSettled(() => expect(closeButton()).toHaveFocus())
        expect(player()?.tagName).toBe('IFRAME')
        expect(trigger()).toHaveAttribute('aria-expanded', 'true')
        expect(screen.getByRole('dialog', { name: TITLE })).toBe(dialog())
        expect(trigger()).toHaveAttribute('aria-controls', dialog().id)
        expect(closeButton()).toBeInTheDocument()
        expect(player()).toHaveAttribute(
          'src',
          'https://www.youtube-nocookie.com/embed/abc123?start=5&autoplay=1&rel=0',
        )
        expect(player()).toHaveAttribute('allow', expect.stringContaining('autoplay'))
        // The host's own full-screen button works inside the pop-up.
        expect(player()).toHaveAttribute('allowfullscreen')
      },
      'video-popup.open.loading': () => {
        expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Loading video…'))
        expect(dialog()).toHaveAttribute('aria-busy', 'true')
      },
      'video-popup.open.playing': () => {
        expect(screen.queryByRole('status')).toBeNull()
        expect(dialog()).toHaveAttribute('aria-busy', 'false')
      },
    },
    observe: () => ({ open: dialog().open, playerFramed: player() !== null }),
    events: machineEvents<VideoPopupEvent, C>({
      'video.opened': (c) => {
        fireEvent.click(trigger())
        c.opened = true
      },
      'video.playerLoaded': () => {
        const frame = player()
        if (!frame) throw new NotOnPage('no player is framed')
        fireEvent.load(frame)
      },
      'video.closed': () => {
        if (!dialog().open) throw new NotOnPage('the pop-up is closed: nothing closes it')
        closeBy(route)
      },
    }),
  }
}

describe.each([
  ['the Close button', 'button'],
  ['Escape', 'escape'],
  ['a click on the backdrop', 'backdrop'],
] as const)('video pop-up closed by %s', (_name, route) => {
  testGeneratedPaths(model, binding(route))
})

describe('video pop-up details', () => {
  it('a click inside the frame does not close it', async () => {
    await renderPopup()
    fireEvent.click(trigger())
    fireEvent.click(within(dialog()).getByRole('status'))
    fireEvent.load(player()!)
    fireEvent.click(player()!)
    expect(dialog().open).toBe(true)
    expect(player()).not.toBeNull()
  })

  it('adds autoplay to a player URL without a query', async () => {
    await renderPopup('https://player.vimeo.com/video/42')
    fireEvent.click(trigger())
    expect(player()).toHaveAttribute('src', 'https://player.vimeo.com/video/42?autoplay=1&rel=0')
  })

  it('opens again with a fresh player after closing', async () => {
    await renderPopup()
    fireEvent.click(trigger())
    fireEvent.load(player()!)
    fireEvent.click(closeButton())
    expect(player()).toBeNull()
    fireEvent.click(trigger())
    // The player loads anew: loading first, as on the first opening.
    expect(within(dialog()).getByRole('status')).toHaveTextContent(exactly('Loading video…'))
    expect(player()).not.toBeNull()
  })
})
