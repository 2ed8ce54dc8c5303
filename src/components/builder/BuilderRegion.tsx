import { lazy, Suspense } from 'react'
import type { ContentDocument } from '~/content/types'

// The Builder SDK and the block definitions load only in Builder's editor and preview.
const BuilderContent = lazy(() => import('./BuilderContent'))

export function BuilderRegion({
  content,
  model = 'page',
}: {
  content: ContentDocument
  model?: 'page' | 'symbol'
}) {
  return (
    <div data-builder-model={model}>
      <Suspense fallback={null}>
        <BuilderContent content={content} model={model} apiKey={null} />
      </Suspense>
    </div>
  )
}
