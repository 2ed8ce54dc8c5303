import { describe, expect, it, vi } from 'vitest'
import { BLOG_PAGE_SIZE } from '~/content/service'
import { htmlToText, isTruncated, trimKitDescription, truncate, TRUNCATE } from '~/domain/text'

// The mutation run credits code that runs when a module loads (its constants and tables) only to
// tests that load it, so the tests of the "..." and the entity table import a fresh copy.
async function freshText() {
  vi.resetModules()
  return import('~/domain/text')
}

describe('truncation lengths', () => {
  it('match the specs', () => {
    expect(TRUNCATE).toEqual({
      productShortDescription: 250,
      blogCardDescription: 118,
      blogCategoryDescription: 67,
      compactCardTitle: 35,
      popupProductDescription: 130,
      reviewTextStyle1: 160,
      reviewText: 150,
    })
  })
})

describe('truncate', () => {
  it('keeps text at or under the limit', () => {
    expect(truncate('a'.repeat(118), 118)).toBe('a'.repeat(118))
  })
  it('cuts over the limit and adds "..."', async () => {
    const fresh = await freshText()
    expect(fresh.truncate('a'.repeat(119), 118)).toBe(`${'a'.repeat(118)}...`)
    expect(fresh.truncate('x'.repeat(251), 250)).toHaveLength(253)
  })
  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate('hello world again', 6)).toBe('hello...')
  })
  it('never splits an emoji', () => {
    expect(truncate('🧼🧼🧼', 2)).toBe('🧼🧼...')
  })
  it('treats null as empty', () => {
    expect(truncate(null, 10)).toBe('')
    expect(isTruncated(undefined, 0)).toBe(false)
  })
  it('ignores surrounding whitespace, in the result and in the length', () => {
    expect(truncate('  abc  ', 10)).toBe('abc')
    expect(truncate('  abc  ', 3)).toBe('abc')
    expect(isTruncated('  abc  ', 3)).toBe(false)
    expect(isTruncated('  abcd  ', 3)).toBe(true)
  })
})

describe('trimKitDescription', () => {
  it('leaves 80 characters or fewer alone', () => {
    expect(trimKitDescription('b'.repeat(80))).toBe('b'.repeat(80))
  })
  it('cuts to 60 when over 80', () => {
    expect(trimKitDescription('b'.repeat(81))).toBe(`${'b'.repeat(60)}...`)
  })
  it('trims surrounding whitespace and treats a missing description as empty', () => {
    expect(trimKitDescription('  Fresh kit  ')).toBe('Fresh kit')
    expect(trimKitDescription(null)).toBe('')
    expect(trimKitDescription(undefined)).toBe('')
  })
})

describe('htmlToText', () => {
  it('strips tags, scripts and decodes common entities', () => {
    expect(htmlToText('<p>Fresh &amp; clean</p><script>alert(1)</script><p>Home</p>')).toBe(
      'Fresh & clean Home',
    )
    expect(htmlToText('a<br/>b&nbsp;c &#39;d&#39; &unknown;')).toBe("a b c 'd' &unknown;")
  })

  it('treats missing HTML as empty', () => {
    expect(htmlToText(null)).toBe('')
    expect(htmlToText(undefined)).toBe('')
  })

  it.each([
    // Scripts and styles go with their content, attributes and whitespace included.
    ['a<script type="text/javascript">var x = 1;\n</script>b', 'a b'],
    ['a<style media="all">p { color: red }</style>b', 'a b'],
    // Line breaks and the ends of block elements separate words.
    ['a<br>b', 'a b'],
    ['a<br />b', 'a b'],
    ['a<BR/>b', 'a b'],
    ['<h2>Title</h2>Body', 'Title Body'],
    ['<h6>Title</h6>Body', 'Title Body'],
    ['<div>one</div><div>two</div><ul><li>x</li><li>y</li></ul>', 'one two x y'],
    // Inline tags vanish without adding space.
    ['un<strong>break</strong><a href="/x">able</a>', 'unbreakable'],
    ['a<h7>b</h7>c', 'abc'],
    // Runs of whitespace collapse to one space; the ends are trimmed.
    ['  a \n\t b  ', 'a b'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })

  it('decodes each of the common entities, in any case, and leaves others as written', async () => {
    const fresh = await freshText()
    expect(
      fresh.htmlToText('&lt;b&gt; &quot;q&quot; &apos;a&apos; &#39;n&#39; x&nbsp;y &AMP; &copy;'),
    ).toBe(`<b> "q" 'a' 'n' x y & &copy;`)
  })
})

describe('the shell’s text limits', () => {
  const around = (limit: number) => ({
    whole: `${'a'.repeat(limit - 1)}Y`,
    over: `${'b'.repeat(limit)}Z`,
  })

  it.each([
    ['blog card description', TRUNCATE.blogCardDescription, 118],
    ['blog category description', TRUNCATE.blogCategoryDescription, 67],
    ['compact card title', TRUNCATE.compactCardTitle, 35],
  ])(
    'blog page size 10; the %s: %i characters whole, one more cut there with "..." [Shell §9.2]',
    (_what, limit, spec) => {
      expect(BLOG_PAGE_SIZE).toBe(10)
      expect(limit).toBe(spec)
      const { whole, over } = around(spec)
      expect(truncate(whole, limit)).toBe(whole)
      expect(truncate(over, limit)).toBe(`${'b'.repeat(spec)}...`)
    },
  )

  it('a starter kit description: 80 characters kept whole, 81 trimmed to 60 and "..." [Shell §9.3]', () => {
    const at80 = `${'c'.repeat(79)}Y`
    expect(trimKitDescription(at80)).toBe(at80)
    expect(trimKitDescription(`${'d'.repeat(80)}Z`)).toBe(`${'d'.repeat(60)}...`)
    expect(TRUNCATE.productShortDescription).toBe(250)
  })
})
