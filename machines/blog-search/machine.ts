/**
 * Blog post search (catalogue §2 "Blog post search", §4, §5, §9): idle until 3 or more trimmed
 * characters; a search runs 500 ms after typing stops, on Enter or on the button; the button is
 * disabled while searching or under 3 characters; clearing resets the query, the results and
 * the searched state. Titles match case-insensitively, up to 100 results (the content service).
 */
import { assign, setup } from 'xstate'
import { constants } from '~/config/constants'
import { blogSearchTerm, isBlogSearchable } from '~/domain/blog'
import { notProvided } from '../shared/not-provided'

/** What a result card needs (src/content/types BlogPostCard). */
export interface BlogSearchPost {
  id: string
  title: string
  slug: string
  date: string | null
  author: string
  shortDescription: string
  thumbnail: string | null
}

export interface BlogSearchInput {
  term: string
}
export interface BlogSearchOutput {
  posts: BlogSearchPost[]
}

export interface BlogSearchContext {
  /** The field's text as typed. */
  query: string
  /** The latest search's posts (kept on screen while the next search runs). */
  results: BlogSearchPost[]
  /** Bumped when the field is cleared: the view's uncontrolled field starts afresh. */
  cleared: number
}

export type BlogSearchEvent =
  | { type: 'blog-search.typed'; value: string }
  | { type: 'blog-search.submitted' }
  | { type: 'blog-search.cleared' }

export const BLOG_SEARCH_DEBOUNCE_MS = constants.blogSearchDebounceMs

export const blogSearchMachine = setup({
  types: {
    context: {} as BlogSearchContext,
    events: {} as BlogSearchEvent,
  },
  actors: {
    // Provided by ./actors.ts in the app and by tests with provide().
    searchPosts: notProvided<BlogSearchOutput, BlogSearchInput>('blog-search', 'searchPosts'),
  },
  guards: {
    isSearchable: (_, params: { value: string }) => isBlogSearchable(params.value),
    hasQuery: ({ context }) => context.query !== '',
    hasResults: (_, params: { output: BlogSearchOutput }) => params.output.posts.length > 0,
  },
  actions: {
    setQuery: assign({ query: (_, params: { value: string }) => params.value }),
    clearResults: assign({ results: [] }),
    reset: assign({
      query: '',
      results: [],
      // Stryker disable next-line ArithmeticOperator: a remount key only has to change (−1 does too)
      cleared: ({ context }) => context.cleared + 1,
    }),
    storeResults: assign({
      results: (_, params: { output: BlogSearchOutput }) => params.output.posts,
    }),
  },
  delays: {
    debounce: BLOG_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'blog-search',
  description:
    'Searches post titles 500 ms after typing stops, on Enter or on the button, once the term has 3 characters.',
  meta: {
    spec: [
      'Catalogue §2 Blog post search',
      'Catalogue §4 Blog search',
      'Catalogue §5 Blog search term',
      'Catalogue §9 Search minimum 3 characters',
    ],
  },
  // "The searched state" of the spec is the machine's: results, noResults or failed.
  context: { query: '', results: [], cleared: 0 },
  initial: 'idle',
  on: {
    'blog-search.typed': [
      {
        guard: { type: 'isSearchable', params: ({ event }) => ({ value: event.value }) },
        target: '.debouncing',
        reenter: true,
        actions: { type: 'setQuery', params: ({ event }) => ({ value: event.value }) },
        description: 'When the term has 3 or more characters, the 500 ms pause starts over.',
      },
      {
        target: '.idle',
        actions: [
          { type: 'setQuery', params: ({ event }) => ({ value: event.value }) },
          'clearResults',
        ],
        description: 'Otherwise the results are cleared and the 3-character hint shows.',
      },
    ],
    'blog-search.cleared': {
      guard: 'hasQuery',
      target: '.idle',
      actions: 'reset',
      description: 'When there is a query, Clear search resets the query and the results.',
    },
  },
  states: {
    idle: {
      description: 'Under 3 characters: the hint "Type at least 3 characters to search".',
    },
    debouncing: {
      description: 'Waits for 500 ms without typing; Enter or the button search at once.',
      after: {
        debounce: {
          target: 'searching',
          description: 'After the 500 ms pause in typing, the search runs.',
        },
      },
      on: {
        'blog-search.submitted': {
          target: 'searching',
          description: 'Enter or the search button runs the search at once.',
        },
      },
    },
    searching: {
      description: '"Searching..."; the button is disabled.',
      invoke: {
        id: 'searchPosts',
        src: 'searchPosts',
        input: ({ context }) => ({ term: blogSearchTerm(context.query) }),
        onDone: [
          {
            guard: { type: 'hasResults', params: ({ event }) => ({ output: event.output }) },
            target: 'results',
            actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) },
            description: 'When posts match, the search shows "Found N result(s)" and their cards.',
          },
          {
            target: 'noResults',
            actions: { type: 'storeResults', params: ({ event }) => ({ output: event.output }) },
            description: 'Otherwise the search shows "No results found".',
          },
        ],
        onError: {
          target: 'failed',
          actions: 'clearResults',
          description: 'The search fails; the results are cleared and the button can try again.',
        },
      },
    },
    // The query here has 3 characters or more (less returns to idle): submitting searches again.
    results: {
      description: '"Found N result(s)" and a grid of post cards.',
      on: {
        'blog-search.submitted': {
          target: 'searching',
          description: 'Enter or the search button runs the search again.',
        },
      },
    },
    noResults: {
      description:
        '"No results found" and "Try adjusting your search terms or browse our blog for more content."',
      on: {
        'blog-search.submitted': {
          target: 'searching',
          description: 'Enter or the search button runs the search again.',
        },
      },
    },
    failed: {
      description: 'The search could not run; the button tries again.',
      on: {
        'blog-search.submitted': {
          target: 'searching',
          description: 'Enter or the search button tries the search again.',
        },
      },
    },
  },
})
