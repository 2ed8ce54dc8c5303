import ingredientExplorerFlow from '#machines/ingredient-explorer/view.gen'
import { EXPLORER_TEXT } from '#machines/ingredient-explorer/connect'
import type { ExplorerIngredient } from '#machines/ingredient-explorer/machine'
import { SafeHtml } from '~/components/SafeHtml'
import type { SanitizedHtml } from '~/lib/sanitize'
import { useFlow } from '~/flow-wiring/use-flow'
import { useHydrated } from '~/lib/use-hydrated'
import styles from './Blocks.module.css'

/**
 * The ingredient explorer (catalogue §2, machines/ingredient-explorer): a product picker and the
 * ingredient list, each ingredient with its name, function, description, rating and the
 * products it is in. `initial` is the list the server already has (the ingredients page), shown
 * until the explorer has loaded its own, so the page is whole before any script runs.
 */
export function IngredientExplorer({
  title,
  initial = [],
  headingLevel = 2,
}: {
  title?: string
  initial?: readonly ExplorerIngredient[]
  headingLevel?: 1 | 2
}) {
  const { api } = useFlow(ingredientExplorerFlow)
  const ready = useHydrated()
  const { ingredients: list, statusText: status } = api.shown(initial)
  const Heading = `h${headingLevel}` as const
  return (
    <section className={styles.explorer} aria-label={title || EXPLORER_TEXT.all} data-ready={ready}>
      {title && <Heading className={styles.title}>{title}</Heading>}
      <div className={styles.explorerBar}>
        <label {...api.getLabelProps()}>{EXPLORER_TEXT.pick}</label>
        <select className={styles.explorerSelect} {...api.getSelectProps()}>
          {api.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <p className={styles.explorerStatus} {...api.getStatusProps()}>
          {status}
        </p>
        {api.status === 'failed' && (
          <button className="button button--secondary" {...api.getRetryProps()}>
            {EXPLORER_TEXT.retry}
          </button>
        )}
      </div>
      <ul className={styles.ingredients} {...api.getListProps()}>
        {list.map((i) => (
          <IngredientItem key={i.id} ingredient={i} level={headingLevel + 1} />
        ))}
      </ul>
    </section>
  )
}

function IngredientItem({
  ingredient: i,
  level,
}: {
  ingredient: ExplorerIngredient
  level: number
}) {
  const Heading = `h${Math.min(level, 4)}` as 'h3'
  return (
    // The anchor the product pages link to (/ingredients#{id}).
    <li id={String(i.id)} className={styles.ingredient}>
      <Heading className={styles.ingredientName}>{i.name}</Heading>
      {i.rating !== null && (
        <p className={styles.ingredientRating}>
          {EXPLORER_TEXT.rating}: {i.rating}
        </p>
      )}
      {i.function && (
        <div className={styles.ingredientFunction}>
          <strong>{EXPLORER_TEXT.function}:</strong> <SafeHtml html={i.function as SanitizedHtml} />
        </div>
      )}
      {i.description && <SafeHtml html={i.description as SanitizedHtml} />}
      {i.products.length > 0 && (
        <p className={styles.ingredientProducts}>
          {EXPLORER_TEXT.foundIn}:{' '}
          {i.products.map((p, n) => (
            <span key={p.slug}>
              {n > 0 && ', '}
              <a href={`/products/${encodeURIComponent(p.slug)}`}>{p.name}</a>
            </span>
          ))}
        </p>
      )}
    </li>
  )
}
