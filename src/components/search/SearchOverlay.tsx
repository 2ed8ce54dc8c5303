import searchOverlayFlow from '#machines/search-overlay/view.gen'
import { Link } from '@tanstack/react-router'
import { SEARCH_TEXT, type SearchOverlayApi } from '#machines/search-overlay/connect'
import { CloseIcon, SearchIcon, Spinner } from '~/components/icons'
import { ProductTile } from '~/components/search/ProductTile'
import { useFlow } from '~/flow-wiring/use-flow'
import styles from './SearchOverlay.module.css'

/** The header's search button and its overlay (shell spec §2 "Search overlay"). */
export function SearchOverlay() {
  const { api } = useFlow(searchOverlayFlow)
  return (
    <>
      <button className="icon-button" {...api.getTriggerProps()}>
        <SearchIcon />
        <span className="visually-hidden">{SEARCH_TEXT.open}</span>
      </button>
      <dialog className={styles.dialog} {...api.getDialogProps()}>
        <div className={styles.inner}>
          <div className={styles.top}>
            <h2 className={styles.heading} {...api.getTitleProps()}>
              {SEARCH_TEXT.heading}
            </h2>
            <button className={styles.iconButton} {...api.getCloseProps()}>
              <CloseIcon />
              <span className="visually-hidden">{SEARCH_TEXT.close}</span>
            </button>
          </div>
          <form className={styles.form} {...api.getFormProps()}>
            <SearchIcon className={styles.formIcon} />
            <input className={styles.input} {...api.getInputProps()} />
            {api.canClear && <button className={styles.clear} {...api.getClearProps()} />}
          </form>
          <Panel api={api} />
        </div>
      </dialog>
    </>
  )
}

function Panel({ api }: { api: SearchOverlayApi }) {
  switch (api.panel) {
    case 'loading':
    case 'searching':
      return (
        <p className={styles.pending} role="status">
          <Spinner /> {api.panel === 'loading' ? SEARCH_TEXT.loading : SEARCH_TEXT.searching}
        </p>
      )
    case 'noResults':
      return (
        <div className={styles.empty} role="status">
          <p className={styles.emptyTitle}>{SEARCH_TEXT.noResults}</p>
          <p>{SEARCH_TEXT.noResultsHint}</p>
        </div>
      )
    default: {
      const results = api.panel === 'results'
      return (
        <section aria-label={results ? 'Search results' : 'Popular products'}>
          <h3 className={styles.sectionTitle}>
            {results ? SEARCH_TEXT.results(api.resultCount) : SEARCH_TEXT.popular}
          </h3>
          <ul className={styles.tiles}>
            {api.tiles.map((p) => (
              <li key={p.id}>
                <ProductTile product={p} onClick={() => api.resultClicked(p.id)} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            {results ? (
              <Link
                to="/search"
                search={{ query: api.trimmedQuery }}
                className="button button--secondary"
              >
                {SEARCH_TEXT.showMoreResults}
              </Link>
            ) : (
              <a href="/products" className="button button--secondary">
                {SEARCH_TEXT.showMoreProducts}
              </a>
            )}
          </div>
        </section>
      )
    }
  }
}
