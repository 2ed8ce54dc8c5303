export const experience =
  "Nothing to see until it happens: on the ingredients page, the page scrolls smoothly to the element the URL's hash names, 120 px above it, retrying every 100 ms until that element is there."
