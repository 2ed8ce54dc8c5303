import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { featuredCategoriesQuery } from '~/api/catalogue/blocks'
import type { ShopByCategoryProps } from '~/content/blocks/catalogue'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { safeImageSrc, safeLink } from '~/domain/navigation'
import { useImageUrl } from '~/lib/use-image-url'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'
import type { FeaturedCategoryCard } from '~/api/catalogue/blocks'

/**
 * Shop by category (catalogue §2, §9): the featured categories, 4 by default (0: all), each
 * with its image, name, SEO sub-header and tag line; "No categories available" when there are
 * none and "Failed to load categories" when they cannot be read.
 */
export function ShopByCategory({ title, limit }: ShopByCategoryProps) {
  const label = title || BLOCK_TEXT.shopByCategoryTitle
  return (
    <section className={styles.section} aria-label={label}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Suspense fallback={<p role="status">{BLOCK_TEXT.loadingProducts}</p>}>
        <Categories limit={limit} />
      </Suspense>
    </section>
  )
}

function Categories({ limit }: { limit: number }) {
  const { data } = useSuspenseQuery(featuredCategoriesQuery(limit))
  if (data.status === 'failed') return <BlockPlaceholder text={BLOCK_TEXT.categoriesFailed} />
  if (!data.categories.length) return <BlockPlaceholder text={BLOCK_TEXT.noCategories} />
  return (
    <ul className={styles.categoryGrid}>
      {data.categories.map((c) => (
        <li key={`${c.url}-${c.name}`}>
          <CategoryCard category={c} />
        </li>
      ))}
    </ul>
  )
}

function CategoryCard({ category: c }: { category: FeaturedCategoryCard }) {
  // The store's image paths live on the image host; an https URL is kept as it is.
  const mapped = useImageUrl(c.image)
  const href = safeLink(c.url) ?? '/products'
  return (
    <a className={styles.categoryCard} href={href}>
      <img
        src={safeImageSrc(c.image) ?? mapped}
        alt={c.imageAlt}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.categoryName}>{c.name}</span>
      {c.seoSubHeader && <span className={styles.categorySub}>{c.seoSubHeader}</span>}
      {c.tagLine && <span className={styles.categoryTag}>{c.tagLine}</span>}
    </a>
  )
}
