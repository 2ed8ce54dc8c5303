import { Link } from '@tanstack/react-router'
import type { BlogPostCard } from '~/content/types'
import { postDate } from '~/domain/blog'
import { TRUNCATE, truncate } from '~/domain/text'
import styles from './Blog.module.css'
import { BLOG_TEXT } from './text'

const PLACEHOLDER = '/media/blog/placeholder.svg'
/** The route's param: the content model's slug without its leading slash. */
const postParam = (slug: string) => slug.replace(/^\/+/, '')

export function PostLink({
  slug,
  className,
  children,
  hidden = false,
}: {
  slug: string
  className?: string
  children: React.ReactNode
  /** A repeat of the title link (the picture): out of the tab order and the accessibility tree. */
  hidden?: boolean
}) {
  return (
    <Link
      to="/blog/$slug"
      params={{ slug: postParam(slug) }}
      className={className}
      {...(hidden ? { tabIndex: -1, 'aria-hidden': true } : {})}
    >
      {children}
    </Link>
  )
}

function Thumbnail({ post, eager }: { post: BlogPostCard; eager?: boolean }) {
  // The title link names the post; the picture repeats it, so it is out of the tab order.
  return (
    <PostLink slug={post.slug} className={styles.thumb} hidden>
      <img
        src={post.thumbnail ?? PLACEHOLDER}
        alt=""
        width={600}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </PostLink>
  )
}

/** "Posted By" the author and "Posted On" the date (cards and the post page). */
export function Byline({ post }: { post: BlogPostCard }) {
  const date = postDate(post.date)
  return (
    <p className={styles.byline}>
      {post.author && (
        <span>
          {BLOG_TEXT.postedBy} <strong>{post.author}</strong>
        </span>
      )}
      {date && (
        <span>
          {BLOG_TEXT.postedOn} <time dateTime={date.iso}>{date.text}</time>
        </span>
      )}
    </p>
  )
}

/**
 * A post card: thumbnail, title, "Posted By" and "Posted On", the short description cut at
 * `descriptionMax` (118 on the blog list, 67 on category pages) and "Read More". `compact`: the
 * small card of the blocks, a title cut at 35 characters and the date.
 */
export function PostCard({
  post,
  variant = 'list',
  descriptionMax = TRUNCATE.blogCardDescription,
  headingLevel = 2,
  eager = false,
}: {
  post: BlogPostCard
  variant?: 'list' | 'large' | 'compact'
  descriptionMax?: number
  headingLevel?: 2 | 3 | 4
  eager?: boolean
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  if (variant === 'compact') {
    const date = postDate(post.date)
    const short = truncate(post.title, TRUNCATE.compactCardTitle)
    return (
      <article className={`${styles.card} ${styles.compact}`}>
        <Thumbnail post={post} />
        <div className={styles.cardBody}>
          <Heading className={styles.cardTitle}>
            <PostLink slug={post.slug}>
              {/* The full title for assistive technology; the cut one on screen. */}
              <span aria-hidden={short !== post.title ? true : undefined}>{short}</span>
              {short !== post.title && <span className="visually-hidden">{post.title}</span>}
            </PostLink>
          </Heading>
          {date && (
            <p className={styles.byline}>
              <time dateTime={date.iso}>{date.text}</time>
            </p>
          )}
        </div>
      </article>
    )
  }
  return (
    <article className={`${styles.card} ${variant === 'large' ? styles.large : ''}`}>
      <Thumbnail post={post} eager={eager} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <PostLink slug={post.slug}>{post.title}</PostLink>
        </Heading>
        <Byline post={post} />
        {post.shortDescription && (
          <p className={styles.excerpt}>{truncate(post.shortDescription, descriptionMax)}</p>
        )}
        {/* Named after its post (the visible words first): ten "Read More" links are otherwise
            alike. In the text, not an aria-label, so crawlers read the name as well. */}
        <PostLink slug={post.slug} className={styles.readMore}>
          {BLOG_TEXT.readMore}
          <span className="visually-hidden"> about {post.title}</span>
        </PostLink>
      </div>
    </article>
  )
}

export function PostGrid({
  posts,
  label,
  descriptionMax,
  eagerFirst = false,
}: {
  posts: BlogPostCard[]
  label: string
  descriptionMax?: number
  eagerFirst?: boolean
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard post={post} descriptionMax={descriptionMax} eager={eagerFirst && i === 0} />
        </li>
      ))}
    </ul>
  )
}
