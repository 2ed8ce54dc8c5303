/** Whether Builder's visual editor or preview is asking for the page (then a missing page is not a 404). */
export function isBuilderPreview(search: unknown): boolean {
  if (!search || typeof search !== 'object') return false
  return Object.keys(search).some(
    (k) =>
      k === 'builder.preview' ||
      k === '__builder_editing__' ||
      k.startsWith('builder.frameEditing'),
  )
}

/**
 * In /symbol preview (the visual editor showing a block on its own), detail blocks have no
 * route slug: they use the default slug from the block's input (catalogue spec §2).
 */
export function slugForBlock(
  pathname: string,
  routeSlug: string | null | undefined,
  defaultSlug: string | undefined,
) {
  if (pathname.includes('/symbol')) return defaultSlug?.trim() || null
  const slug = Array.isArray(routeSlug) ? routeSlug[0] : routeSlug
  return slug?.trim() || null
}

/** The blog category template shows every category in /symbol preview, its own otherwise. */
export function blogCategoryScope(
  pathname: string,
  pageParam: string | null | undefined,
): { all: true } | { slug: string } | null {
  if (pathname.includes('/symbol')) return { all: true }
  return pageParam?.trim() ? { slug: pageParam.trim() } : null
}
