import { Link } from '@tanstack/react-router'
import type { BlogPostCard } from '~/content/types'
import { ListingMessage } from '~/components/catalogue/CategoryTile'
import { PostGrid } from './PostCard'
import styles from './Blog.module.css'
import { BLOG_TEXT } from './text'

/**
 * /blog (shell §2 "Blog list"): ten cards a page; Previous from page 2; Next only when the
 * id-only probe at the next offset found a post. Empty (or failed): "No Blog Posts Found".
 */
export function BlogList({
  posts,
  page,
  hasNext,
}: {
  posts: BlogPostCard[]
  page: number
  hasNext: boolean
}) {
  return (
    <section className={styles.page} aria-labelledby="blog-title">
      <header className={styles.head}>
        <h1 id="blog-title" className={styles.title}>
          {BLOG_TEXT.title}
        </h1>
        <p className={styles.lead}>{BLOG_TEXT.description}</p>
      </header>
      {posts.length ? (
        <PostGrid posts={posts} label={BLOG_TEXT.title} eagerFirst={page === 1} />
      ) : (
        <ListingMessage role="status" title={BLOG_TEXT.empty} />
      )}
      {(page > 1 || hasNext) && (
        <nav className={styles.pager} aria-label="Blog pages">
          {page > 1 && (
            <Link
              to="/blog"
              search={page - 1 > 1 ? { page: page - 1 } : {}}
              rel="prev"
              className={styles.pagerLink}
            >
              {BLOG_TEXT.previous}
            </Link>
          )}
          {hasNext && (
            <Link to="/blog" search={{ page: page + 1 }} rel="next" className={styles.pagerLink}>
              {BLOG_TEXT.next}
            </Link>
          )}
        </nav>
      )}
    </section>
  )
}
