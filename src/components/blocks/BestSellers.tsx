import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { bestSellersQuery } from '~/api/catalogue/blocks'
import { ProductGrid } from '~/components/catalogue/ProductCard'
import type { BestSellersProps } from '~/content/blocks/catalogue'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * Best sellers (catalogue §2, §9: default limit 4). The store's list fails or is empty: the
 * section says there is nothing to show (shell §8 "empty list").
 */
export function BestSellers({ title, limit }: BestSellersProps) {
  const label = title || BLOCK_TEXT.bestSellersTitle
  return (
    <section className={styles.section} aria-label={label}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Suspense fallback={<p role="status">{BLOCK_TEXT.loadingProducts}</p>}>
        <BestSellerGrid limit={limit} label={label} />
      </Suspense>
    </section>
  )
}

function BestSellerGrid({ limit, label }: { limit: number; label: string }) {
  const { data } = useSuspenseQuery(bestSellersQuery(limit))
  if (!data.products.length) return <BlockPlaceholder text={BLOCK_TEXT.noBestSellers} />
  return <ProductGrid products={data.products} label={label} />
}
