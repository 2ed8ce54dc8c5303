import { createFileRoute, Link } from '@tanstack/react-router'
import { brand } from '~/config/brand'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title">{brand.tagline}</h1>
      <p>{brand.description}</p>
      <Link to="/" className="button button--primary">
        Shop
      </Link>
    </section>
  )
}
