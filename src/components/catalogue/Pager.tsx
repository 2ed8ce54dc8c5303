import { Link } from '@tanstack/react-router'
import type { GridPage } from '~/domain/listing'
import styles from './Catalogue.module.css'

/**
 * Paging of a flat grid: "Showing 1–48 of 5,000" and Previous / Next links that keep the sort
 * (real links: they work without JavaScript and can be opened in a new tab).
 */
export function Pager({ grid, noun = 'products' }: { grid: GridPage<unknown>; noun?: string }) {
  if (grid.total === 0) return null
  const from = (grid.page - 1) * grid.size + 1
  const to = from + grid.items.length - 1
  const n = (value: number) => value.toLocaleString('en-US')
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.pagerCount}>
        {grid.pageCount === 1
          ? `${n(grid.total)} ${noun}`
          : `Showing ${n(from)}–${n(to)} of ${n(grid.total)} ${noun}`}
      </p>
      {grid.pageCount > 1 && (
        <div className={styles.pagerLinks}>
          {grid.page > 1 && (
            <Link
              to="."
              search={(prev: Record<string, unknown>) => ({
                ...prev,
                page: grid.page - 1 > 1 ? grid.page - 1 : undefined,
              })}
              rel="prev"
            >
              Previous
            </Link>
          )}
          <span>
            Page {grid.page} of {grid.pageCount}
          </span>
          {grid.page < grid.pageCount && (
            <Link
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, page: grid.page + 1 })}
              rel="next"
            >
              Next
            </Link>
          )}
        </div>
      )}
    </nav>
  )
}
