import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'

const hello = queryOptions({ queryKey: ['hello'], queryFn: async () => 'Hello' })

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(hello),
  component: Hello,
})

function Hello() {
  return <p>{useSuspenseQuery(hello).data}</p>
}
