/**
 * Published page-builder content rendered without the page-builder runtime: a symbol made only
 * of Text and Image blocks (the PDP symbol, most editorial symbols) becomes a list of plain
 * blocks, its HTML sanitised on the server, so the page ships neither the Builder SDK nor the
 * sanitiser. Anything else keeps its Builder document for the SDK to render.
 */
import type { SanitizedHtml } from '~/lib/sanitize'
import type { ContentDocument } from './types'

export type StaticBlock =
  | { kind: 'html'; id: string; html: SanitizedHtml }
  | { kind: 'image'; id: string; src: string; alt: string }

/** Plain blocks, or the document itself when it holds a block only the SDK can render. */
export type RenderableContent =
  { kind: 'static'; blocks: StaticBlock[] } | { kind: 'builder'; document: ContentDocument }

// Site-relative means one slash: browsers read "/\host" (and "/<tab>/host", tabs and newlines
// being dropped from URLs) as the protocol-relative "//host".
const SAFE_IMAGE = /^(https:\/\/|\/(?![/\\\t\n\r]))/i

export function toRenderable(
  doc: ContentDocument,
  sanitize: (html: string) => SanitizedHtml,
): RenderableContent {
  const blocks = (doc.data as { blocks?: unknown } | undefined)?.blocks
  if (!Array.isArray(blocks)) return { kind: 'static', blocks: [] }
  const out: StaticBlock[] = []
  for (const [i, block] of blocks.entries()) {
    const b = (block ?? {}) as {
      id?: unknown
      children?: unknown
      component?: { name?: unknown; options?: Record<string, unknown> }
    }
    const id = typeof b.id === 'string' ? b.id : `block-${i}`
    const name = b.component?.name
    const options = b.component?.options ?? {}
    const nested = Array.isArray(b.children) && b.children.length > 0
    if (name === 'Text' && !nested) {
      const html = sanitize(typeof options.text === 'string' ? options.text : '')
      if (html) out.push({ kind: 'html', id, html })
    } else if (name === 'Image' && !nested) {
      const src = typeof options.image === 'string' ? options.image : ''
      if (SAFE_IMAGE.test(src))
        out.push({
          kind: 'image',
          id,
          src,
          alt: typeof options.altText === 'string' ? options.altText : '',
        })
    } else {
      return { kind: 'builder', document: doc }
    }
  }
  return { kind: 'static', blocks: out }
}
