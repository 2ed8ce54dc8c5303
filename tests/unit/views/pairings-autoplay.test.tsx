// @vitest-environment jsdom
/**
 * "Pairing autoplay 7 s" (shell spec §2, §9): what Perfect Pairings gives its carousel. The
 * carousel's own 7 s interval is tested with the number given to it (tests/model/carousel.test.tsx);
 * this holds the number the pairings give, which a number mutant at 6 999 or 70 000 ms passed.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { recommendationsQuery } from '~/api/product/pairings'
import { Pairings } from '~/components/product/Pairings'
import { renderShell, seededQueryClient } from '../../model/shell-harness'
import { fakeStore } from '../../model/store-fake'
import { PAIRINGS } from '../../model/pairings-sample'

const given = vi.hoisted(() => [] as Array<{ autoplayMs?: number; label: string }>)
vi.mock('~/components/carousel/Carousel', () => ({
  Carousel: (props: { autoplayMs?: number; label: string }) => {
    given.push({ autoplayMs: props.autoplayMs, label: props.label })
    return <p>carousel</p>
  },
}))

describe('Perfect Pairings', () => {
  it('autoplay every 7 s ("Pairing autoplay 7 s"): the carousel is given 7 000 ms', async () => {
    fakeStore({})
    const queryClient = seededQueryClient()
    queryClient.setQueryData(recommendationsQuery(7).queryKey, PAIRINGS)
    await renderShell(() => <Pairings productId={7} />, { queryClient })
    expect(await screen.findByText('carousel')).toBeInTheDocument()
    expect(given.at(-1)).toEqual({ autoplayMs: 7000, label: 'Perfect Pairings' })
  })
})
