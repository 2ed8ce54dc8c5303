import { useQuery } from '@tanstack/react-query'
import { symbolViewQuery } from '~/content/query-options'
import type { StaticBlock } from '~/content/static-content'
import { SafeHtml } from '~/components/SafeHtml'
import { BuilderRegion } from './BuilderRegion'

/**
 * A page-builder symbol by name: as plain server-sanitised blocks when it is made of Text and
 * Image blocks only, otherwise through the Builder SDK (loaded then, and only then). Nothing
 * when the symbol is missing or the content service fails.
 */
export function ContentSymbol({ name, className }: { name: string; className?: string }) {
  const { data } = useQuery(symbolViewQuery(name))
  if (!data) return null
  if (data.kind === 'builder')
    return (
      <div className={className}>
        <BuilderRegion content={data.document} model="symbol" label={name} />
      </div>
    )
  if (!data.blocks.length) return null
  return (
    <div className={className} data-builder-model="symbol" data-symbol={name}>
      {data.blocks.map((block) => (
        <Block key={block.id} block={block} />
      ))}
    </div>
  )
}

function Block({ block }: { block: StaticBlock }) {
  if (block.kind === 'html') return <SafeHtml html={block.html} />
  return <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
}
