import { useQuery } from '@tanstack/react-query'
import { imageUrl } from '~/domain/images'
import { publicSettingsQuery } from './public-settings'

/** A catalogue image path on the image host from the settings (root loader primes the query). */
export function useImageUrl(path: string | null | undefined): string {
  const { data } = useQuery(publicSettingsQuery)
  return imageUrl(path, data?.imageCdnUrl ?? '/media')
}
