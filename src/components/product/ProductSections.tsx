import { Await } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ProductVideos, ProductView } from '~/api/product/page'
import { SafeHtml } from '~/components/SafeHtml'
import { Accordions, Tabs } from '~/components/tabs/Tabs'
import { VideoPreviewPopup } from '~/components/video/VideoPopup'
import { ingredientScoreBand } from '~/domain/badges'
import { useImageUrl } from '~/lib/use-image-url'
import { useMediaQuery } from '~/lib/use-media-query'
import { PRODUCT_TEXT, type SectionId } from './text'
import styles from './Product.module.css'

interface Section {
  id: SectionId
  title: string
  body: ReactNode
}

/** The sections a product has content for, in the spec's order (shell §2). */
function sectionsOf(product: ProductView, videos: Promise<ProductVideos>): Section[] {
  const t = PRODUCT_TEXT.sections
  const list: Array<Section | null> = [
    product.whyYouLoveIt.title || product.whyYouLoveItIcons.length
      ? { id: 'why', title: t.why, body: <WhyYouLoveIt product={product} /> }
      : null,
    product.whyItWorks
      ? { id: 'works', title: t.works, body: <SafeHtml html={product.whyItWorks} /> }
      : null,
    product.howToUse || product.howToVideoId
      ? { id: 'use', title: t.use, body: <HowToUse product={product} videos={videos} /> }
      : null,
    product.ingredients.length || product.whatsNotInIt.length
      ? { id: 'ingredients', title: t.ingredients, body: <Ingredients product={product} /> }
      : null,
    product.faq.length ? { id: 'faq', title: t.faq, body: <Faq product={product} /> } : null,
    product.description
      ? { id: 'details', title: t.details, body: <SafeHtml html={product.description} /> }
      : null,
  ]
  return list.filter((s): s is Section => s !== null)
}

/**
 * Tabs on desktop (one active, "Why You'll Love It" first) and accordions at 767 px or less
 * (several may be open, the first by default): shell §2, §4.
 */
export function ProductSections({
  product,
  videos,
}: {
  product: ProductView
  videos: Promise<ProductVideos>
}) {
  const sections = sectionsOf(product, videos)
  const phone = useMediaQuery('(max-width: 767.98px)')
  if (!sections.length) return null
  const Layout = phone ? Accordions : Tabs
  return <Layout panels={sections} label="Product information" className={styles.sections} />
}

function WhyYouLoveIt({ product }: { product: ProductView }) {
  return (
    <>
      {product.whyYouLoveIt.title && <h3>{product.whyYouLoveIt.title}</h3>}
      {product.whyYouLoveIt.subTitle && <p>{product.whyYouLoveIt.subTitle}</p>}
      {product.whyYouLoveItIcons.length > 0 && (
        <ul className={styles.icons}>
          {product.whyYouLoveItIcons.map((icon) => (
            <li key={icon.text}>
              <Icon path={icon.image} />
              <span>{icon.text}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function Icon({ path }: { path: string }) {
  const src = useImageUrl(path)
  return <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />
}

/** The text, and the optional how-to video (its thumbnail from oEmbed; shell §8 11201.xx). */
export function HowToUse({
  product,
  videos,
}: {
  product: Pick<ProductView, 'howToUse' | 'howToVideoId'>
  videos: Promise<ProductVideos>
}) {
  return (
    <>
      {product.howToUse && <SafeHtml html={product.howToUse} />}
      {product.howToVideoId && (
        <div className={styles.video}>
          <Await promise={videos} fallback={<div className={styles.videoPlaceholder} />}>
            {({ howTo }) =>
              howTo && (
                <>
                  <VideoPreviewPopup video={howTo} title={PRODUCT_TEXT.howToVideo} />
                  {howTo.failed && (
                    <p className={styles.videoError} role="status">
                      {PRODUCT_TEXT.videoPreviewError}
                    </p>
                  )}
                </>
              )
            }
          </Await>
        </div>
      )}
    </>
  )
}

/** The score badge (shell §2): 0 an icon, under 3 plain, 3–6 yellow, 7–10 red, 11+ "?". */
export function ScoreBadge({ rating }: { rating: number | null }) {
  const band = ingredientScoreBand(rating)
  const label =
    band === 'unknown'
      ? 'Score not rated'
      : `Score ${rating}${band === 'zero' ? ', no concern' : ''}`
  return (
    <span className={styles.score} data-band={band} role="img" aria-label={label}>
      {band === 'zero' ? '✓' : band === 'unknown' ? '?' : rating}
    </span>
  )
}

export function Ingredients({
  product,
}: {
  product: Pick<ProductView, 'ingredients' | 'whatsNotInIt'>
}) {
  return (
    <div className={styles.ingredients}>
      {product.ingredients.length > 0 && (
        <div>
          <h3>{PRODUCT_TEXT.whatsIn}</h3>
          <ul>
            {product.ingredients.map((i) => (
              <li key={i.id}>
                <ScoreBadge rating={i.rating} />{' '}
                <a href={`/ingredients#${encodeURIComponent(String(i.id))}`}>{i.name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {product.whatsNotInIt.length > 0 && (
        <div>
          <h3>{PRODUCT_TEXT.whatsNot}</h3>
          <ul>
            {product.whatsNotInIt.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

export function Faq({ product }: { product: Pick<ProductView, 'faq'> }) {
  return (
    <dl className={styles.faq}>
      {product.faq.map((q) => (
        <div key={q.title}>
          <dt>{q.title}</dt>
          <dd>
            <SafeHtml html={q.description} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
