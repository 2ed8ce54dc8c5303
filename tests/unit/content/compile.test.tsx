// @vitest-environment jsdom
/**
 * Published page-builder content without the Builder runtime (ADR 0016): the server compiles
 * an entry into a render tree (Text sanitised, images only from https or this site, registered
 * blocks with validated props, editor styles allow-listed, scripts left out), and the browser
 * renders the tree.
 */
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContentSymbol } from '~/components/builder/ContentSymbol'
import { ContentTree as ContentTreeView } from '~/components/content/ContentTree'
import { compileBlocks, compilePage } from '~/content/compile'
import { symbolViewQuery } from '~/content/query-options'
import type { ContentNode, ContentTree } from '~/content/tree'
import { sanitizeHtml } from '~/lib/sanitize'
import { renderShell, seededQueryClient } from '../../model/shell-harness'

type Block = Record<string, unknown>
const el = (name: string, options: Record<string, unknown> = {}, extra: Block = {}): Block => ({
  component: { name, options },
  ...extra,
})
const text = (html: string, id?: string): Block => el('Text', { text: html }, id ? { id } : {})
const image = (src: unknown, altText?: unknown, id?: string): Block =>
  el('Image', { image: src, ...(altText !== undefined ? { altText } : {}) }, id ? { id } : {})

const compile = (...blocks: Block[]) => compileBlocks(blocks, { sanitize: sanitizeHtml })
const nodes = (...blocks: Block[]) => compile(...blocks).nodes

describe('compile: Text', () => {
  it('is sanitised html: no <script>, no onerror', () => {
    const [node] = nodes(
      text(
        '<p>Free shipping <b>over $40</b>.</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
        't-1',
      ),
    )
    expect(node).toMatchObject({ t: 'html', id: 't-1' })
    const html = (node as { html: string }).html
    expect(html).toContain('<p>Free shipping <b>over $40</b>.</p>')
    expect(html).toContain('<img src="/x.png">')
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|alert\(2\)/i)
  })

  it('goes through the sanitiser it is given', () => {
    const sanitize = vi.fn((html: string) => sanitizeHtml(html.toUpperCase()))
    const tree = compileBlocks([text('<p>hello</p>', 'a')], { sanitize })
    expect(sanitize).toHaveBeenCalledWith('<p>hello</p>')
    expect(tree.nodes).toEqual([{ t: 'html', id: 'a', html: '<p>HELLO</p>' }])
  })

  it('is left out when it sanitises to nothing or has no text', () => {
    expect(
      nodes(
        text('<script>alert(1)</script>'),
        { component: { name: 'Text', options: { text: 42 } } },
        { component: { name: 'Text' } },
        text('<p>kept</p>', 'k'),
      ),
    ).toEqual([{ t: 'html', id: 'k', html: '<p>kept</p>' }])
  })
})

describe('compile: Image', () => {
  it('keeps https and site paths, with their alt text', () => {
    expect(
      nodes(
        image('https://cdn.test/banner.png', 'Spring sale', 'i-1'),
        image('/media/banner.png', 'Our promise', 'i-2'),
      ).map((n) => n.t === 'image' && [n.src, n.alt]),
    ).toEqual([
      ['https://cdn.test/banner.png', 'Spring sale'],
      ['/media/banner.png', 'Our promise'],
    ])
  })

  it('drops javascript:, data:, protocol-relative and every other source', () => {
    const dropped = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      '//evil.example/x.png',
      // Browsers read a backslash as a slash, and drop tabs and newlines: //evil.example again.
      '/\\evil.example/x.png',
      '/\t/evil.example/x.png',
      '/\n/evil.example/x.png',
      'http://cdn.test/x.png',
      'ftp://cdn.test/x.png',
      'media/x.png',
      '',
      42,
      null,
    ]
    expect(nodes(...dropped.map((src) => image(src, 'alt')))).toEqual([])
  })

  it('keeps only a string alt text, and the editor’s aspect ratio reserves the box', () => {
    expect(nodes(el('Image', { image: '/a.png', altText: { en: 'x' }, aspectRatio: 0.5 }))).toEqual(
      [{ t: 'image', id: expect.any(String), src: '/a.png', alt: '', ratio: 0.5, fit: 'cover' }],
    )
  })
})

