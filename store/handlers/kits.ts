/** Starter kits, offer bundles, ingredients and the GraphQL starter-kit mutation. */
import { z } from 'zod'
import { KIT_TYPES, OFFER_BUNDLE_ID } from '~/domain/kits'
import { cacheFor300s, HttpError, json, notFound, success } from '../http'
import { defineRoute } from '../router'
import { dbId, dbIdParam, sessionIdField } from '../validation'
import { addOfferBundle } from './cart'
import {
  ingredientList,
  ingredientProducts,
  kitBySlugOrId,
  kitShapes,
  offerBundle,
  publishedKits,
} from '../services/catalogue'

const ingredientBody = z.object({
  product_id: z.union([z.literal('all'), dbId, dbIdParam]),
})
const graphqlBody = z.object({
  query: z.string().min(1).max(5000),
  variables: z.object({ session_id: sessionIdField, staterkit_type: z.enum(KIT_TYPES) }),
  operationName: z.string().optional(),
})

export const kitRoutes = [
  defineRoute({
    method: 'POST',
    path: '/starterkits',
    auth: 'optional',
    summary: 'Published starter kits with their products (optional bearer); cacheable for 300 s.',
    handler: async ({ db }) =>
      cacheFor300s(success(await kitShapes(db, await publishedKits(db)), 'Starter kits fetched')),
  }),
  defineRoute({
    method: 'GET',
    path: '/starterkits/slug/:slug',
    auth: 'optional',
    summary:
      'A starter kit by slug (or id); 404 "Starter kit not found. No starter kit exists with slug: {slug}".',
    handler: async ({ db, params }) => {
      const slug = (params.slug ?? '').trim()
      const kit = /^[\w-]{1,200}$/.test(slug) ? await kitBySlugOrId(db, slug) : null
      if (!kit) throw notFound(`Starter kit not found. No starter kit exists with slug: ${slug}`)
      const [shape] = await kitShapes(db, [kit])
      return cacheFor300s(success(shape, 'Starter kit fetched'))
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/offers/fetch-offer-bundle/:id',
    auth: 'bearer',
    summary: 'The products of an offer bundle: 3 for laundry, 4 for dish.',
    handler: async ({ db, params }) => {
      const id = Number(params.id)
      if (!(Object.values(OFFER_BUNDLE_ID) as number[]).includes(id))
        throw notFound(`No offer bundle with id ${params.id}`)
      return json({
        status: 'Success',
        message: 'Offer bundle fetched',
        products: await offerBundle(db, id),
      })
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/ingredients/fetch-ingredient-products',
    auth: 'bearer',
    summary: 'Products that list ingredients (for the ingredient explorer); no body.',
    handler: async ({ db }) =>
      json({
        status: 'Success',
        message: 'Products fetched',
        products: await ingredientProducts(db),
      }),
  }),
  defineRoute({
    method: 'POST',
    path: '/ingredients/fetch-ingredients',
    auth: 'bearer',
    summary:
      'Ingredients of a product (product_id) or of every product ("all"), with the products each is in.',
    body: ingredientBody,
    handler: async ({ input, db }) => {
      const { product_id } = input
      return json({
        status: 'Success',
        message: 'Ingredients fetched',
        ingredients: await ingredientList(db, product_id),
      })
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/ingredients/page',
    auth: 'optional',
    summary: 'Ingredients page data: every ingredient with its rating and products.',
    handler: async ({ db }) =>
      success({ ingredients: await ingredientList(db, 'all') }, 'Ingredients page'),
  }),
]

/** POST /graphql: only the `addToCartStaterKit` mutation the storefront sends. */
export const graphqlRoute = defineRoute({
  method: 'POST',
  path: '/graphql',
  auth: 'bearer',
  summary:
    'GraphQL endpoint supporting the addToCartStaterKit(session_id, staterkit_type) mutation.',
  body: graphqlBody,
  responses: { 400: 'Not the supported mutation', 403: "Another session's cart" },
  handler: async (ctx) => {
    const body = ctx.input
    if (!/\bmutation\b[\s\S]*\baddToCartStaterKit\b/.test(body.query)) {
      return json(
        { errors: [{ message: 'Only the addToCartStaterKit mutation is supported' }] },
        400,
      )
    }
    if (ctx.session?.id !== body.variables.session_id)
      throw new HttpError(403, 'Session error. The session does not belong to this token.')
    await addOfferBundle(
      ctx,
      OFFER_BUNDLE_ID[body.variables.staterkit_type],
      body.variables.session_id,
    )
    return json({
      data: { addToCartStaterKit: { success: true, message: 'Starter kit added to your cart' } },
    })
  },
})
