import type { ContentDocument } from '~/content/types'
import { LandingHeader, type LandingHeaderProps } from './LandingHeader'
import { MenuHeader, type MenuHeaderProps } from './MenuHeader'

/**
 * A page's header template blocks, rendered directly from their inputs rather than through the
 * page-builder runtime: the header is interactive from the first paint, does not wait for the
 * Builder SDK, and keeps its state while the page content below re-renders.
 */
export default function PageHeader({ content }: { content: ContentDocument }) {
  const blocks = (content.data as { blocks?: unknown } | undefined)?.blocks
  if (!Array.isArray(blocks)) return null
  return blocks.map((block, i) => {
    const component = (block as { component?: { name?: unknown; options?: unknown } } | null)
      ?.component
    const options = (component?.options ?? {}) as Record<string, unknown>
    const key = (block as { id?: string }).id ?? String(i)
    if (component?.name === 'Landing Header')
      return <LandingHeader key={key} {...(options as LandingHeaderProps)} />
    if (component?.name === 'Menu Header')
      return <MenuHeader key={key} {...(options as MenuHeaderProps)} />
    return null
  })
}
