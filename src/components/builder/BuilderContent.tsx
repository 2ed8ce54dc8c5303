import { Content } from '@builder.io/sdk-react'
import type { ContentDocument } from '~/content/types'
import { registeredBlocks } from './blocks'
import { pruneUnknownBlocks } from './prune'

const registeredNames = new Set(registeredBlocks.map((b) => b.name))

/**
 * Renders Builder content with the project's blocks, the same way for both sources. Tracking is
 * off; embedded content needs no API key (the SDK only uses it to fetch, which it never does
 * here because the content is given).
 */
export default function BuilderContent({
  content,
  model,
  apiKey,
}: {
  content: ContentDocument
  model: 'page' | 'symbol'
  apiKey: string | null
}) {
  return (
    <Content
      content={pruneUnknownBlocks(content, registeredNames) as never}
      model={model}
      apiKey={apiKey ?? 'embedded'}
      customComponents={registeredBlocks}
      canTrack={false}
    />
  )
}