describe('compile: layout and links', () => {
  it('sections, columns and boxes keep their children; buttons only safe links', () => {
    const [section, columns, box, safe, unsafe] = nodes(
      el('Core:Section', { maxWidth: 900 }, { id: 's', children: [text('<p>in</p>', 's1')] }),
      el(
        'Columns',
        {
          stackColumnsAt: 'mobile',
          space: 30,
          columns: [
            { width: 60, blocks: [text('<p>a</p>', 'c1')] },
            { blocks: [image('/b.png')] },
            'junk',
          ],
        },
        { id: 'c' },
      ),
      { id: 'b', children: [text('<p>boxed</p>', 'b1')] },
      el('Core:Button', { text: 'Shop', link: '/products', openLinkInNewTab: true }, { id: 'ok' }),
      el('Core:Button', { text: 'Bad', link: 'javascript:alert(1)' }, { id: 'bad' }),
    )
    expect(section).toMatchObject({
      t: 'box',
      section: true,
      maxWidth: 900,
      children: [{ id: 's1' }],
    })
    expect(columns).toMatchObject({ t: 'columns', stackAt: 'mobile', gap: 30 })
    const cols = (columns as Extract<ContentNode, { t: 'columns' }>).columns
    expect(cols.map((c) => [c.width, c.children.map((n) => n.t)])).toEqual([
      [60, ['html']],
      [null, ['image']],
    ])
    expect(box).toMatchObject({ t: 'box', section: false, children: [{ id: 'b1' }] })
    expect(safe).toEqual({ t: 'button', id: 'ok', text: 'Shop', href: '/products', newTab: true })
    expect(unsafe).toMatchObject({ t: 'button', href: null })
  })

  it('a published symbol renders its included content; one without content renders nothing', () => {
    const [withContent, without] = nodes(
      el('Symbol', { symbol: { content: { data: { blocks: [text('<p>sym</p>', 'y1')] } } } }),
      el('Symbol', { symbol: { entry: 'abc' } }),
    )
    expect(withContent).toMatchObject({ t: 'box', children: [{ id: 'y1' }] })
    expect(without).toMatchObject({ t: 'box', children: [] })
  })

  it('Custom Code, Embed, forms and unknown blocks are left out (and named once in the log)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(
      nodes(
        el('Custom Code', { code: '<script>alert(1)</script>' }),
        el('Embed', { content: '<iframe src="https://evil.example"></iframe>' }),
        el('Embed', { content: '<iframe src="https://evil.example/embed/abcDEF12345"></iframe>' }),
        el('Form:Form'),
        el('Nope'),
        el('Nope'),
        text('<p>kept</p>', 'k'),
      ).map((n) => n.id),
    ).toEqual(['k'])
    expect(warn.mock.calls.filter(([m]) => String(m).includes('"Nope"'))).toHaveLength(1)
  })

  it('an Embed of a video becomes a player on the configured host, built from its id alone', () => {
    const [byUrl, byIframe, evil] = nodes(
      el(
        'Embed',
        { url: 'https://www.youtube.com/watch?v=abcDEF12345', title: 'How to' },
        { id: 'v1' },
      ),
      el(
        'Embed',
        {
          content:
            '<iframe src="https://www.youtube.com/embed/zyx987654_1" onload="alert(1)"></iframe><script>alert(2)</script>',
        },
        { id: 'v2' },
      ),
      el('Embed', { url: 'https://evil.example/watch?x=1', content: '<script>alert(3)</script>' }),
    )
    expect(byUrl).toEqual({
      t: 'video',
      id: 'v1',
      src: 'https://www.youtube-nocookie.com/embed/abcDEF12345',
      title: 'How to',
    })
    expect(byIframe).toMatchObject({
      t: 'video',
      src: 'https://www.youtube-nocookie.com/embed/zyx987654_1',
    })
    expect(evil).toBeUndefined()
    render(<ContentTreeView tree={{ nodes: [byUrl!], css: '' }} />)
    const frame = screen.getByTitle('How to')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345')
  })

  it('a link that opens a new tab gets rel="noopener noreferrer"; other targets are dropped', () => {
    const [node] = nodes(
      text('<a href="/a" target="_blank">new</a> <a href="/b" target="_top" rel="opener">top</a>'),
    )
    const html = (node as { html: string }).html
    expect(html).toContain('<a href="/a" target="_blank" rel="noopener noreferrer">new</a>')
    expect(html).toContain('<a href="/b" rel="opener">top</a>')
  })

  it('registered blocks become their name and validated props', () => {
    const [hero] = nodes(el('Hero Banner', { overlayOpacity: 7, autoplay: 'soon', junk: 1 }))
    expect(hero).toMatchObject({ t: 'block', name: 'Hero Banner' })
    const props = (hero as Extract<ContentNode, { t: 'block' }>).props
    expect(props).toMatchObject({ overlayOpacity: 1, autoplay: 7000, freeLoads: 50, slides: [] })
    expect(props).not.toHaveProperty('junk')
  })

  it('ids are unique and safe as class names; deep or huge trees are cut, not crashed on', () => {
    const ids = nodes(text('<p>a</p>', 'x'), text('<p>b</p>', 'x'), text('<p>c</p>', 'a b{}')).map(
      (n) => n.id,
    )
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^[\w-]+$/)
    let deep: Block = text('<p>bottom</p>')
    for (let i = 0; i < 40; i++) deep = { children: [deep] }
    expect(() => compile(deep)).not.toThrow()
    expect(nodes(...Array.from({ length: 5000 }, () => text('<p>x</p>')))).toHaveLength(2000)
  })
})

