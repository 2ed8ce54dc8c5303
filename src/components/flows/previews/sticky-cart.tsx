import { StickyCartBar } from '~/components/product/StickyCartBar'

export default function Preview({ input }: { input: Record<string, unknown> }) {
  return (
    <StickyCartBar
      boxId={String(input.boxId)}
      product={{
        id: Number(input.productId),
        name: String(input.name),
        price: Number(input.price),
        image: 'products/free-clear-laundry-liquid/front.svg',
        isSubscribable: Boolean(input.isSubscribable),
      }}
    />
  )
}
