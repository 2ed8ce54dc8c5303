/** Blog search reads the content service (GET /api/content/blog-search), never the store. */
import { fromPromise } from 'xstate'
import { type FlowDeps, wire } from '~/flow-wiring/wiring'
import { type BlogSearchInput, blogSearchMachine, type BlogSearchOutput } from './machine'

export default wire(blogSearchMachine, ({ queryClient }: FlowDeps) => ({
  actors: {
    searchPosts: fromPromise<BlogSearchOutput, BlogSearchInput>(async ({ input }) => {
      const { blogSearchQuery } = await import('~/content/query-options')
      // Every search asks afresh and fails at once: the machine shows the outcome and its
      // button is the retry (the query cache's retries and freshness would hide both).
      return {
        posts: await queryClient.fetchQuery({
          ...blogSearchQuery(input.term),
          staleTime: 0,
          retry: false,
        }),
      }
    }),
  },
}))
