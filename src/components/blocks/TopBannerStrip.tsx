import type { TopBannerStripProps } from '~/content/blocks/shell'
import styles from './Blocks.module.css'

/** A strip of the "Top Banner" symbol (shell §2), also usable on any page. */
export function TopBannerStrip({ text, linkText, linkUrl }: TopBannerStripProps) {
  if (!text) return null
  return (
    <p className={styles.topBanner}>
      {text}{' '}
      {linkText && linkUrl && (
        <a href={linkUrl} className={styles.topBannerLink}>
          {linkText}
        </a>
      )}
    </p>
  )
}
