import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { parseSortMode, SORT_LABELS, SORT_MODES, type SortMode } from '~/domain/sort'
import styles from './Catalogue.module.css'

/**
 * The sort selector. The choice lives in the URL (?sort=…) so a sorted page can be shared and
 * reloads sorted; without JavaScript the form submits the same query.
 */
export function SortSelect({ value }: { value: SortMode }) {
  const id = useId()
  const navigate = useNavigate()
  return (
    <form method="get" className={styles.sort} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(e) => {
          const sort = parseSortMode(e.target.value)
          void navigate({
            to: '.',
            // A new order starts again from the first page.
            search: (prev) => ({
              ...prev,
              sort: sort === 'default' ? undefined : sort,
              page: undefined,
            }),
            replace: true,
            resetScroll: false,
          })
        }}
      >
        {SORT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {SORT_LABELS[mode]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          Sort
        </button>
      </noscript>
    </form>
  )
}
