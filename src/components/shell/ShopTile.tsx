import type { ShopTile as Tile } from '~/domain/layout'
import { useImageUrl } from '~/lib/use-image-url'
import styles from './Header.module.css'

/** One sub-menu tile of the Shop dropdown (grid and carousel alike). */
export function ShopTile({ tile }: { tile: Tile }) {
  const src = useImageUrl(tile.image)
  return (
    <a href={tile.url} className={styles.tile}>
      <img src={src} alt="" width={120} height={120} loading="lazy" />
      <span>{tile.label}</span>
    </a>
  )
}
