import { createFileRoute, notFound } from '@tanstack/react-router'
import { KitDetail, KitUnavailable } from '~/components/kits/KitDetail'
import { KITS_TEXT } from '~/components/kits/text'
import { trimKitDescription } from '~/domain/text'
import { imageUrl } from '~/domain/images'
import { mainReadFailed } from '~/lib/outage'
import { publicSettingsQuery } from '~/lib/public-settings'
import { pageMeta } from '~/lib/seo'

/** /products/category/starter-kits/{slug-or-id}: starter kit detail (shell §1, catalogue §2). */
export const Route = createFileRoute('/products/category/starter-kits/$kit')({
  loader: async ({ context, params }) => {
    const settings = await context.queryClient.ensureQueryData(publicSettingsQuery)
    const [{ fetchKitPage }, { sanitizeHtml }] = await Promise.all([
      import('~/api/catalogue/kits'),
      import('~/lib/sanitize'),
    ])
    const page = await fetchKitPage(params.kit)
    // An unknown kit is a real 404: "Starter kit not found.".
    if (page.kind === 'missing') throw notFound()
    // "Something went wrong, try after sometime", answered 503 (src/lib/outage.ts).
    if (page.kind === 'failed') mainReadFailed('store')
    // Sanitised where the data is read (the server, for a first load): the page ships no sanitiser.
    const description = page.kind === 'found' ? sanitizeHtml(page.kit.description) : null
    return { page, description, cdn: settings.imageCdnUrl }
  },
  head: ({ loaderData }) => {
    const kit = loaderData?.page.kind === 'found' ? loaderData.page.kit : null
    if (!kit) return { meta: pageMeta({ title: KITS_TEXT.title }) }
    return {
      meta: pageMeta({
        title: kit.title,
        description: trimKitDescription(kit.shortDescription) || undefined,
        image: kit.image ? imageUrl(kit.image, loaderData!.cdn) : undefined,
      }),
    }
  },
  notFoundComponent: () => <KitUnavailable reason="missing" />,
  component: KitPage,
})

function KitPage() {
  const { page, description } = Route.useLoaderData()
  return page.kind === 'found' ? (
    <KitDetail kit={page.kit} description={description!} />
  ) : (
    <KitUnavailable reason="failed" />
  )
}
