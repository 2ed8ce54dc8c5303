/** View props for the blog post search block (zag-style connect; catalogue §2, §4, §5). */
import { isBlogSearchable } from '~/domain/blog'
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { BlogSearchEvent, blogSearchMachine } from './machine'

export const BLOG_SEARCH_TEXT = {
  label: 'Search blog posts',
  button: 'Search',
  clear: 'Clear search',
  hint: 'Type at least 3 characters to search',
  searching: 'Searching...',
  found: (n: number) => `Found ${n} result(s)`,
  noResults: 'No results found',
  noResultsHint: 'Try adjusting your search terms or browse our blog for more content.',
  // Not worded by the spec: a failed search says so rather than claiming there are no posts.
  failed: 'Search is unavailable right now. Please try again.',
} as const

export type BlogSearchPanel = 'idle' | 'searching' | 'results' | 'noResults' | 'failed'

export function connectBlogSearch(
  snapshot: FlowView<typeof blogSearchMachine>,
  send: (event: BlogSearchEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const { query, results, cleared } = snapshot.context
  const panel: BlogSearchPanel = snapshot.matches('idle')
    ? 'idle'
    : snapshot.matches('results')
      ? 'results'
      : snapshot.matches('noResults')
        ? 'noResults'
        : snapshot.matches('failed')
          ? 'failed'
          : 'searching'
  const busy = snapshot.matches('searching')
  const canSearch = !busy && isBlogSearchable(query)
  const statusId = partId(options, 'status')
  const status =
    panel === 'idle'
      ? BLOG_SEARCH_TEXT.hint
      : panel === 'searching'
        ? BLOG_SEARCH_TEXT.searching
        : panel === 'results'
          ? BLOG_SEARCH_TEXT.found(results.length)
          : panel === 'noResults'
            ? BLOG_SEARCH_TEXT.noResults
            : BLOG_SEARCH_TEXT.failed
  return {
    query,
    panel,
    busy,
    status,
    /** The second line under "No results found". */
    hint: panel === 'noResults' ? BLOG_SEARCH_TEXT.noResultsHint : null,
    /** The latest results stay on screen while the next search runs. */
    posts: panel === 'results' || panel === 'searching' ? results : [],
    canClear: query !== '',
    canSearch,
    /** A new field after Clear (it is uncontrolled: what is typed shows before the machine runs). */
    fieldKey: cleared,
    getFormProps: () => ({
      role: 'search' as const,
      'aria-label': BLOG_SEARCH_TEXT.label,
      onSubmit: (event: { preventDefault(): void }) => {
        event.preventDefault()
        send({ type: 'blog-search.submitted' })
      },
    }),
    getInputProps: () => ({
      type: 'search' as const,
      name: 'q',
      defaultValue: '',
      'aria-label': BLOG_SEARCH_TEXT.label,
      'aria-describedby': statusId,
      autoComplete: 'off',
      enterKeyHint: 'search' as const,
      onChange: (event: { currentTarget: { value: string } }) =>
        send({ type: 'blog-search.typed', value: event.currentTarget.value }),
    }),
    // Marked disabled, not disabled outright: Enter in the field still submits (the machine
    // ignores what it cannot search), so a term typed before the machine ran is not lost.
    getButtonProps: () => ({
      type: 'submit' as const,
      'aria-disabled': !canSearch,
    }),
    getClearProps: () => ({
      type: 'button' as const,
      onClick: () => send({ type: 'blog-search.cleared' }),
    }),
    getStatusProps: () => ({
      id: statusId,
      // One live region for every outcome: a role that changes is not announced reliably.
      role: 'status' as const,
      'aria-busy': busy,
    }),
  }
}
