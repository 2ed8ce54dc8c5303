import { TopBannerRegion } from '~/components/shell/TopBanner'

export default function Preview() {
  return <TopBannerRegion />
}
