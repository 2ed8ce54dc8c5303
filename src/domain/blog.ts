/**
 * Blog rules shared by the pages, the blocks and the content service (shell §2, §7, §9;
 * catalogue §2 "Blog blocks", §5, §9).
 */
import { constants } from '~/config/constants'
import { longDate } from './formats'
import { searchQuery } from './search'

/** A content entry id as Builder writes them (32 hex digits; embedded ids follow them). */
export const CONTENT_ID = /^[\w-]{1,64}$/

/** A post's page: the content model's slug already begins with a slash ("/blog{slug}"). */
export function blogPostPath(slug: string): string {
  return `/blog${slug.startsWith('/') ? slug : `/${slug}`}`
}

export function blogCategoryPath(slug: string): string {
  return `/blog/category/${encodeURIComponent(slug)}`
}

/**
 * The blog search term: control characters read as spaces, cut to the longest query searched,
 * trimmed (catalogue §5: "Blog search term is trimmed").
 */
export function blogSearchTerm(raw: string): string {
  return searchQuery(raw)
}

/** At least 3 characters after trimming (by code point: an emoji is one character). */
export function isBlogSearchable(raw: string): boolean {
  return Array.from(blogSearchTerm(raw)).length >= constants.blogSearchMinChars
}

/**
 * "Blog single post. Shows up to 7 posts from a category; 5 are fetched" (catalogue §2, §9).
 * The two numbers are read together: the category's own list (the posts its editor picked)
 * comes first, topped up with the 5 newest posts fetched from the category, so
 * a category whose editor picked nothing still shows its latest posts. The post being read is
 * never listed, nor is any post twice; at most 7 are shown.
 */
export const RELATED_POSTS = { shown: 7, fetched: 5 } as const

export function relatedPosts<T extends { id: string }>(
  curated: readonly T[],
  fetched: readonly T[],
  currentId: string | null,
): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const post of [...curated, ...fetched.slice(0, RELATED_POSTS.fetched)]) {
    if (post.id === currentId || seen.has(post.id)) continue
    seen.add(post.id)
    out.push(post)
    if (out.length === RELATED_POSTS.shown) break
  }
  return out
}

/** "January 14, 2025" from the post's ISO date; null when it has none or it is unreadable. */
export function postDate(iso: string | null | undefined): { text: string; iso: string } | null {
  if (!iso) return null
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return null
  const date = new Date(time)
  return { text: longDate().format(date), iso: date.toISOString() }
}
