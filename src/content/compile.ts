/**
 * Compiles a page-builder entry into a render tree (ADR 0016), on the server: Builder's
 * built-in elements become plain nodes (Text sanitised), registered blocks `{ name, props }`
 * with props their definition validated, editor styles one allow-listed stylesheet. What
 * cannot render safely without the Builder runtime (Custom Code, forms, unknown blocks) is
 * left out and named in the log once per process. An Embed is kept only when it is a video: its
 * id, never its HTML, becomes a player on the configured video host (ADR 0018).
 */
import { embedUrlOf, videoIdOnHost } from '~/api/product/video-urls'
import { safeImageSrc, safeLink } from '~/domain/navigation'
import { logWarning } from '~/lib/log'
import type { SanitizedHtml } from '~/lib/sanitize'
import { definitionByName } from './blocks'
import { HEADER_BLOCKS } from './page-header'
import type { ContentNode, ContentTree, PageView } from './tree'

type Raw = Record<string, unknown>

const MAX_DEPTH = 12
const MAX_NODES = 2000

const isObject = (v: unknown): v is Raw => Boolean(v) && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown, max = 500) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

/** Builder's responsive style breakpoints: medium up to 991 px, small up to 640 px. */
const MEDIA = { medium: '(max-width: 991px)', small: '(max-width: 640px)' } as const

const skipped = new Set<string>()
function skip(name: string, why: string) {
  if (skipped.has(name)) return
  skipped.add(name)
  logWarning('content', `"${name}" blocks are not rendered on published pages: ${why}`)
}

export interface CompileOptions {
  sanitize: (html: string) => SanitizedHtml
}

export function compileBlocks(blocks: unknown, options: CompileOptions): ContentTree {
  const css: Record<'large' | 'medium' | 'small', string[]> = { large: [], medium: [], small: [] }
  let count = 0
  const ids = new Set<string>()

  const walk = (list: unknown, depth: number): ContentNode[] => {
    if (!Array.isArray(list) || depth > MAX_DEPTH) return []
    const out: ContentNode[] = []
    for (const block of list) {
      if (!isObject(block) || ++count > MAX_NODES) continue
      const node = compileOne(block, depth)
      if (node) out.push(node)
    }
    return out
  }

  const compileOne = (block: Raw, depth: number): ContentNode | null => {
    let id = /^[\w-]{1,80}$/.test(str(block.id, 81)) ? str(block.id) : `b${count}`
    while (ids.has(id)) id = `${id}-${count}`
    ids.add(id)
    collectStyles(id, block.responsiveStyles, css)
    const component = isObject(block.component) ? block.component : null
    const name = str(component?.name, 100)
    const o = isObject(component?.options) ? component.options : {}
    const children = () => walk(block.children, depth + 1)

    if (!name) return { t: 'box', id, section: false, maxWidth: null, children: children() }
    const definition = definitionByName.get(name)
    if (definition) return { t: 'block', id, name, props: definition.parse(o) }
    switch (name) {
      case 'Text': {
        const html = options.sanitize(str(o.text, 100_000))
        return html ? { t: 'html', id, html } : null
      }
      case 'Image':
      case 'Raw:Img':
      case 'Img': {
        const src = safeImageSrc(o.image)
        if (!src) return null
        const ratio = typeof o.aspectRatio === 'number' && o.aspectRatio > 0 ? o.aspectRatio : null
        return {
          t: 'image',
          id,
          src,
          alt: str(o.altText, 300),
          ratio,
          fit: o.backgroundSize === 'contain' ? 'contain' : 'cover',
        }
      }
      case 'Button':
      case 'Core:Button':
        return {
          t: 'button',
          id,
          text: str(o.text, 120) || 'Learn more',
          href: safeLink(o.link),
          newTab: o.openLinkInNewTab === true,
        }
      case 'Section':
      case 'Core:Section':
        return {
          t: 'box',
          id,
          section: true,
          maxWidth: typeof o.maxWidth === 'number' && o.maxWidth > 0 ? o.maxWidth : null,
          children: children(),
        }
      case 'Fragment':
      case 'Core:Fragment':
        return { t: 'box', id, section: false, maxWidth: null, children: children() }
      case 'Columns': {
        const columns = (Array.isArray(o.columns) ? o.columns : []).filter(isObject).slice(0, 12)
        return {
          t: 'columns',
          id,
          stackAt:
            o.stackColumnsAt === 'never' || o.stackColumnsAt === 'mobile'
              ? o.stackColumnsAt
              : 'tablet',
          reverseWhenStacked: o.reverseColumnsWhenStacked === true,
          gap: typeof o.space === 'number' && o.space >= 0 && o.space <= 200 ? o.space : 20,
          columns: columns.map((c) => ({
            width: typeof c.width === 'number' && c.width > 0 && c.width <= 100 ? c.width : null,
            children: walk(c.blocks, depth + 1),
          })),
        }
      }
      case 'Symbol': {
        // A symbol whose content came with the page (Builder includes it when published).
        const symbol = isObject(o.symbol) ? o.symbol : {}
        const content = isObject(symbol.content) ? symbol.content : {}
        const data = isObject(content.data) ? content.data : {}
        return {
          t: 'box',
          id,
          section: false,
          maxWidth: null,
          children: walk(data.blocks, depth + 1),
        }
      }
      case 'Embed': {
        const iframeSrc = /<iframe\b[^>]*\ssrc=["']([^"']+)["']/i.exec(str(o.content, 10_000))?.[1]
        const videoId = videoIdOnHost(str(o.url)) ?? videoIdOnHost(iframeSrc)
        if (!videoId) {
          skip(name, 'only video embeds are rendered (their HTML and scripts would run unchecked)')
          return null
        }
        return { t: 'video', id, src: embedUrlOf(videoId), title: str(o.title, 200) || 'Video' }
      }
      case 'Custom Code':
        skip(name, 'its HTML and scripts would run unchecked (ADR 0018)')
        return null
      default:
        skip(
          name,
          name.startsWith('Form:') ? 'forms need the Builder runtime' : 'no such block here',
        )
        return null
    }
  }

  const nodes = walk(blocks, 0)
  const sheet = [
    css.large.join(''),
    css.medium.length ? `@media ${MEDIA.medium}{${css.medium.join('')}}` : '',
    css.small.length ? `@media ${MEDIA.small}{${css.small.join('')}}` : '',
  ].join('')
  return { nodes, css: sheet }
}

