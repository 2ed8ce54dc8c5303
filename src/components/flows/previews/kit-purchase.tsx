import { KitPurchaseBox } from '~/components/kits/KitPurchaseBox'

export default function Preview() {
  return <KitPurchaseBox kitId={1} />
}
