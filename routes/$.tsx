import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { BuilderRegion } from '~/components/builder/BuilderRegion'
import { ContentTree } from '~/components/content/ContentTree'
// Static, not lazy: the header's styles must come with the route for the first paint.
import PageHeader from '~/components/builder/PageHeader'
import { headerContentRefs } from '~/content/page-header'
import { isBuilderPreview } from '~/content/preview'
import { blogPostQuery, menuQuery, pageQuery, pageViewQuery } from '~/content/query-options'
import { rethrowMainRead } from '~/lib/outage'
import { pageMeta, pageTitle } from '~/lib/seo'

/**
 * Page-builder pages by URL path (/about, /careers …): compiled on the server (ADR 0016); in
 * Builder's editor or preview the raw entry goes to the SDK. No content and no editor → 404.
 */
export const Route = createFileRoute('/$')({
  loader: async ({ context, params, location }) => {
    const path = `/${params._splat ?? ''}`.replace(/\/+$/, '') || '/'
    const preview = isBuilderPreview(location.search)
    // The content read failing is an outage, not a crash: the error screen, answered 503.
    const page = await context.queryClient
      .ensureQueryData(pageViewQuery(path))
      .catch(rethrowMainRead('content'))
    if (!page && !preview) throw notFound()
    if (preview)
      await context.queryClient.ensureQueryData(pageQuery(path)).catch(rethrowMainRead('content'))
    // A header template's menus and thumbnails render on the server too (never thrown).
    const { menus, posts } = headerContentRefs(page?.header ?? [])
    await Promise.all([
      ...menus.map((name) => context.queryClient.prefetchQuery(menuQuery(name))),
      ...posts.map((slug) => context.queryClient.prefetchQuery(blogPostQuery(slug))),
    ])
    return {
      path,
      preview,
      title: page?.title ?? undefined,
      description: page?.description ?? undefined,
      // The editor's preview renders the whole entry through the SDK, inside the frame's <main>.
      ownHeader: !preview && Boolean(page?.header.length),
    }
  },
  head: ({ loaderData }) => ({
    meta: loaderData?.title
      ? pageMeta({ title: loaderData.title, description: loaderData.description })
      : [{ title: pageTitle(undefined) }],
  }),
  component: ContentPage,
})

function ContentPage() {
  const { path, preview, ownHeader } = Route.useLoaderData()
  if (preview) return <Preview path={path} />
  return <Published path={path} ownHeader={ownHeader} />
}

function Published({ path, ownHeader }: { path: string; ownHeader: boolean }) {
  const { data: page } = useSuspenseQuery(pageViewQuery(path))
  if (!page) return null
  if (!ownHeader) return <ContentTree tree={page.body} />
  return (
    <>
      <PageHeader nodes={page.header} />
      <main id="main" tabIndex={-1}>
        <ContentTree tree={page.body} />
      </main>
    </>
  )
}

function Preview({ path }: { path: string }) {
  const { data: page } = useSuspenseQuery(pageQuery(path))
  return page ? <BuilderRegion content={page} /> : null
}
