import { PurchaseBox } from '~/components/product/PurchaseBox'

export default function Preview({ input }: { input: Record<string, unknown> }) {
  return (
    <PurchaseBox
      product={{
        id: Number(input.productId),
        name: String(input.name),
        price: Number(input.price),
      }}
    />
  )
}
