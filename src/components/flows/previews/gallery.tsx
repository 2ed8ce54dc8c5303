import { Gallery } from '~/components/gallery/Gallery'

export default function Preview({ input }: { input: Record<string, unknown> }) {
  const items = Array.from({ length: Number(input.count ?? 5) }, (_, i) => ({
    type: 'image' as const,
    src: '/brand/placeholder.svg',
    alt: `Product image ${i + 1}`,
  }))
  return <Gallery items={items} label="Product images" urls />
}