describe('compile: editor styles', () => {
  it('become one stylesheet of per-block classes, by breakpoint', () => {
    const { css } = compile({
      id: 'h',
      component: { name: 'Text', options: { text: '<p>x</p>' } },
      responsiveStyles: {
        large: { marginTop: '20px', textAlign: 'center' },
        medium: { marginTop: '10px' },
        small: { display: 'none' },
      },
    })
    expect(css).toBe(
      '.cb-h{margin-top:20px;text-align:center}@media (max-width: 991px){.cb-h{margin-top:10px}}@media (max-width: 640px){.cb-h{display:none}}',
    )
  })

  it('drop anything that could close the rule, load a URL or run an expression', () => {
    const { css } = compile({
      id: 'h',
      component: { name: 'Text', options: { text: '<p>x</p>' } },
      responsiveStyles: {
        large: {
          color: 'red;}</style><script>alert(1)</script>',
          background: 'url(https://evil.example/x.png)',
          width: 'expression(alert(1))',
          'font-family': 'x',
          content: '"\\"',
          margin: '4px',
        },
      },
    })
    expect(css).toBe('.cb-h{margin:4px}')
  })
})

describe('compilePage', () => {
  it('keeps title and description, and sets top-level header templates apart', () => {
    const page = compilePage(
      {
        data: {
          title: 'About',
          description: 'Who we are',
          blocks: [el('Landing Header', {}, { id: 'h' }), text('<p>x</p>', 't')],
        },
      },
      { sanitize: sanitizeHtml },
    )
    expect(page.title).toBe('About')
    expect(page.description).toBe('Who we are')
    expect(page.header.map((n) => n.id)).toEqual(['h'])
    expect(page.body.nodes.map((n) => n.id)).toEqual(['t'])
  })
})

describe('ContentSymbol', () => {
  const show = async (data: ContentTree | null) => {
    const queryClient = seededQueryClient()
    queryClient.setQueryData(symbolViewQuery('PDP').queryKey, data)
    await renderShell(() => <ContentSymbol name="PDP" />, { queryClient })
  }

  it('renders the symbol’s compiled blocks in order, sanitised', async () => {
    await show(
      compile(
        text('<h2>Why Clearhome</h2><p>Made without <em>dyes</em>.</p><script>alert(1)</script>'),
        image('/media/pdp/promise.png', 'Our promise'),
        text('<p>Free shipping over $40.</p>'),
      ),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Why Clearhome' })).toBeVisible()
    const img = screen.getByRole('img', { name: 'Our promise' })
    expect(img).toHaveAttribute('src', '/media/pdp/promise.png')
    expect(img).toHaveAttribute('loading', 'lazy')
    const root = img.closest('[data-symbol]')!
    expect(root).toHaveAttribute('data-builder-model', 'symbol')
    expect(root.textContent).toBe('Why ClearhomeMade without dyes.Free shipping over $40.')
    expect(root.querySelector('script')).toBeNull()
  })

  it('renders a registered block through its view', async () => {
    await show(compile(el('Compare Table', { rows: [] })))
    const root = document.querySelector('[data-symbol]') as HTMLElement
    expect(await within(root).findByRole('status')).toHaveTextContent(
      /^No comparison data available\.\.\.$/,
    )
  })

  it('renders nothing for a missing symbol or one without blocks', async () => {
    await show(null)
    expect(document.querySelector('[data-symbol]')).toBeNull()
    await show({ nodes: [], css: '' })
    expect(document.querySelector('[data-symbol]')).toBeNull()
  })
})
