import { imageUrl } from '~/domain/images'
import { usePublicSettings } from './public-settings'

/** A catalogue image path on the image host from the settings (root loader primes the query). */
export function useImageUrl(path: string | null | undefined): string {
  return imageUrl(path, usePublicSettings()?.imageCdnUrl ?? '/media')
}
