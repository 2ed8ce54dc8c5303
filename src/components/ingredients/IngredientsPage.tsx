import hashScrollFlow from '#machines/hash-scroll/view.gen'
import type { IngredientView } from '~/api/catalogue/blocks'
import { useFlow } from '~/flow-wiring/use-flow'
import { island } from '~/lib/island'
import { INGREDIENTS_TEXT } from './text'
import styles from './Ingredients.module.css'

// The explorer's code (its machine, the sanitiser for what it loads) comes when it is in view.
const IngredientExplorer = island(
  () => import('~/components/blocks/IngredientExplorer').then((m) => m.IngredientExplorer),
  { when: 'visible' },
)

/**
 * /ingredients (shell §2 "/ingredients#{ingredient id}"): every ingredient with its anchor, in
 * the explorer (pick a product to narrow the list); arriving with #{id} scrolls to it.
 */
export function IngredientsPage({ list }: { list: IngredientView[] | null }) {
  useHashScroll()
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{INGREDIENTS_TEXT.title}</h1>
        <p>{INGREDIENTS_TEXT.intro}</p>
        {!list && <p role="status">{INGREDIENTS_TEXT.unavailable}</p>}
      </header>
      <IngredientExplorer title={INGREDIENTS_TEXT.explorer} initial={list ?? []} />
    </div>
  )
}

/** The URL's hash, now and whenever it changes, scrolled to (machines/hash-scroll). */
function useHashScroll() {
  useFlow(hashScrollFlow)
}
