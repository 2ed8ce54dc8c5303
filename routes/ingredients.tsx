import { createFileRoute } from '@tanstack/react-router'
import { ingredientsPageQuery } from '~/api/catalogue/blocks'
import { IngredientsPage } from '~/components/ingredients/IngredientsPage'
import { INGREDIENTS_TEXT } from '~/components/ingredients/text'
import { pageMeta } from '~/lib/seo'

/** /ingredients#{id}: every ingredient, server-rendered with its anchor (shell §2). */
export const Route = createFileRoute('/ingredients')({
  // A store that cannot answer leaves the explorer to load the list in the browser.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(ingredientsPageQuery).catch(() => null),
  head: () => ({
    meta: pageMeta({ title: INGREDIENTS_TEXT.title, description: INGREDIENTS_TEXT.description }),
  }),
  component: function Ingredients() {
    return <IngredientsPage list={Route.useLoaderData()} />
  },
})
