// @vitest-environment jsdom
/**
 * Generated paths of the header stickiness machine on header template 1: scrolling past the
 * anchor fixes the header and reserves its height; scrolling back returns it to the flow.
 */
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HeaderStickyEvent } from '#machines/header-sticky/machine'
import { LandingHeader } from '~/components/builder/LandingHeader'
import { headerStickyFlow } from '~/flow-catalog/catalog'
import { buildFlowModel } from '~/flow-catalog/model'
import { renderShell } from './shell-harness'
import { heldActor, machineEvents, testGeneratedPaths, type ViewBinding } from './view-runner'

const model = buildFlowModel(headerStickyFlow)

const header = () => screen.getByRole('banner')
const anchor = () => header().parentElement!.querySelector<HTMLElement>('[data-header-anchor]')!

/** Puts the anchor above (scrolled past) or below the top of the viewport, then scrolls. */
function scrollTo(pastAnchor: boolean) {
  anchor().getBoundingClientRect = () => ({ top: pastAnchor ? -120 : 0 }) as DOMRect
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

const binding: ViewBinding<null> = {
  async setup() {
    await renderShell(() => (
      <LandingHeader showCart={false} showLogin={false} showMyBox={false} showSearch={false} />
    ))
    return null
  },
  states: {
    'headerSticky.inFlow': () => {
      expect(header()).not.toHaveAttribute('data-fixed')
      expect(screen.queryByTestId('header-spacer')).toBeNull()
    },
    'headerSticky.fixed': () => {
      expect(header()).toHaveAttribute('data-fixed')
      expect(screen.getByTestId('header-spacer')).toBeInTheDocument()
    },
  },
  observe: () => ({ fixed: header().hasAttribute('data-fixed') }),
  events: machineEvents<HeaderStickyEvent, null>({
    'header.scrolled': (_c, e) => scrollTo(e.pastAnchor),
  }),
}

describe('landing header stickiness view', () => {
  testGeneratedPaths(model, binding)

  it('shows the logo, call to action, support link, phone and toggles with the block defaults', async () => {
    await renderShell(() => <LandingHeader />, {
      overrides: {
        account: { actors: { loadSession: heldActor().logic, logout: heldActor().logic } },
        cartDrawer: { actors: { loadCart: heldActor().logic } },
      },
    })
    expect(screen.getByRole('link', { name: 'Clearhome home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Claim My Free Kit' })).toHaveAttribute(
      'href',
      '/starter-kits/laundry',
    )
    expect(screen.getByRole('link', { name: /Help & Support/ })).toHaveAttribute(
      'href',
      'https://support.clearhome.example',
    )
    expect(screen.getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8885550142',
    )
    // The search overlay is an island (ADR 0014): its code loads on mount here.
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
  })

  it('an editor can drop the button and the toggles', async () => {
    await renderShell(() => (
      <LandingHeader
        buttonText=""
        showCart={false}
        showLogin={false}
        showMyBox={false}
        showSearch={false}
      />
    ))
    expect(screen.queryByRole('link', { name: 'Claim My Free Kit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull()
  })
})
