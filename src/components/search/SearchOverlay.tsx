import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import { searchOverlayMachine } from '#machines/search-overlay'
import { connectSearchOverlay, SEARCH_TEXT } from '#machines/search-overlay.connect'
import { CloseIcon, SearchIcon, Spinner } from '~/components/icons'
import { ProductTile } from '~/components/search/ProductTile'
import { searchOverlayImplementations } from '~/flows/implementations'
import { useFlowActor } from '~/flows/react'
import { useModalDialog } from '~/lib/use-modal-dialog'
import styles from './SearchOverlay.module.css'

/** The header's search button and its overlay (shell spec §2 "Search overlay"). */
export function SearchOverlay() {
  const actor = useFlowActor(searchOverlayMachine, searchOverlayImplementations)
  const snapshot = useSelector(actor, (s) => s)
  const api = connectSearchOverlay(snapshot, actor.send)
  const navigate = useNavigate()
  const href = useRouterState({ select: (s) => s.location.href })
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  // Any route change closes and resets the overlay.
  const firstHref = useRef(href)
  useEffect(() => {
    if (href !== firstHref.current) {
      firstHref.current = href
      actor.send({ type: 'search.routeChanged' })
    }
  }, [href, actor])

  useEffect(() => {
    const sub = actor.on('search.navigate', ({ query }) => {
      void navigate({ to: '/search', search: { query } })
    })
    return () => sub.unsubscribe()
  }, [actor, navigate])

  useModalDialog(dialog, api.open, {
    returnFocus: trigger,
    onOpened: () => input.current?.focus(),
  })

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        aria-expanded={api.open}
        onClick={api.openOverlay}
      >
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={`${id}-title`}
        onCancel={(e) => {
          e.preventDefault()
          api.close()
        }}
      >
        <div className={styles.inner}>
          <div className={styles.top}>
            <h2 id={`${id}-title`} className={styles.heading}>
              {SEARCH_TEXT.heading}
            </h2>
            <button type="button" className={styles.iconButton} onClick={api.close}>
              <CloseIcon />
              <span className="visually-hidden">Close</span>
            </button>
          </div>
          <form
            role="search"
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault()
              api.submit()
            }}
          >
            <SearchIcon className={styles.formIcon} />
            <input
              ref={input}
              className={styles.input}
              type="search"
              name="query"
              aria-label="Search products"
              autoComplete="off"
              value={api.query}
              onChange={(e) => api.type(e.target.value)}
            />
            {api.canClear && (
              <button type="button" className={styles.clear} onClick={api.clear}>
                Clear
              </button>
            )}
          </form>
          <Panel api={api} />
        </div>
      </dialog>
    </>
  )
}

function Panel({ api }: { api: ReturnType<typeof connectSearchOverlay> }) {
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
