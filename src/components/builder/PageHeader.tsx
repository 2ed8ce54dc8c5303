import type { ContentNode } from '~/content/tree'
import { LandingHeader, type LandingHeaderProps } from './LandingHeader'
import { MenuHeader, type MenuHeaderProps } from './MenuHeader'

/**
 * A page's header template blocks, rendered directly from their compiled props rather than as
 * islands: the header is interactive from the first paint and keeps its state while the page
 * content below re-renders.
 */
export default function PageHeader({ nodes }: { nodes: readonly ContentNode[] }) {
  return nodes.map((node) => {
    if (node.t !== 'block') return null
    if (node.name === 'Landing Header')
      return <LandingHeader key={node.id} {...(node.props as LandingHeaderProps)} />
    if (node.name === 'Menu Header')
      return <MenuHeader key={node.id} {...(node.props as MenuHeaderProps)} />
    return null
  })
}
