import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { subMenuQuery } from '~/api/shell'
import { categoryPills } from '~/domain/navigation'
import { ScrollStrip } from './ScrollStrip'

/** Shown on /products pages: drag-scrollable pills with the path's pill highlighted and centred. */
export function CategoryBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return pathname.startsWith('/products') ? <Pills pathname={pathname} /> : null
}

function Pills({ pathname }: { pathname: string }) {
  // Read only where the bar shows: other pages never load the sub-menu (or its client code).
  const { data } = useQuery(subMenuQuery)
  // The same pills keep the strip's island asleep until the shopper reaches for it.
  const links = useMemo(() => categoryPills(data ?? [], pathname), [data, pathname])
  return <ScrollStrip label="Product categories" variant="pills" links={links} />
}
