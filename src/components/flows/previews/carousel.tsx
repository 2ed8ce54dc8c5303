import { Carousel } from '~/components/carousel/Carousel'

export default function Preview({ input }: { input: Record<string, unknown> }) {
  return (
    <Carousel
      label="Featured offers"
      autoplayMs={Number(input.intervalMs ?? 7000)}
      loop={Boolean(input.loop)}
    >
      {['Laundry', 'Dish', 'Bathroom', 'Floors'].map((name) => (
        <div
          key={name}
          style={{ padding: '3rem 1rem', textAlign: 'center', background: '#eef3f0' }}
        >
          {name} starter kit
        </div>
      ))}
    </Carousel>
  )
}
