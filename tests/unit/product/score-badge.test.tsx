// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ScoreBadge } from '~/components/product/ProductSections'
import { renderShell } from '../../model/shell-harness'

// Apart from the product page's tests: importing the sections' module up front changes when the
// page's lazy sections resolve there.
describe('ingredient score badge', () => {
  it.each([
    [0, '✓', 'zero', 'Score 0, no concern'],
    [2, '2', 'low', 'Score 2'],
    [3, '3', 'moderate', 'Score 3'],
    [6, '6', 'moderate', 'Score 6'],
    [7, '7', 'high', 'Score 7'],
    [10, '10', 'high', 'Score 10'],
    [11, '?', 'unknown', 'Score not rated'],
  ])(
    'the ingredient score %i shows "%s" in the %s band [Shell §2.47]',
    async (rating, shown, band, label) => {
      await renderShell(() => <ScoreBadge rating={rating} />)
      const badge = screen.getByRole('img', { name: label })
      expect(badge.textContent).toBe(shown)
      expect(badge.dataset.band).toBe(band)
    },
  )
})
