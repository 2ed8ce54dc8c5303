import type { ProductCard } from '~/domain/product-card'
import { ProductTile } from './ProductTile'
import styles from './SearchResults.module.css'

export function SearchResults({ query, products }: { query: string; products: ProductCard[] }) {
  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.title}>
        {query ? `Results for “${query}”` : 'Search our products'}
      </h1>
      {query && products.length === 0 ? (
        <div role="status">
          <p className={styles.empty}>No results found</p>
          <p>Try another term, or check the spelling.</p>
        </div>
      ) : (
        <>
          {query && (
            <p role="status">
              {products.length} {products.length === 1 ? 'product' : 'products'} found
            </p>
          )}
          <ul className={styles.grid}>
            {products.map((p) => (
              <li key={p.id}>
                <ProductTile product={p} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
