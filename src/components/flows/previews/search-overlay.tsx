export const experience =
  'The search overlay opens over the page as a modal dialog: popular products while loading and shown, then results or "no results" 300 ms after the shopper stops typing; it resets and closes on a route change.'
