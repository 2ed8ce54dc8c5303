import { lazy, Suspense } from 'react'
import type { ContentDocument } from '~/content/types'

// The Builder SDK loads only on pages that render page-builder content.
const BuilderContent = lazy(() => import('./BuilderContent'))

export function BuilderRegion({
  content,
  model = 'page',
  label,
}: {
  content: ContentDocument
  model?: 'page' | 'symbol'
  label?: string
}) {
  return (
    <div aria-label={label} data-builder-model={model}>
      <Suspense fallback={null}>
        <BuilderContent content={content} model={model} apiKey={null} />
      </Suspense>
    </div>
  )
}
