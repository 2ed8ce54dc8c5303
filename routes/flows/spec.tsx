import { createFileRoute } from '@tanstack/react-router'
import { SpecRegister } from '~/components/flows/SpecRegister'
import { readRegisterSearch } from '~/flow-catalog/register-search'
import { specRegisterQuery } from '~/flow-catalog/queries'
import { pageTitle } from '~/lib/seo'

/** The register of both specs, sentence by sentence, for product owners (ADR 0024). */
export const Route = createFileRoute('/flows/spec')({
  validateSearch: readRegisterSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(specRegisterQuery),
  head: () => ({
    meta: [
      { title: pageTitle('The spec, sentence by sentence · Flows') },
      {
        name: 'description',
        content: 'Every sentence of both specs, and the tests that check it.',
      },
    ],
  }),
  component: SpecRegisterRoute,
})

function SpecRegisterRoute() {
  return <SpecRegister status={Route.useSearch().status} />
}
