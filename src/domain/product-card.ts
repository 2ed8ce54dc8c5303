/** A product as a tile shows it (search overlay, search results): one shape everywhere. */
export interface ProductCard {
  id: number
  name: string
  slug: string
  price: number
  image: string
}
