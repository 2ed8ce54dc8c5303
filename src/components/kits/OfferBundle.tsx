import { useRouterState } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import type { OfferProduct } from '~/api/catalogue/kits'
import { isKitType, kitTypeFromPath, OFFER_BUNDLE_ID, type KitType } from '~/domain/kits'
import { useImageUrl } from '~/lib/use-image-url'
import { ListingMessage } from '~/components/catalogue/CategoryTile'
import { KitClaimButton } from './KitClaimButton'
import styles from './Kits.module.css'

export const OFFER_TEXT = {
  title: "What's in your free starter kit",
  failedTitle: 'Something went wrong',
  failedText: 'Error fetching data',
  loading: 'Loading the kit…',
} as const

const api = () => import('~/api/catalogue/kits')

/**
 * The offer bundle of the page's kit type (fetch-offer-bundle 3 laundry, 4 dish): each
 * product's image, name, subtitle, excerpt and bullets, then the claim button.
 */
export function OfferBundle({
  title,
  buttonText,
  kitType,
}: {
  title?: string
  buttonText?: string
  /** Empty: the page's own type. */
  kitType?: KitType | ''
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // An editor's value is checked: anything but a kit type means the page's own.
  const type = isKitType(kitType) ? kitType : kitTypeFromPath(pathname)
  return (
    <section className={styles.offer} aria-labelledby="offer-title">
      <h2 id="offer-title">{title || OFFER_TEXT.title}</h2>
      <Suspense fallback={<p role="status">{OFFER_TEXT.loading}</p>}>
        <OfferProducts bundleId={OFFER_BUNDLE_ID[type]} />
      </Suspense>
      <KitClaimButton text={buttonText} kitType={type} />
    </section>
  )
}

function OfferProducts({ bundleId }: { bundleId: 3 | 4 }) {
  const { data } = useSuspenseQuery({
    queryKey: ['store', 'offer-bundle', bundleId],
    queryFn: async () => (await api()).fetchOfferBundle(bundleId),
  })
  if (data.status === 'error')
    return (
      <ListingMessage role="alert" title={OFFER_TEXT.failedTitle} text={OFFER_TEXT.failedText} />
    )
  return (
    <ul className={styles.offerProducts}>
      {data.products.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <OfferItem product={p} />
        </li>
      ))}
    </ul>
  )
}

function OfferItem({ product }: { product: OfferProduct }) {
  const src = useImageUrl(product.image)
  return (
    <article className={styles.offerItem} aria-label={product.name}>
      <img src={src} alt="" width={160} height={160} loading="lazy" decoding="async" />
      <div>
        <h3>{product.name}</h3>
        {product.subtitle && <p className={styles.kitTitle}>{product.subtitle}</p>}
        {product.excerpt && <p>{product.excerpt}</p>}
        {product.bullets.length > 0 && (
          <ul>
            {product.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
