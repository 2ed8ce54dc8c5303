import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { HomeIntro } from '~/components/blocks/HomeIntro'
import { BuilderRegion } from '~/components/builder/BuilderRegion'
import { ContentTree } from '~/components/content/ContentTree'
import { brand } from '~/config/brand'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { isBuilderPreview } from '~/content/preview'
import { pageQuery, pageViewQuery } from '~/content/query-options'
import { mainReadFailed } from '~/lib/outage'

/**
 * The home page: its page-builder content (compiled on the server, ADR 0016). Without content
 * it is the brand's intro alone, never a broken page; when the content service fails, that
 * intro is answered 503 (its main read failed: src/lib/outage.ts).
 */
export const Route = createFileRoute('/')({
  loader: async ({ context, location }) => {
    const preview = isBuilderPreview(location.search)
    if (preview) await context.queryClient.ensureQueryData(pageQuery('/')).catch(() => null)
    // undefined: the read failed (null: there is no home content).
    const page = await context.queryClient.ensureQueryData(pageViewQuery('/')).catch(() => {
      mainReadFailed('content')
      return undefined
    })
    return { preview, failed: page === undefined, description: page?.description ?? undefined }
  },
  head: ({ loaderData }) => ({
    meta: loaderData?.description ? [{ name: 'description', content: loaderData.description }] : [],
  }),
  component: Home,
})

function Home() {
  const { preview, failed } = Route.useLoaderData()
  return preview ? <Preview /> : failed ? <Intro /> : <Published />
}

function Published() {
  const { data: page } = useSuspenseQuery(pageViewQuery('/'))
  if (page?.body.nodes.length) return <ContentTree tree={page.body} />
  return <Intro />
}

function Intro() {
  return (
    <HomeIntro
      title={brand.tagline}
      text={brand.description}
      shopText={BLOCK_TEXT.introShop}
      shopUrl="/products"
      offersText={BLOCK_TEXT.introOffers}
    />
  )
}

function Preview() {
  const { data: page } = useSuspenseQuery(pageQuery('/'))
  return page ? <BuilderRegion content={page} /> : null
}
