import type { CategoryHead, CategoryView } from '~/api/catalogue/listings'
import type { SortMode } from '~/domain/sort'
import { SectionOfListing, useProductListView } from './AllProducts'
import { CategoryTile, ListingMessage } from './CategoryTile'
import { Pager } from './Pager'
import { ProductGrid } from './ProductCard'
import { SortSelect } from './SortSelect'
import styles from './Catalogue.module.css'
import { CATEGORY_TEXT } from './text'

function Head({ category, sort }: { category: CategoryHead; sort: SortMode }) {
  return (
    <div className={styles.head}>
      <div>
        <h1 id="listing-title" className={styles.title}>
          {category.pageTitle}
        </h1>
        {category.description && <p className={styles.description}>{category.description}</p>}
      </div>
      <SortSelect value={sort} />
    </div>
  )
}

type FoundCategory = Extract<CategoryView, { kind: 'found' }>

/**
 * Category detail (catalogue §2). V1: a section per subcategory (its tile, its cards, or "No
 * products available in this category."), else a flat grid; V2: one flat grid, where "popular"
 * puts best sellers first (catalogue §4). The server has sorted and cut the data.
 */
export function CategoryDetail({ view, sort }: { view: FoundCategory; sort: SortMode }) {
  const { category, sections, grid } = view
  const shown = sections ? sections.flatMap((s) => s.products) : (grid?.items ?? [])
  useProductListView(category.name, shown, `category-${category.id}-${grid?.page ?? 1}`)
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <Head category={category} sort={sort} />
      {sections ? (
        sections.map((sub, i) =>
          sub.total > 0 ? (
            <SectionOfListing key={sub.id} section={sub} sort={sort} first={i === 0} />
          ) : (
            <section key={sub.id} className={styles.section} aria-label={sub.name}>
              <h2 className={styles.sectionTitle}>{sub.name}</h2>
              <CategoryTile name={sub.name} slug={sub.slug} image={sub.image} priority={i === 0} />
              <p role="status">{CATEGORY_TEXT.emptySection}</p>
            </section>
          ),
        )
      ) : grid && grid.total > 0 ? (
        <>
          <ProductGrid products={grid.items} label={category.name} eager={4} />
          <Pager grid={grid} />
        </>
      ) : (
        <ListingMessage role="status" title={CATEGORY_TEXT.noItems} />
      )}
    </section>
  )
}

/** A category that failed to load (not a missing one): the message, default wording. */
export function CategoryFailed({ message }: { message: string }) {
  return (
    <section className={styles.page}>
      <ListingMessage role="alert" level={1} title={CATEGORY_TEXT.failed} text={message} />
    </section>
  )
}

/** An unknown category, in the template's words (the page answers 404). */
export function CategoryMissing({ template }: { template: 'v1' | 'v2' }) {
  const words = template === 'v2' ? CATEGORY_TEXT.missingV2 : CATEGORY_TEXT.missingV1
  return (
    <section className={styles.page}>
      <ListingMessage role="alert" level={1} title={words.title} text={words.text} />
    </section>
  )
}
