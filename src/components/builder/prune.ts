import type { ContentDocument, JsonValue } from '~/content/types'

/** Components the Builder SDK renders itself. */
const BUILT_IN = new Set([
  'Text',
  'Image',
  'Button',
  'Columns',
  'Section',
  'Symbol',
  'Video',
  'Fragment',
  'Embed',
  'Custom Code',
  'Slot',
  'Core:Button',
  'Core:Section',
  'Core:Fragment',
  'Raw:Img',
  'Img',
  'Form:Form',
  'Form:Input',
  'Form:Submit',
  'Form:Select',
  'Form:TextArea',
  'Form:Label',
])

type Block = { component?: { name?: string }; children?: Block[] } & Record<
  string,
  JsonValue | undefined
>

/**
 * Drops blocks whose component is neither built in nor registered, so a page with a block this
 * storefront does not have yet renders the rest without warnings (home page rule, issue 6).
 */
export function pruneUnknownBlocks(
  content: ContentDocument,
  registered: ReadonlySet<string>,
): ContentDocument {
  const keep = (block: Block) => {
    const name = block.component?.name
    return !name || BUILT_IN.has(name) || registered.has(name)
  }
  const walk = (blocks: unknown): Block[] =>
    (Array.isArray(blocks) ? (blocks as Block[]) : [])
      .filter(keep)
      .map((b) => (Array.isArray(b.children) ? ({ ...b, children: walk(b.children) } as Block) : b))
  const blocks = content.data?.blocks
  if (!Array.isArray(blocks)) return content
  return { ...content, data: { ...content.data, blocks: walk(blocks) as unknown as JsonValue } }
}
