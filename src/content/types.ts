/** Content entries in Builder's own JSON shape, and the storefront's reshaped content types. */
import type { SanitizedHtml } from '~/lib/sanitize'

export interface BuilderReference {
  '@type': '@builder.io/core:Reference'
  id: string
  model: string
  /** Present when references are included (includeRefs / enrich). */
  value?: BuilderEntry
}

export interface BuilderEntry {
  id: string
  name?: string
  modelId?: string
  published?: 'published' | 'draft' | 'archived'
  startDate?: number
  endDate?: number
  createdDate?: number
  lastUpdated?: number
  data?: Record<string, unknown>
  [key: string]: unknown
}

export interface ContentQuery {
  model: string
  /** Builder's MongoDB-style query, e.g. { 'data.slug': 'x' } or { data: { slug: 'x' } }. */
  query?: Record<string, unknown>
  limit?: number
  offset?: number
  /** Comma-separated fields to keep, e.g. "id,data.title". */
  fields?: string
  /** Resolve references one level deep (Builder's includeRefs). */
  includeRefs?: boolean
  sort?: Record<string, 1 | -1>
  /** Builder's targeting attributes (pages: urlPath). */
  userAttributes?: Record<string, unknown>
}

/** Where entries come from: embedded files or the Builder content API. */
export interface ContentSource {
  readonly kind: 'embedded' | 'builder'
  /** `signal` aborts the read (its deadline passed). */
  getEntries(query: ContentQuery, signal?: AbortSignal): Promise<BuilderEntry[]>
}

export interface MenuLink {
  label: string
  url: string
  newTab: boolean
}
export interface Menu {
  name: string
  title: string
  links: MenuLink[]
}

export interface BlogPostCard {
  id: string
  title: string
  /** Starts with a slash, as the content model stores it ("/how-to-…"). */
  slug: string
  date: string | null
  author: string
  shortDescription: string
  thumbnail: string | null
}

export interface BlogPost extends BlogPostCard {
  content: SanitizedHtml
  category: { id: string; title: string; slug: string } | null
}

/** The posts shown with a post: its category (if published) and up to 7 of its posts. */
export interface RelatedPosts {
  category: { title: string; slug: string } | null
  posts: BlogPostCard[]
}

/** What a post without a category, or a related read that failed, shows: none. */
export const NO_RELATED_POSTS: RelatedPosts = { category: null, posts: [] }

export interface BlogCategory {
  id: string
  title: string
  slug: string
  shortDescription: string
  thumbnail: string | null
  published: boolean
  posts: BlogPostCard[]
}

export interface JobListing {
  id: string
  positionName: string
  positionType: 'Full Time' | 'Part Time'
  location: string
  description: SanitizedHtml
  applyUrl: string | null
}

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** A Builder entry as sent to the browser (pages and symbols for <Content>). */
export interface ContentDocument {
  id: string
  name?: string
  data?: { [key: string]: JsonValue }
}
