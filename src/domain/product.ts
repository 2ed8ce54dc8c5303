/** Product page rules (catalogue §2, §9). */

/** The sticky id whose page does not show the editor's "PDP" symbol (catalogue §9). */
export const PDP_SYMBOL_HIDDEN_STICKY_ID = 618

/** Whether the page shows the "PDP" symbol: every product but sticky id 618. */
export function showsPdpSymbol(stickyId: number | null | undefined): boolean {
  return Number(stickyId) !== PDP_SYMBOL_HIDDEN_STICKY_ID
}
