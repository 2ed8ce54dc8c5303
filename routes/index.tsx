import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BuilderRegion } from '~/components/builder/BuilderRegion'
import { HomeIntro } from '~/components/home/HomeIntro'
import { pageQuery } from '~/content/query-options'

export const Route = createFileRoute('/')({
  // The home page's blocks come from the content service; its absence never breaks the page.
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('/')).catch(() => null),
  component: Home,
})

function Home() {
  const { data: page } = useSuspenseQuery(pageQuery('/'))
  return (
    <>
      <HomeIntro />
      {page && <BuilderRegion content={page} label="Home" />}
    </>
  )
}
