import type { AllProductsView, ListingSection } from '~/api/catalogue/listings'
import type { SortMode } from '~/domain/sort'
import { listItems, useListView } from '~/lib/analytics'
import { CategoryTile, ListingMessage } from './CategoryTile'
import { Pager } from './Pager'
import { ProductGrid } from './ProductCard'
import { SortSelect } from './SortSelect'
import styles from './Catalogue.module.css'
import { ALL_PRODUCTS_TEXT } from './text'

function Head({ sort, tagline }: { sort: SortMode; tagline: boolean }) {
  return (
    <div className={styles.head}>
      <div>
        <h1 id="listing-title" className={styles.title}>
          {ALL_PRODUCTS_TEXT.title}
        </h1>
        {tagline && <p className={styles.tagline}>{ALL_PRODUCTS_TEXT.tagline}</p>}
      </div>
      <SortSelect value={sort} />
    </div>
  )
}

/**
 * A section's tile, its first cards and, when it has more, a link to all of them. Only the first
 * section is above the fold: its tile (the largest picture, LCP) and first row load first; every
 * later section's pictures load as they near the viewport.
 */
export function SectionOfListing({
  section,
  sort,
  first = false,
}: {
  section: ListingSection
  sort: SortMode
  first?: boolean
}) {
  return (
    <section className={styles.section} aria-label={section.name}>
      <h2 className={styles.sectionTitle}>{section.name}</h2>
      <CategoryTile
        name={section.name}
        slug={section.slug}
        image={section.image}
        priority={first}
      />
      {section.products.length > 0 && (
        <ProductGrid products={section.products} eager={first ? 4 : 0} />
      )}
      {section.total > section.products.length && (
        <a
          className={styles.viewAll}
          href={`/products/category/${encodeURIComponent(section.slug)}${sort === 'default' ? '' : `?sort=${sort}`}`}
        >
          View all {section.total.toLocaleString('en-US')} {section.name} products
        </a>
      )}
    </section>
  )
}

/** The products a listing shows, in order, as one GA4 list view. */
export function useProductListView(
  listName: string,
  products: ListingSection['products'],
  key: string,
) {
  useListView('view_item_list', listName, listItems(listName, products), key)
}

/**
 * All products (catalogue §2): V1 one section per category (its tile, then its cards), V2 one
 * flat grid a page at a time. The server has sorted and cut the data (src/api/catalogue/listings.ts).
 */
export function AllProducts({ view, sort }: { view: AllProductsView; sort: SortMode }) {
  const shown = view.template === 'v1' ? view.sections.flatMap((s) => s.products) : view.grid.items
  useProductListView(
    ALL_PRODUCTS_TEXT.title,
    shown,
    `all-products-${view.template === 'v2' ? view.grid.page : 1}`,
  )
  if (view.template === 'v1') {
    return (
      <section className={styles.page} aria-labelledby="listing-title">
        <Head sort={sort} tagline />
        {view.status === 'Error' ? (
          <ListingMessage
            role="alert"
            title={ALL_PRODUCTS_TEXT.categoriesError}
            text={view.message}
          />
        ) : view.sections.length === 0 ? (
          <ListingMessage role="status" title={ALL_PRODUCTS_TEXT.noItems} />
        ) : (
          view.sections.map((s, i) => (
            <SectionOfListing key={s.id} section={s} sort={sort} first={i === 0} />
          ))
        )}
      </section>
    )
  }
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <Head sort={sort} tagline={false} />
      {view.status === 'Error' ? (
        <ListingMessage role="alert" title={ALL_PRODUCTS_TEXT.productsError} text={view.message} />
      ) : view.grid.total === 0 ? (
        <ListingMessage role="status" title={ALL_PRODUCTS_TEXT.noProducts} />
      ) : (
        <>
          <ProductGrid products={view.grid.items} label={ALL_PRODUCTS_TEXT.title} eager={4} />
          <Pager grid={view.grid} />
        </>
      )}
    </section>
  )
}
