import { describe, expect, it } from 'vitest'
import { SEARCH_QUERY_MAX, searchText } from '~/domain/search'

describe('searchText', () => {
  it('reads control characters as spaces', () => {
    expect(searchText('so\u0000ap')).toBe('so ap')
    expect(searchText('\u0000')).toBe(' ')
    expect(searchText('a\tb\nc\u007f')).toBe('a b c ')
  })
  it('cuts at the longest query the store searches', () => {
    expect(searchText('x'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX)
    expect(searchText('plain soap')).toBe('plain soap')
  })
})
