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
