/** Spec properties of the ingredient explorer (catalogue §2 "Ingredient explorer", §4, §9). */
import { invokedOf, last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

const TOKEN_POLL_MS = 1000
const LOADS = ['loadExplorer', 'loadIngredients'] as const
const loadsOf = (trace: Observation[]) =>
  LOADS.flatMap((src) => invokedOf(trace, src).map((c) => ({ ...c, src })))
const tokenAnswers = (trace: Observation[]) =>
  trace.flatMap((o, step) =>
    o.event?.type === 'settle.readToken'
      ? [{ step, at: o.at, token: (o.event as { output?: string | null }).output ?? null }]
      : [],
  )
const props = (o: Observation) =>
  o.props as {
    ingredients: unknown[]
    loaded: boolean
    busy: boolean
    productId: unknown
    options: Array<{ value: string; label: string }>
  }
/** What catalogue §2 says each ingredient has. */
const FIELDS = ['name', 'function', 'description', 'rating', 'products'] as const
const fieldsOf = (ingredient: unknown) =>
  JSON.stringify(FIELDS.map((f) => (ingredient as Record<string, unknown>)[f]))
/** The list the newest load answered with, if this step is its answer. */
const answeredList = (o: Observation): unknown[] | null => {
  const event = o.event as { type: string; output?: unknown } | null
  if (event?.type === 'settle.loadIngredients' && Array.isArray(event.output)) return event.output
  if (event?.type === 'settle.loadExplorer' && event.output)
    return (event.output as { ingredients: unknown[] }).ingredients
  return null
}

export const ingredientExplorerSpec: FlowSpec = {
  events: ['explorer.productPicked', 'explorer.retried'],
  delays: { tokenPoll: TOKEN_POLL_MS },
  ticks: [100, 999, 1000, 2500],
  samples: [{ type: 'explorer.productPicked', productId: 'all' }],
  outputs: { readToken: [null, 'token-abc'] },
  scenarios: [
    {
      name: 'the token arrives on the third ask, a second apart',
      steps: [
        { settle: 'readToken', output: null },
        { tick: 999 },
        { tick: 1 },
        { settle: 'readToken', output: null },
        { tick: 1000 },
        { settle: 'readToken', output: 'token-late' },
      ],
    },
  ],
  properties: [
    {
      id: 'products-and-ingredients',
      section: 'Catalogue §2 Ingredient explorer',
      text: 'once loaded, the explorer offers "all" and each loaded product (its name, in order), and shows the ingredient list',
      check: (trace) => {
        const now = last(trace)
        const event = now.event as { type: string; output?: unknown } | null
        if (event?.type !== 'settle.loadExplorer' || !event.output) return skip
        const { products, ingredients } = event.output as {
          products: Array<{ id: number; name: string }>
          ingredients: unknown[]
        }
        const p = props(now)
        const offered = p.options.map((o) => o.value).join(',')
        const expected = ['all', ...products.map((x) => String(x.id))].join(',')
        if (offered !== expected) return `offers ${offered}, loaded ${expected}`
        const names = p.options.slice(1).map((o) => o.label)
        if (names.join('|') !== products.map((x) => x.name).join('|'))
          return `names the products ${names.join(', ')}`
        return p.loaded && p.ingredients.length === ingredients.length
          ? null
          : 'the loaded ingredient list is not shown'
      },
    },
    {
      id: 'ingredient-fields',
      section: 'Catalogue §2 Ingredient explorer',
      text: 'each ingredient shown has its name, function, description, rating and the products it appears in, as loaded',
      check: (trace) => {
        const now = last(trace)
        const list = answeredList(now)
        if (!list) return skip
        const shown = props(now).ingredients
        if (shown.length !== list.length) return `loaded ${list.length}, shows ${shown.length}`
        const i = list.findIndex((ingredient, n) => fieldsOf(ingredient) !== fieldsOf(shown[n]))
        return i < 0 ? null : `ingredient ${i + 1} shows ${fieldsOf(shown[i])}`
      },
    },
    {
      id: 'token-first',
      section: 'Catalogue §4 Ingredient explorer',
      text: 'nothing loads before an access token is obtained, and every load carries it',
      check: (trace) => {
        const loads = loadsOf(trace)
        if (!loads.length) return skip
        const token = tokenAnswers(trace).find((a) => a.token)
        for (const load of loads) {
          if (!token || load.step < token.step) return `${load.src} ran before a token was obtained`
          if ((load.input as { token?: unknown }).token !== token.token)
            return `${load.src} did not carry the token`
        }
        return null
      },
    },
    {
      id: 'token-polled-every-second',
      section: 'Catalogue §4, §9 (token polled every second)',
      text: 'without a token, the token is asked for again once a second has passed, and not before',
      check: (trace) => {
        const asks = invokedOf(trace, 'readToken')
        const misses = tokenAnswers(trace).filter((a) => !a.token)
        if (!misses.length) return skip
        for (const miss of misses) {
          const next = asks.find((a) => a.step > miss.step)
          // Observed at the end of the step that passed the time: not before the second.
          if (next && next.at - miss.at < TOKEN_POLL_MS)
            return `asked again ${next.at - miss.at} ms after no token`
          if (!next && last(trace).at - miss.at >= TOKEN_POLL_MS)
            return `not asked again ${last(trace).at - miss.at} ms after no token`
        }
        return null
      },
    },
    {
      id: 'all-first',
      section: 'Catalogue §4 Ingredient explorer',
      text: 'once the token is there, the products and the full ingredient list ("all") load first',
      check: (trace) => {
        const [first] = loadsOf(trace).sort((a, b) => a.step - b.step)
        if (!first) return skip
        return first.src === 'loadExplorer' &&
          (first.input as { productId: unknown }).productId === 'all'
          ? null
          : `first load was ${first.src} for ${JSON.stringify(first.input)}`
      },
    },
    {
      id: 'pick-reloads',
      section: 'Catalogue §2, §4 (picking reloads the list)',
      text: 'picking a product (or "all") once the list has loaded reloads the list for it',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'explorer.productPicked') || !before || !props(before).loaded) return skip
        const picked = (now.event as unknown as { productId: unknown }).productId
        const load = now.invoked.find((c) => c.src === 'loadIngredients')
        if (!load) return 'a pick loaded nothing'
        return (load.input as { productId: unknown }).productId === picked
          ? null
          : `picked ${String(picked)}, loaded ${JSON.stringify(load.input)}`
      },
    },
    {
      id: 'shows-what-loaded',
      seen: true,
      section: 'Catalogue §2 Ingredient explorer',
      text: 'a loaded list is the list shown, and the view is busy while one loads',
      check: (trace) => {
        const now = last(trace)
        const event = now.event as { type: string; output?: unknown } | null
        const p = props(now)
        if (event?.type === 'settle.loadIngredients' && Array.isArray(event.output))
          return p.ingredients.length === event.output.length && !p.busy
            ? null
            : `loaded ${event.output.length}, shows ${p.ingredients.length}`
        if (event?.type === 'settle.loadExplorer' && event.output)
          return p.ingredients.length ===
            (event.output as { ingredients: unknown[] }).ingredients.length
            ? null
            : 'the loaded list is not shown'
        if (now.invoked.some((c) => (LOADS as readonly string[]).includes(c.src)))
          return p.busy ? null : 'not busy while the list loads'
        return skip
      },
    },
  ],
}
