import type { CategoriesResult, ProductsResult } from '~/api/catalogue'
import { productsOfCategory } from '~/domain/listing'
import { sortListing, type SortMode } from '~/domain/sort'
import { CategoryTile, ListingMessage } from './CategoryTile'
import { ProductGrid } from './ProductCard'
import { SortSelect } from './SortSelect'
import styles from './Catalogue.module.css'

export const ALL_PRODUCTS_TEXT = {
  title: 'Whole Home Cleaning Products',
  tagline: 'Powerful, non-toxic cleaning for every room safe for your family, tough on dirt.',
  noItems: 'No Related Items Found',
  noProducts: 'No Products Found',
  categoriesError: 'Error Loading Categories',
  productsError: 'Error Loading Products',
}

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

/** All products V1 (catalogue §2): one section per category, its tile then its cards. */
export function AllProductsV1({ result, sort }: { result: CategoriesResult; sort: SortMode }) {
  const sections = result.data
    .map((category) => ({ category, products: sortListing(productsOfCategory(category), sort) }))
    .filter((s) => s.products.length > 0)
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <Head sort={sort} tagline />
      {result.status === 'Error' ? (
        <ListingMessage
          role="alert"
          title={ALL_PRODUCTS_TEXT.categoriesError}
          text={result.message}
        />
      ) : sections.length === 0 ? (
        <ListingMessage role="status" title={ALL_PRODUCTS_TEXT.noItems} />
      ) : (
        sections.map(({ category, products }) => (
          <section key={category.id} className={styles.section} aria-label={category.name}>
            <h2 className={styles.sectionTitle}>{category.name}</h2>
            <CategoryTile name={category.name} slug={category.slug} image={category.image} />
            <ProductGrid products={products} />
          </section>
        ))
      )}
    </section>
  )
}

/** All products V2 (catalogue §2): the same title and sort over one flat grid. */
export function AllProductsV2({ result, sort }: { result: ProductsResult; sort: SortMode }) {
  return (
    <section className={styles.page} aria-labelledby="listing-title">
      <Head sort={sort} tagline={false} />
      {result.status === 'Error' ? (
        <ListingMessage
          role="alert"
          title={ALL_PRODUCTS_TEXT.productsError}
          text={result.message}
        />
      ) : result.data.length === 0 ? (
        <ListingMessage role="status" title={ALL_PRODUCTS_TEXT.noProducts} />
      ) : (
        <ProductGrid products={sortListing(result.data, sort)} label={ALL_PRODUCTS_TEXT.title} />
      )}
    </section>
  )
}