/** A whole entry: its blocks, title and description, and its header templates set apart. */
export function compilePage(entry: { data?: unknown } | null, options: CompileOptions): PageView {
  const data = isObject(entry?.data) ? entry.data : {}
  const tree = compileBlocks(data.blocks, options)
  const isHeader = (n: ContentNode) =>
    n.t === 'block' && (HEADER_BLOCKS as readonly string[]).includes(n.name)
  return {
    title: str(data.title, 200) || null,
    description: str(data.description, 400) || null,
    header: tree.nodes.filter(isHeader),
    body: { nodes: tree.nodes.filter((n) => !isHeader(n)), css: tree.css },
  }
}

// Editor styles: property names as Builder writes them (camelCase), values without anything
// that could end the rule, open a URL or run an expression.
const PROPERTY = /^[a-zA-Z]{1,40}$/
const VALUE = /^[\w\s#%.,()+\-/'"!]*$/
const FORBIDDEN = /url\(|expression|javascript|@|\\|\/\*/i

function collectStyles(
  id: string,
  styles: unknown,
  css: Record<'large' | 'medium' | 'small', string[]>,
) {
  if (!isObject(styles)) return
  for (const size of ['large', 'medium', 'small'] as const) {
    const rules = styles[size]
    if (!isObject(rules)) continue
    const declarations = Object.entries(rules)
      .slice(0, 60)
      .flatMap(([key, raw]) => {
        const value =
          typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
        if (!PROPERTY.test(key) || !value || value.length > 200) return []
        if (!VALUE.test(value) || FORBIDDEN.test(value)) return []
        return [`${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`]
      })
    if (declarations.length) css[size].push(`.cb-${id}{${declarations.join(';')}}`)
  }
}
