/** Blog post search: the flow's one definition (ADR 0009). */
import { isBlogSearchable } from '~/domain/blog'
import { samplePosts } from '../shared/samples'
import { defineFlow } from '../shared/flow'
import { connectBlogSearch } from './connect'
import { blogSearchMachine, type BlogSearchContext } from './machine'
import { blogSearchSpec } from './spec'

export default defineFlow({
  title: 'Blog post search',
  machine: blogSearchMachine,
  connect: connectBlogSearch,
  spec: blogSearchSpec,
  samples: {
    events: {
      'blog-search.typed': [
        { type: 'blog-search.typed', value: 'grout' },
        { type: 'blog-search.typed', value: 'gr' },
        { type: 'blog-search.typed', value: '' },
      ],
    },
    outputs: { searchPosts: [{ posts: samplePosts.slice(0, 3) }, { posts: [] }] },
    errors: { searchPosts: [new Error('Content is unavailable right now')] },
    // Whether there is text, a searchable term and results is what changes behaviour.
    context: (c: BlogSearchContext) => ({
      query: c.query === '' ? 'empty' : isBlogSearchable(c.query) ? 'searchable' : 'short',
      results: c.results.length,
    }),
  },
})
