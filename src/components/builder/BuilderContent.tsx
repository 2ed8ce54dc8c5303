import { Content, type RegisteredComponent } from '@builder.io/sdk-react'
import { useRouter } from '@tanstack/react-router'
import { blockViews } from '~/components/content/views'
import { blockDefinitions } from '~/content/blocks'
import type { ContentDocument } from '~/content/types'

/**
 * Builder's visual editor and preview only (ADR 0016): the SDK renders the entry live as the
 * editor changes it, each registered block through its view with the same parse as published
 * pages, so the editor shows what shoppers will see. Tracking is off.
 */
const registered: RegisteredComponent[] = blockDefinitions.map((definition) => {
  const View = blockViews[definition.name]!
  return {
    name: definition.name,
    inputs: definition.inputs,
    component: (options: Record<string, unknown>) => <View {...definition.parse(options)} />,
  }
})

export default function BuilderContent({
  content,
  model,
  apiKey,
}: {
  content: ContentDocument
  model: 'page' | 'symbol'
  apiKey: string | null
}) {
  // The SDK's inlined scripts and styles carry the document's CSP nonce (ADR 0018).
  const nonce = useRouter().options.ssr?.nonce
  return (
    <Content
      nonce={nonce}
      content={content as never}
      model={model}
      apiKey={apiKey ?? 'embedded'}
      customComponents={registered}
      canTrack={false}
    />
  )
}
