import { describe, expect, it } from 'vitest'
import { imageUrl, PLACEHOLDER_IMAGE } from '~/domain/images'

const CDN = 'https://img.example.com/'

describe('imageUrl', () => {
  it('trims slashes and joins to the CDN host [Catalogue §7.28, §3.12; Shell §9.13]', () => {
    expect(imageUrl('/products/soap.png/', CDN)).toBe('https://img.example.com/products/soap.png')
  })
  it('encodes each segment, keeping the separators [Catalogue §7.28, §3.12; Shell §9.13]', () => {
    expect(imageUrl('products/Dish Soap #1/front (1).png', CDN)).toBe(
      'https://img.example.com/products/Dish%20Soap%20%231/front%20(1).png',
    )
  })
  it('does not encode an already-encoded path twice', () => {
    expect(imageUrl('a/my%20file.png', CDN)).toBe('https://img.example.com/a/my%20file.png')
  })
  it('collapses duplicate slashes', () => {
    expect(imageUrl('//a//b.png', 'https://cdn.test')).toBe('//a//b.png')
    expect(imageUrl('a//b.png', 'https://cdn.test')).toBe('https://cdn.test/a/b.png')
  })
  it.each([
    'https://other.test/x.png',
    'http://other.test/x.png',
    'HTTPS://other.test/x.png',
    '//other.test/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps the absolute URL %s', (url) => {
    expect(imageUrl(url, CDN)).toBe(url)
  })
  it('joins to a host written with several trailing slashes', () => {
    expect(imageUrl('a.png', 'https://cdn.test//')).toBe('https://cdn.test/a.png')
  })
  it.each([null, undefined, '', '   ', '///'])('gives the placeholder for %s', (path) => {
    expect(imageUrl(path, CDN)).toBe(PLACEHOLDER_IMAGE)
  })
  it('keeps a malformed escape as written', () => {
    expect(imageUrl('a/100%.png', CDN)).toBe('https://img.example.com/a/100%25.png')
  })
})
