import { KitClaimButton } from '~/components/kits/KitClaimButton'

export default function Preview() {
  return <KitClaimButton kitType="laundry" />
}
