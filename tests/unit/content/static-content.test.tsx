// @vitest-environment jsdom
/**
 * Page-builder symbols without the Builder SDK (the PDP symbol, catalogue §2 "An editor-defined
 * symbol block named PDP"): Text and Image blocks become plain blocks, their HTML sanitised and
 * their images kept only from https or this site; anything else keeps the Builder document.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContentSymbol } from '~/components/builder/StaticContent'
import { symbolViewQuery } from '~/content/query-options'
import { toRenderable, type RenderableContent } from '~/content/static-content'
import type { ContentDocument } from '~/content/types'
import { sanitizeHtml } from '~/lib/sanitize'
import { renderShell, seededQueryClient } from '../../model/shell-harness'

// The SDK itself is not under test: a builder symbol renders this stand-in in its place.
vi.mock('~/components/builder/BuilderContent', () => ({
  default: ({ content, model }: { content: ContentDocument; model: string }) => (
    <p>
      Builder {model} {content.id}
    </p>
  ),
}))

type Block = Record<string, unknown>
const doc = (...blocks: Block[]): ContentDocument =>
  ({ id: 'pdp-1', name: 'PDP', data: { blocks } }) as ContentDocument
const text = (html: string, id?: string): Block => ({
  ...(id ? { id } : {}),
  component: { name: 'Text', options: { text: html } },
})
const image = (src: unknown, altText?: unknown, id?: string): Block => ({
  ...(id ? { id } : {}),
  component: {
    name: 'Image',
    options: { image: src, ...(altText !== undefined ? { altText } : {}) },
  },
})

const render = (d: ContentDocument) => toRenderable(d, sanitizeHtml)
const blocksOf = (r: RenderableContent) => {
  if (r.kind !== 'static') throw new Error(`expected static content, got ${r.kind}`)
  return r.blocks
}

describe('toRenderable: Text blocks', () => {
  it('become sanitised html blocks: no <script>, no onerror', () => {
    const blocks = blocksOf(
      render(
        doc(
          text(
            '<p>Free shipping <b>over $40</b>.</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
            't-1',
          ),
        ),
      ),
    )
    expect(blocks).toHaveLength(1)
    const [block] = blocks
    expect(block).toMatchObject({ kind: 'html', id: 't-1' })
    const html = (block as { html: string }).html
    expect(html).toContain('<p>Free shipping <b>over $40</b>.</p>')
    expect(html).toContain('<img src="/x.png">')
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|alert\(2\)/i)
  })

  it('passes the text through the sanitiser it is given', () => {
    const sanitize = vi.fn((html: string) => sanitizeHtml(html.toUpperCase()))
    const blocks = blocksOf(toRenderable(doc(text('<p>hello</p>')), sanitize))
    expect(sanitize).toHaveBeenCalledWith('<p>hello</p>')
    expect(blocks).toEqual([{ kind: 'html', id: 'block-0', html: '<p>HELLO</p>' }])
  })

  it('drops a Text block that sanitises to nothing, or has no text', () => {
    const blocks = blocksOf(
      render(
        doc(
          text('<script>alert(1)</script>'),
          { component: { name: 'Text', options: { text: 42 } } },
          { component: { name: 'Text' } },
          text('<p>kept</p>'),
        ),
      ),
    )
    expect(blocks).toEqual([{ kind: 'html', id: 'block-3', html: '<p>kept</p>' }])
  })
})

describe('toRenderable: Image blocks', () => {
  it('keep https and site-relative sources, with their alt text', () => {
    expect(
      blocksOf(
        render(
          doc(
            image('https://cdn.test/banner.png', 'Spring sale', 'i-1'),
            image('/media/banner.png', 'Our promise'),
            image('HTTPS://cdn.test/upper.png'),
          ),
        ),
      ),
    ).toEqual([
      { kind: 'image', id: 'i-1', src: 'https://cdn.test/banner.png', alt: 'Spring sale' },
      { kind: 'image', id: 'block-1', src: '/media/banner.png', alt: 'Our promise' },
      { kind: 'image', id: 'block-2', src: 'HTTPS://cdn.test/upper.png', alt: '' },
    ])
  })

  it('drop javascript:, data:, protocol-relative and other sources', () => {
    const dropped = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '//evil.example/x.png',
      // Browsers read a backslash as a slash: this is //evil.example too.
      '/\\evil.example/x.png',
      // Tabs and newlines are dropped from URLs: these are //evil.example as well.
      '/\t/evil.example/x.png',
      '/\n/evil.example/x.png',
      'http://cdn.test/x.png',
      'ftp://cdn.test/x.png',
      'media/x.png',
      ' https://cdn.test/x.png',
      '',
      42,
      null,
    ]
    const blocks = blocksOf(render(doc(...dropped.map((src) => image(src, 'alt')))))
    expect(blocks).toEqual([])
  })

  it('keep only a string alt text', () => {
    expect(blocksOf(render(doc(image('/a.png', { en: 'x' }))))).toEqual([
      { kind: 'image', id: 'block-0', src: '/a.png', alt: '' },
    ])
  })
})

describe('toRenderable: anything else keeps the Builder document', () => {
  it('another component makes the whole symbol a builder one', () => {
    const d = doc(text('<p>a</p>'), { component: { name: 'Video', options: {} } }, image('/a.png'))
    expect(render(d)).toEqual({ kind: 'builder', document: d })
    expect((render(d) as { document: ContentDocument }).document).toBe(d)
  })

  it('a block without a component does too', () => {
    const d = doc(text('<p>a</p>'), { id: 'box' })
    expect(render(d)).toEqual({ kind: 'builder', document: d })
  })

  it('a Text or Image block with children does too', () => {
    const withChildren = (b: Block): Block => ({ ...b, children: [text('<p>inner</p>')] })
    for (const d of [doc(withChildren(text('<p>a</p>'))), doc(withChildren(image('/a.png')))]) {
      expect(render(d)).toEqual({ kind: 'builder', document: d })
    }
  })

  it('an empty children list is no children', () => {
    expect(blocksOf(render(doc({ ...text('<p>a</p>'), children: [] })))).toHaveLength(1)
  })

  it('a document without blocks is an empty static symbol', () => {
    expect(render({ id: 'x' })).toEqual({ kind: 'static', blocks: [] })
    expect(render({ id: 'x', data: { blocks: 'nope' } })).toEqual({ kind: 'static', blocks: [] })
  })
})

describe('ContentSymbol', () => {
  const show = async (data: RenderableContent | null) => {
    const queryClient = seededQueryClient()
    queryClient.setQueryData(symbolViewQuery('PDP').queryKey, data)
    await renderShell(() => <ContentSymbol name="PDP" />, { queryClient })
  }

  it('renders the PDP symbol’s plain blocks in order, sanitised', async () => {
    await show(
      render(
        doc(
          text('<h2>Why Clearhome</h2><p>Made without <em>dyes</em>.</p><script>alert(1)</script>'),
          image('/media/pdp/promise.png', 'Our promise'),
          text('<p>Free shipping over $40.</p>'),
        ),
      ),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Why Clearhome' })).toBeVisible()
    expect(screen.getByText('dyes', { selector: 'em' })).toBeInTheDocument()
    const img = screen.getByRole('img', { name: 'Our promise' })
    expect(img).toHaveAttribute('src', '/media/pdp/promise.png')
    expect(img).toHaveAttribute('loading', 'lazy')
    const root = img.closest('[data-symbol]')!
    expect(root).toHaveAttribute('data-symbol', 'PDP')
    expect(root).toHaveAttribute('data-builder-model', 'symbol')
    expect(root.textContent).toBe('Why ClearhomeMade without dyes.Free shipping over $40.')
    expect(root.querySelector('script')).toBeNull()
    expect(screen.queryByText(/^Builder /)).toBeNull()
  })

  it('renders a builder symbol through the SDK', async () => {
    await show({ kind: 'builder', document: doc({ component: { name: 'Video' } }) })
    expect(await screen.findByText('Builder symbol pdp-1')).toBeInTheDocument()
    expect(
      screen.getByText('Builder symbol pdp-1').closest('[data-builder-model]'),
    ).toHaveAttribute('aria-label', 'PDP')
  })

  it('renders nothing for a missing symbol or one without blocks', async () => {
    await show(null)
    expect(document.querySelector('[data-symbol]')).toBeNull()
    expect(document.querySelector('[data-builder-model]')).toBeNull()
  })

  it('renders nothing for a static symbol with no blocks', async () => {
    await show({ kind: 'static', blocks: [] })
    expect(document.querySelector('[data-symbol]')).toBeNull()
  })
})
