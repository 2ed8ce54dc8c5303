/** The reference store's OpenAPI document, generated from the route table and its zod schemas. */
import { z } from 'zod'
import type { StoreRoute } from './router'

const envelope = {
  type: 'object',
  properties: {
    status: { type: 'string', example: 'Success' },
    message: { type: 'string' },
    data: {},
  },
}
const errorBody = {
  type: 'object',
  properties: {
    status: { type: 'string', example: 'Error' },
    success: { type: 'boolean', example: false },
    message: { type: 'string' },
  },
}

export function openApiDocument(routes: StoreRoute[], prefix = '/rest/auth') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = `${route.path === '/graphql' ? '' : prefix}${route.path.replace(/:(\w+)/g, '{$1}')}`
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }))
    const responses: Record<string, unknown> = {
      200: { description: 'Success', content: { 'application/json': { schema: envelope } } },
      404: {
        description: 'Unknown id or slug',
        content: { 'application/json': { schema: errorBody } },
      },
      405: { description: 'Wrong method' },
    }
    if (route.body)
      responses[422] = {
        description: 'Malformed JSON or invalid fields',
        content: { 'application/json': { schema: errorBody } },
      }
    if (route.auth === 'bearer') responses[401] = { description: 'Missing or unknown bearer token' }
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(route.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
      ...(route.auth === 'optional' ? { security: [{ bearer: [] }, {}] } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }),
                },
              },
            },
          }
        : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clearhome reference store API',
      version: '1.0.0',
      description:
        'The embedded reference implementation of the store API the storefront calls (see README). Wire fields are snake_case; envelopes carry status, message and data.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  }
}
