import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { subMenuQuery } from '~/api/shell'
import { activeCategorySlug } from '~/domain/visitor'
import { ScrollStrip, type StripLink } from './ScrollStrip'

export const SHOP_ALL = 'Shop All'

/** The sub-menu tiles as pills: "Shop All" plus each label (a failure leaves "Shop All"). */
export function categoryPills(
  tiles: ReadonlyArray<{ label: string; url: string }>,
  pathname: string,
): StripLink[] {
  const active = activeCategorySlug(pathname)
  return [
    { label: SHOP_ALL, url: '/products', active: active === 'all' },
    ...tiles.map((t) => ({
      label: t.label,
      url: t.url,
      active: active !== null && activeCategorySlug(t.url) === active,
    })),
  ]
}

/** Shown on /products pages: drag-scrollable pills with the path's pill highlighted and centred. */
export function CategoryBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return pathname.startsWith('/products') ? <Pills pathname={pathname} /> : null
}

function Pills({ pathname }: { pathname: string }) {
  // Read only where the bar shows: other pages never load the sub-menu (or its client code).
  const { data } = useQuery(subMenuQuery)
  return (
    <ScrollStrip
      label="Product categories"
      variant="pills"
      links={categoryPills(data ?? [], pathname)}
    />
  )
}
