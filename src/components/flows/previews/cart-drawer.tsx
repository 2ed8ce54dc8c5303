export const experience =
  'The cart drawer opens over the page as a modal dialog: loading, the items with their totals and the tier message, empty, or the read failure; it closes on Escape, the close button, a click outside or a route change. The chart and the simulator show which of these the shopper is in.'
