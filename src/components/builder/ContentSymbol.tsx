import { useQuery } from '@tanstack/react-query'
import { ContentTree } from '~/components/content/ContentTree'
import { symbolViewQuery } from '~/content/query-options'

/**
 * A page-builder symbol by name, compiled on the server (ADR 0016): nothing when the symbol is
 * missing, empty or the content service fails.
 */
export function ContentSymbol({ name, className }: { name: string; className?: string }) {
  const { data } = useQuery(symbolViewQuery(name))
  if (!data?.nodes.length) return null
  return (
    <div className={className} data-builder-model="symbol" data-symbol={name}>
      <ContentTree tree={data} />
    </div>
  )
}
