import type { BlogCategory } from '~/content/types'
import { TRUNCATE } from '~/domain/text'
import { ListingMessage } from '~/components/catalogue/CategoryTile'
import { PostGrid } from './PostCard'
import styles from './Blog.module.css'
import { BLOG_TEXT } from './text'

/**
 * A blog category (catalogue §2 "Blog category page"): title, short description and a grid of
 * its posts (descriptions cut at 67), or "No Blog Posts Found" with "This category doesn't have
 * any blog posts yet." Entries without a post were skipped by the content service.
 */
export function BlogCategoryView({
  category,
  level = 1,
}: {
  category: BlogCategory
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const id = `blog-category-${category.id}`
  return (
    <section className={level === 1 ? styles.page : styles.section} aria-labelledby={id}>
      <header className={styles.head}>
        <Heading id={id} className={styles.title}>
          {category.title}
        </Heading>
        {category.shortDescription && <p className={styles.lead}>{category.shortDescription}</p>}
      </header>
      {category.posts.length ? (
        <PostGrid
          posts={category.posts}
          label={category.title}
          descriptionMax={TRUNCATE.blogCategoryDescription}
          eagerFirst={level === 1}
        />
      ) : (
        <ListingMessage
          role="status"
          title={BLOG_TEXT.empty}
          text={BLOG_TEXT.categoryEmpty}
          level={level === 1 ? 2 : 3}
        />
      )}
    </section>
  )
}

/** The category failed to load: "Error Loading Category Data" and the message. */
export function BlogCategoryFailed({ message }: { message?: string }) {
  return (
    <section className={styles.page}>
      <ListingMessage
        role="alert"
        level={1}
        title={BLOG_TEXT.categoryFailed}
        text={message || BLOG_TEXT.categoryFailedDefault}
      />
    </section>
  )
}

/** /blog/category/symbol: the editor's preview of the template, every category in turn. */
export function BlogCategoriesPreview({ categories }: { categories: BlogCategory[] }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{BLOG_TEXT.allCategories}</h1>
      {categories.length ? (
        categories.map((c) => <BlogCategoryView key={c.id} category={c} level={2} />)
      ) : (
        <ListingMessage role="status" title={BLOG_TEXT.empty} />
      )}
    </div>
  )
}
