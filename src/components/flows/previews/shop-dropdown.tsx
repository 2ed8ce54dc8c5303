import { ShopDropdown } from '~/components/shell/ShopDropdown'

export default function Preview() {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <ShopDropdown label="Shop" />
    </ul>
  )
}
