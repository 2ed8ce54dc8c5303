/**
 * A page-builder entry compiled for rendering (ADR 0016): plain nodes for Builder's built-in
 * elements and `{ name, props }` for registered blocks, their props already validated on the
 * server. Browser-safe: types only.
 */
import type { SanitizedHtml } from '~/lib/sanitize'

interface NodeBase {
  /** The element's id, also its style class (`cb-{id}`). */
  id: string
}

export type ContentNode =
  | (NodeBase & { t: 'html'; html: SanitizedHtml })
  | (NodeBase & {
      t: 'image'
      src: string
      alt: string
      /** height / width, when the editor set one: the box is reserved before the image loads. */
      ratio: number | null
      fit: 'cover' | 'contain'
    })
  | (NodeBase & { t: 'button'; text: string; href: string | null; newTab: boolean })
  /** An Embed of a video: the player URL built from its id on the configured host (ADR 0018). */
  | (NodeBase & { t: 'video'; src: string; title: string })
  | (NodeBase & { t: 'box'; section: boolean; maxWidth: number | null; children: ContentNode[] })
  | (NodeBase & {
      t: 'columns'
      /** Where the columns stack: at tablet (991 px) or phone (639 px) width, or never. */
      stackAt: 'tablet' | 'mobile' | 'never'
      reverseWhenStacked: boolean
      gap: number
      columns: Array<{ width: number | null; children: ContentNode[] }>
    })
  | (NodeBase & { t: 'block'; name: string; props: Record<string, unknown> })

export interface ContentTree {
  nodes: ContentNode[]
  /** Per-element styles from the editor (class `cb-{id}`), values allow-listed. */
  css: string
}

/** A compiled page: its tree plus what the route's head and frame need. */
export interface PageView {
  title: string | null
  description: string | null
  /** Top-level header template blocks (rendered before <main>), in order. */
  header: ContentNode[]
  body: ContentTree
}
