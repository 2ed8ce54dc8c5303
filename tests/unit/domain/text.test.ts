import { describe, expect, it } from 'vitest'
import { htmlToText, isTruncated, trimKitDescription, truncate, TRUNCATE } from '~/domain/text'

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
  it('cuts over the limit and adds "..."', () => {
    expect(truncate('a'.repeat(119), 118)).toBe(`${'a'.repeat(118)}...`)
    expect(truncate('x'.repeat(251), 250)).toHaveLength(253)
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
})

describe('trimKitDescription', () => {
  it('leaves 80 characters or fewer alone', () => {
    expect(trimKitDescription('b'.repeat(80))).toBe('b'.repeat(80))
  })
  it('cuts to 60 when over 80', () => {
    expect(trimKitDescription('b'.repeat(81))).toBe(`${'b'.repeat(60)}...`)
  })
})

describe('htmlToText', () => {
  it('strips tags, scripts and decodes common entities', () => {
    expect(htmlToText('<p>Fresh &amp; clean</p><script>alert(1)</script><p>Home</p>')).toBe(
      'Fresh & clean Home',
    )
    expect(htmlToText('a<br/>b&nbsp;c &#39;d&#39; &unknown;')).toBe("a b c 'd' &unknown;")
  })
})
