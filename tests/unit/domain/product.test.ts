/** Product page rules (catalogue §2, §9: "Sticky id 618 hides the PDP symbol block"). */
import { describe, expect, it } from 'vitest'
import { PDP_SYMBOL_HIDDEN_STICKY_ID, showsPdpSymbol } from '~/domain/product'

describe('showsPdpSymbol', () => {
  it('hides the PDP symbol for sticky id 618', () => {
    expect(PDP_SYMBOL_HIDDEN_STICKY_ID).toBe(618)
    expect(showsPdpSymbol(618)).toBe(false)
  })

  it('shows it for every other sticky id', () => {
    for (const id of [0, 1, 617, 619, 6180, 61, 1618, -618])
      expect(showsPdpSymbol(id), `${id}`).toBe(true)
  })

  it('shows it for a product without a sticky id', () => {
    expect(showsPdpSymbol(null)).toBe(true)
    expect(showsPdpSymbol(undefined)).toBe(true)
  })
})
