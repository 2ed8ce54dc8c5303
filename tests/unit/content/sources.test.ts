import { describe, expect, it } from 'vitest'
import { ContentService } from '~/content/service'
import { createBuilderSource } from '~/content/sources/builder'
import { createEmbeddedSource } from '~/content/sources/embedded'
import { contentContract, CONTRACT_NOW, contractModels } from './contract'
import { FAKE_BUILDER_HOST, fakeBuilderFetch } from './fake-builder-api'

const now = () => CONTRACT_NOW

contentContract(
  'embedded files',
  () => new ContentService(createEmbeddedSource(contractModels), now),
)

const api = fakeBuilderFetch(contractModels)
contentContract(
  'Builder SDK',
  () =>
    new ContentService(
      createBuilderSource('test-key', { apiHost: FAKE_BUILDER_HOST, fetch: api.fetch }),
      now,
    ),
)

describe('Builder source wiring', () => {
  it('sends the SDK query to the content API with the key, paging, fields and no tracking', async () => {
    const service = new ContentService(
      createBuilderSource('test-key', { apiHost: FAKE_BUILDER_HOST, fetch: api.fetch }),
      now,
    )
    api.requests.length = 0
    await service.getBlogPosts(2)
    const [list, probe] = api.requests
    expect(list!.pathname).toBe('/api/v3/content/blog-post')
    expect(list!.searchParams.get('apiKey')).toBe('test-key')
    expect(list!.searchParams.get('limit')).toBe('10')
    expect(list!.searchParams.get('offset')).toBe('10')
    expect(list!.searchParams.get('includeRefs')).toBe('true')
    expect(probe!.searchParams.get('fields')).toBe('id')
    expect(probe!.searchParams.get('offset')).toBe('20')
  })

  it('an API failure is an error the callers map to their fallback', async () => {
    const failing = createBuilderSource('test-key', {
      apiHost: FAKE_BUILDER_HOST,
      fetch: async () => ({ ok: false, status: 500, json: async () => ({ message: 'down' }) }),
    })
    const errors: unknown[] = []
    const spy = (await import('vitest')).vi
      .spyOn(console, 'error')
      .mockImplementation((...a) => errors.push(a))
    await expect(new ContentService(failing, now).getMenu('Main Menu')).rejects.toBeTruthy()
    spy.mockRestore()
  })
})
