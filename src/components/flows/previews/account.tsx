import { AccountWidget } from '~/components/shell/AccountWidget'

export default function Preview() {
  return <AccountWidget />
}
