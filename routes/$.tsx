import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { BuilderRegion } from '~/components/builder/BuilderRegion'
// Static, not lazy: the header's styles must come with the route for the first paint.
import PageHeader from '~/components/builder/PageHeader'
import { headerContentRefs, pageHasOwnHeader, splitOwnHeader } from '~/content/page-header'
import { isBuilderPreview } from '~/content/preview'
import { blogPostQuery, menuQuery, pageQuery } from '~/content/query-options'
import { pageTitle } from '~/lib/seo'

/** Page-builder pages by URL path (/about, /careers …); no content and no editor → 404. */
export const Route = createFileRoute('/$')({
  loader: async ({ context, params, location }) => {
    const path = `/${params._splat ?? ''}`.replace(/\/+$/, '') || '/'
    const page = await context.queryClient.ensureQueryData(pageQuery(path))
    if (!page && !isBuilderPreview(location.search)) throw notFound()
    // A header template's menus and thumbnails render on the server too (never thrown).
    const { menus, posts } = headerContentRefs(page)
    await Promise.all([
      ...menus.map((name) => context.queryClient.prefetchQuery(menuQuery(name))),
      ...posts.map((slug) => context.queryClient.prefetchQuery(blogPostQuery(slug))),
    ])
    return {
      path,
      title: typeof page?.data?.title === 'string' ? page.data.title : undefined,
      ownHeader: pageHasOwnHeader(page),
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.title) }] }),
  component: ContentPage,
})

function ContentPage() {
  const { path, title, ownHeader } = Route.useLoaderData()
  const { data: page } = useSuspenseQuery(pageQuery(path))
  if (!page) return null
  if (!ownHeader) return <BuilderRegion content={page} label={title} />
  const { header, body } = splitOwnHeader(page)
  return (
    <>
      <PageHeader content={header} />
      <main id="main" tabIndex={-1}>
        <BuilderRegion content={body} label={title} />
      </main>
    </>
  )
}
