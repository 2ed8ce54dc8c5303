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

/**
 * Every status a route may answer, with why: what the router does for every route of its kind,
 * then what the route itself declares. The fuzz suite holds each route to this list.
 */
export function documentedStatuses(route: StoreRoute): Record<number, string> {
  const statuses: Record<number, string> = {
    200: 'Success',
    404: 'Unknown id or slug, or a path parameter that cannot be one',
    405: 'Wrong method',
  }
  if (route.method !== 'GET') {
    statuses[403] = "A cross-site request, or a session that is not the bearer's own"
    statuses[413] = 'Request body over 64 KB'
    statuses[415] = 'A request body that is not application/json'
  }
  if (route.body) statuses[400] = 'A request body that broke off before its end'
  if (route.body || route.method !== 'GET') {
    statuses[422] = 'Malformed JSON, nesting over 32 levels, or invalid fields'
  }
  if (route.auth === 'admin') {
    statuses[401] = 'Not the admin token'
    statuses[404] = 'No admin token is configured: the call does not exist'
  } else if (route.auth !== 'none') statuses[401] = 'Missing or unknown bearer token'
  if (route.rateLimit) statuses[429] = 'Too many calls from this client; see Retry-After'
  return { ...statuses, ...route.responses }
}

export function openApiDocument(routes: StoreRoute[], prefix = '/rest/auth') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = `${route.path === '/graphql' ? '' : prefix}${route.path.replace(/:(\w+)/g, '{$1}')}`
    const paramSchemas = route.params
      ? ((
          z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' }) as {
            properties?: Record<string, unknown>
          }
        ).properties ?? {})
      : {}
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: paramSchemas[m[1]!] ?? { type: 'string' },
    }))
    const responses: Record<string, unknown> = {}
    for (const [status, description] of Object.entries(documentedStatuses(route))) {
      responses[status] =
        status === '200' || status === '405'
          ? { description }
          : { description, content: { 'application/json': { schema: errorBody } } }
    }
    ;(responses['200'] as { content?: unknown }).content = {
      'application/json': { schema: envelope },
    }
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      ...(params.length ? { parameters: params } : {}),
      ...(route.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
      ...(route.auth === 'optional' ? { security: [{ bearer: [] }, {}] } : {}),
      ...(route.auth === 'admin' ? { security: [{ admin: [] }] } : {}),
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
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        admin: { type: 'http', scheme: 'bearer', description: 'STORE_ADMIN_TOKEN' },
      },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  }
}
