import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { storeOpenApi } from '#store/routes'

const FILE = 'docs/store-api.openapi.json'

describe('OpenAPI document', () => {
  it('the committed docs match the route table (UPDATE_OPENAPI=1 rewrites them)', () => {
    const generated = `${JSON.stringify(storeOpenApi(), null, 2)}\n`
    if (process.env.UPDATE_OPENAPI) writeFileSync(FILE, generated)
    expect(readFileSync(FILE, 'utf8')).toBe(generated)
  })

  it('every bearer route declares the bearer scheme and 401', () => {
    for (const [path, methods] of Object.entries(storeOpenApi().paths)) {
      for (const op of Object.values(methods) as Array<{
        security?: unknown[]
        responses: Record<string, unknown>
      }>) {
        if (op.security?.length === 1) expect(op.responses, path).toHaveProperty('401')
      }
    }
  })
})
