import { Await, Link } from '@tanstack/react-router'
import { SafeHtml } from '~/components/SafeHtml'
import type { BlogPost, RelatedPosts } from '~/content/types'
import { blogCategoryPath } from '~/domain/blog'
import { Byline, PostCard } from './PostCard'
import styles from './Blog.module.css'
import { BLOG_TEXT } from './text'

/** /blog/{slug}: the post (its sanitised rich text), then up to 7 posts of its category. */
export function BlogArticle({ post, related }: { post: BlogPost; related: Promise<RelatedPosts> }) {
  return (
    <>
      <article className={styles.article} aria-labelledby="post-title">
        <header className={styles.articleHead}>
          {post.category?.slug && (
            <p className={styles.kicker}>
              <a href={blogCategoryPath(post.category.slug)}>{post.category.title}</a>
            </p>
          )}
          <h1 id="post-title" className={styles.title}>
            {post.title}
          </h1>
          <Byline post={post} />
        </header>
        {post.thumbnail && (
          <img
            className={styles.hero}
            src={post.thumbnail}
            alt=""
            width={600}
            height={400}
            fetchPriority="high"
            decoding="async"
          />
        )}
        <SafeHtml html={post.content} className={styles.body} />
        <p>
          <Link to="/blog" className={styles.readMore}>
            ← {BLOG_TEXT.title}
          </Link>
        </p>
      </article>
      <Await promise={related} fallback={<div className={styles.relatedPlaceholder} />}>
        {(r) => <RelatedList related={r} headingLevel={2} />}
      </Await>
    </>
  )
}

/** The single-post block's list: up to 7 compact cards, or "No posts available". */
export function RelatedList({
  related,
  headingLevel,
}: {
  related: RelatedPosts
  headingLevel: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const title = related.category ? BLOG_TEXT.moreFrom(related.category.title) : BLOG_TEXT.morePosts
  return (
    <section className={styles.related} aria-label={title}>
      <Heading className={styles.sectionTitle}>{title}</Heading>
      {related.posts.length ? (
        <ul className={styles.compactGrid}>
          {related.posts.map((p) => (
            <li key={p.id}>
              <PostCard post={p} variant="compact" headingLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status">{BLOG_TEXT.noPosts}</p>
      )}
    </section>
  )
}
