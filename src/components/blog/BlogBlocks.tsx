import blogSearchFlow from '#machines/blog-search/view.gen'
/**
 * The blog's page-builder blocks (catalogue §2 "Blog blocks"): latest in category, post
 * search, category slider and single post, with the spec's placeholders. Each reads the
 * content service through the query cache, so the server renders them with the page.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { BLOG_SEARCH_TEXT } from '#machines/blog-search/connect'
import { Carousel } from '~/components/carousel/Carousel'
import {
  blogCategoriesQuery,
  blogPostByIdQuery,
  latestInCategoryQuery,
  relatedPostsQuery,
} from '~/content/query-options'
import type {
  BlogLatestProps,
  BlogSearchProps,
  BlogSinglePostProps,
  BlogSliderProps,
} from '~/content/blocks/blog'
import { NO_RELATED_POSTS } from '~/content/types'
import { blogCategoryPath } from '~/domain/blog'
import { TRUNCATE, truncate } from '~/domain/text'
import { useFlow } from '~/flow-wiring/use-flow'
import { RelatedList } from './BlogArticle'
import { ListingMessage } from '~/components/catalogue/CategoryTile'
import { PostCard } from './PostCard'
import styles from './Blog.module.css'
import { BLOG_TEXT } from './text'

const Loading = () => <div className={styles.blockPlaceholder} aria-busy="true" />

/** "The Latest in {category title}": one large card, three small ones and "SEE ALL POSTS". */
export function LatestInCategoryBlock({ category: id }: BlogLatestProps) {
  if (!id) return <ListingMessage role="status" title={BLOG_TEXT.pickCategory} level={2} />
  return (
    <Suspense fallback={<Loading />}>
      <LatestInCategory id={id} />
    </Suspense>
  )
}

function LatestInCategory({ id }: { id: string }) {
  // Missing, unpublished and failed all read "This post not published!" (catalogue §2, §8).
  const { data } = useSuspenseQuery(latestInCategoryQuery(id))
  if (!data) return <ListingMessage role="status" title={BLOG_TEXT.notPublished} level={2} />
  const [first, ...rest] = data.posts
  const headingId = `latest-${id}`
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {BLOG_TEXT.latestIn(data.title)}
      </h2>
      {first ? (
        <div className={styles.latest}>
          <PostCard post={first} variant="large" headingLevel={3} />
          {rest.length > 0 && (
            <ul className={styles.latestSmall}>
              {rest.slice(0, 3).map((p) => (
                <li key={p.id}>
                  <PostCard post={p} variant="compact" headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p role="status">{BLOG_TEXT.noPosts}</p>
      )}
      <a
        className={`button button--secondary ${styles.seeAll}`}
        href={blogCategoryPath(data.slug)}
        aria-label={`${BLOG_TEXT.seeAll}: ${data.title}`}
      >
        {BLOG_TEXT.seeAll}
      </a>
    </section>
  )
}

/** Blog post search (machines/blog-search). */
export function BlogSearchBlock({ title }: BlogSearchProps) {
  const { api } = useFlow(blogSearchFlow)
  return (
    <section className={styles.block} aria-label={title || BLOG_SEARCH_TEXT.label}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      <form className={styles.searchForm} {...api.getFormProps()}>
        <input key={api.fieldKey} className={styles.searchInput} {...api.getInputProps()} />
        <button className="button button--primary" {...api.getButtonProps()}>
          {BLOG_SEARCH_TEXT.button}
        </button>
        {api.canClear && (
          <button className="button button--secondary" {...api.getClearProps()}>
            {BLOG_SEARCH_TEXT.clear}
          </button>
        )}
      </form>
      <div className={styles.searchStatus} {...api.getStatusProps()}>
        <p>{api.status}</p>
        {api.hint && <p>{api.hint}</p>}
      </div>
      {api.posts.length > 0 && (
        <ul className={styles.grid} aria-label={api.status} aria-busy={api.busy}>
          {api.posts.map((p) => (
            <li key={p.id}>
              <PostCard post={p} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The category slider: 5 slides, 4 under 1200 px, 3 under 850, 2 under 700, 1 under 400; a
 * static row when there are 5 or fewer and the page is wider than 1000 px. No categories
 * picked: every published category.
 */
export function BlogCategorySliderBlock({ title, categories }: BlogSliderProps) {
  return (
    <Suspense fallback={<Loading />}>
      <CategorySlider title={title} categories={categories} />
    </Suspense>
  )
}

function CategorySlider({ title, categories: ids }: BlogSliderProps) {
  // A failure gives no categories (the call's fallback): the slider is left out.
  const { data } = useSuspenseQuery(blogCategoriesQuery())
  const shown = ids.length
    ? ids.flatMap((id) => data.filter((c) => c.id === id))
    : data.filter((c) => c.published)
  if (!shown.length) return null
  const label = title || BLOG_TEXT.categories
  return (
    <section className={styles.block} aria-label={label}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      <Carousel label={label} perViewClass={styles.sliderPerView} staticWide={shown.length <= 5}>
        {shown.map((c) => (
          <a key={c.id} className={styles.categoryCard} href={blogCategoryPath(c.slug)}>
            <img
              src={c.thumbnail ?? '/media/blog/placeholder.svg'}
              alt=""
              width={600}
              height={400}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.categoryTitle}>{c.title}</span>
            {c.shortDescription && (
              <span className={styles.categoryText}>
                {truncate(c.shortDescription, TRUNCATE.blogCategoryDescription)}
              </span>
            )}
          </a>
        ))}
      </Carousel>
    </section>
  )
}

/** A picked post and up to 7 posts of its category; "Pick a post!" until one is picked. */
export function BlogSinglePostBlock({ post: id }: BlogSinglePostProps) {
  if (!id) return <ListingMessage role="status" title={BLOG_TEXT.pickPost} level={2} />
  return (
    <Suspense fallback={<Loading />}>
      <SinglePost id={id} />
    </Suspense>
  )
}

function SinglePost({ id }: { id: string }) {
  const { data: post } = useSuspenseQuery(blogPostByIdQuery(id))
  const { data, isError } = useQuery({ ...relatedPostsQuery(id), enabled: Boolean(post) })
  // A read that fails in the browser shows what the server's fallback would: none, not a
  // placeholder busy for ever.
  const related = isError ? NO_RELATED_POSTS : data
  if (!post) return <ListingMessage role="status" title={BLOG_TEXT.notPublished} level={2} />
  return (
    <section className={`${styles.block} ${styles.feature}`} aria-label={post.title}>
      <PostCard post={post} variant="large" headingLevel={2} />
      {related ? <RelatedList related={related} headingLevel={3} /> : <Loading />}
    </section>
  )
}
