import type { QueryClient } from '@tanstack/react-query'
import { recommendationsQuery } from '~/api/product/pairings'
import { Pairings } from '~/components/product/Pairings'

const PAGE_PRODUCT = 1

/** The pairing the samples add, as the recommendation call would answer it. */
export function seed(client: QueryClient, input: Record<string, unknown>) {
  client.setQueryData(recommendationsQuery(PAGE_PRODUCT).queryKey, [
    {
      id: Number(input.productId ?? 7),
      slug: 'citrus-dish-soap',
      name: String(input.name ?? 'Citrus Dish Soap'),
      excerpt: '',
      image: 'products/free-clear-laundry-liquid/front.svg',
      price: 11,
      discountPrice: Number(input.price ?? 9.5),
      isSubscribable: input.subscribable !== false,
      imageAlt: '',
    },
  ])
}

export default function Preview() {
  return <Pairings productId={PAGE_PRODUCT} />
}
