/**
 * View props of the hash scroll (catalogue §2 "Ingredient page"): none. The flow has nothing to
 * show; the machine scrolls the page itself (its actors), and the ingredients page only runs it.
 */
export function connectHashScroll() {
  return {}
}
