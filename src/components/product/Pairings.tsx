import pairingAddFlow from '#machines/pairing-add/view.gen'
import { useQuery } from '@tanstack/react-query'
import { PAIRING_TEXT } from '#machines/pairing-add/connect'
import { recommendationsQuery, type Recommendation } from '~/api/product/pairings'
import { Carousel } from '~/components/carousel/Carousel'
import { Spinner } from '~/components/icons'
import { constants } from '~/config/constants'
import { formatPrice } from '~/domain/money'
import { useFlow } from '~/flow-wiring/use-flow'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './Product.module.css'

/**
 * "Perfect Pairings" (shell §2): the visitor's recommendations for this product (they depend on
 * the session, so they load in the browser), each with its own Add button. A carousel on
 * phones, moving every 7 s; hidden when the call fails or finds nothing (12901.xx).
 */
export function Pairings({ productId }: { productId: number }) {
  const { data } = useQuery({
    ...recommendationsQuery(productId),
    enabled: typeof window !== 'undefined',
  })
  // An empty slot until there are pairings: the island watches it to know when to load.
  if (!data?.length) return <div className={styles.pairingsSlot} />
  return (
    <section className={styles.block} aria-labelledby="pairings-title">
      <h2 id="pairings-title" className={styles.blockTitle}>
        {PAIRING_TEXT.heading}
      </h2>
      <Carousel
        label={PAIRING_TEXT.heading}
        perViewClass={styles.pairingsPerView}
        mobileOnly
        autoplayMs={constants.pairingAutoplayMs}
        loop
      >
        {data.map((p, i) => (
          <PairingEntry key={p.id} product={p} index={i} />
        ))}
      </Carousel>
    </section>
  )
}

function PairingEntry({ product, index }: { product: Recommendation; index: number }) {
  const { api } = useFlow(pairingAddFlow, {
    input: {
      productId: product.id,
      subscribable: product.isSubscribable,
      name: product.name,
      price: product.discountPrice,
      index,
    },
  })
  const src = useImageUrl(product.image)
  const reduced = product.price > product.discountPrice
  return (
    <article className={styles.pairing}>
      <img src={src} alt="" width={160} height={160} loading="lazy" decoding="async" />
      <h3>
        <a href={`/products/${encodeURIComponent(product.slug)}`}>{product.name}</a>
      </h3>
      {product.excerpt && <p>{product.excerpt}</p>}
      {/* Read as "Add {name}: was $x, now $y"; seen as "Add $x $y" with $x struck through. */}
      <button className="button button--secondary" {...api.getButtonProps()}>
        {api.busy && <Spinner />}
        {api.label}
        <span className="visually-hidden"> {product.name}:</span>
        {reduced && (
          <>
            {' '}
            <s className={styles.was}>
              <span className="visually-hidden">was </span>
              {formatPrice(product.price)}
              <span className="visually-hidden">,</span>
            </s>
            <span className="visually-hidden"> now</span>
          </>
        )}{' '}
        <span>{formatPrice(product.discountPrice)}</span>
      </button>
    </article>
  )
}
