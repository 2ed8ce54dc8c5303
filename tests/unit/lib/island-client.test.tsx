// @vitest-environment jsdom
/**
 * An island mounted in the browser (a client navigation, or a view test) loads its code as it
 * renders: islandsLoaded() counts that load too, so whoever compares the page (the view tests'
 * settle) can wait until the island has filled in.
 */
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { island, islandsLoaded } from '~/lib/island'

describe('islands in the browser', () => {
  it('a mounted island’s load is counted until its component has arrived', async () => {
    let arrive!: () => void
    const Late = island(
      () =>
        new Promise<() => React.JSX.Element>((resolve) => {
          arrive = () => resolve(() => <p>arrived</p>)
        }),
      { when: 'visible' },
    )
    expect(islandsLoaded()).toBeNull()
    render(<Late />)
    const waiting = islandsLoaded()
    expect(waiting).not.toBeNull()
    expect(screen.queryByText('arrived')).toBeNull()
    arrive()
    await act(() => waiting)
    expect(screen.getByText('arrived')).toBeInTheDocument()
    expect(islandsLoaded()).toBeNull()
  })
})
