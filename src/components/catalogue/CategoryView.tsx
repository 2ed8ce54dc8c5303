import type { Category } from '~/api/catalogue'
import { productsOfCategory } from '~/domain/listing'
import { sortListing, type SortMode } from '~/domain/sort'
import { CategoryTile, ListingMessage } from './CategoryTile'
import { ProductGrid } from './ProductCard'
import { SortSelect } from './SortSelect'
import styles from './Catalogue.module.css'

export const CATEGORY_TEXT = {
  noItems: 'No Related Items Found',
  emptySection: 'No products available in this category.',
  failed: 'Error Loading Category Data',
  // V1 and V2 word a missing category differently (catalogue §2); each template keeps its own.
  missingV1: { title: 'No Category Data Found', text: 'Unable to load category information.' },
  missingV2: {
    title: 'Category Not Found',
    text: 'The requested category could not be found. Please check the URL or navigate to a different category.',
  },
  slugRequired: 'Category slug is required',
}

function Head({ category, sort }: { category: Category; sort: SortMode }) {
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

/** Category detail V1: subcategory sections (tile and cards), else a flat grid. */
export function CategoryV1({ category, sort }: { category: Category; sort: SortMode }) {
  const { subcategories, products } = category
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <Head category={category} sort={sort} />
      {subcategories.length > 0 ? (
        subcategories.map((sub) => (
          <section key={sub.id} className={styles.section} aria-label={sub.name}>
            <h2 className={styles.sectionTitle}>{sub.name}</h2>
            <CategoryTile name={sub.name} slug={sub.slug} image={sub.image} />
            {sub.products.length > 0 ? (
              <ProductGrid products={sortListing(sub.products, sort)} />
            ) : (
              <p role="status">{CATEGORY_TEXT.emptySection}</p>
            )}
          </section>
        ))
      ) : products.length > 0 ? (
        <ProductGrid products={sortListing(products, sort)} label={category.name} />
      ) : (
        <ListingMessage role="status" title={CATEGORY_TEXT.noItems} />
      )}
    </section>
  )
}

/** Category detail V2: one flat grid; "popular" puts best sellers first (catalogue §4). */
export function CategoryV2({ category, sort }: { category: Category; sort: SortMode }) {
  const products = productsOfCategory(category)
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <Head category={category} sort={sort} />
      {products.length > 0 ? (
        <ProductGrid products={sortListing(products, sort, 'categoryV2')} label={category.name} />
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
