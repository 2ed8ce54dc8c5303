/** The blog pages' heads: title, description, Open Graph, and the post's BlogPosting JSON-LD. */
import { brand } from '~/config/brand'
import type { BlogPost } from '~/content/types'
import { blogPostPath, postDate } from '~/domain/blog'
import { imageUrl } from '~/domain/images'
import { articleJsonLd, jsonLdScript } from '~/domain/structured-data'
import { truncate } from '~/domain/text'
import { pageMeta } from '~/lib/seo'

export function blogPostHead(post: BlogPost, siteUrl: string) {
  const description = truncate(post.shortDescription, 160) || undefined
  // Site-relative thumbnails are served by the site itself.
  const image = post.thumbnail ? imageUrl(post.thumbnail, siteUrl) : null
  const published = postDate(post.date)?.iso ?? null
  return {
    meta: [
      ...pageMeta({ title: post.title, description, image: image ?? undefined }),
      { property: 'og:type', content: 'article' },
      ...(published ? [{ property: 'article:published_time', content: published }] : []),
      ...(post.author ? [{ property: 'article:author', content: post.author }] : []),
      ...(post.category ? [{ property: 'article:section', content: post.category.title }] : []),
    ],
    scripts: [
      {
        type: 'application/ld+json',
        children: jsonLdScript(
          articleJsonLd(
            {
              title: post.title,
              url: `${siteUrl.replace(/\/+$/, '')}${blogPostPath(post.slug)}`,
              description: post.shortDescription,
              author: post.author,
              datePublished: published,
              image,
            },
            brand.name,
          ),
        ),
      },
    ],
  }
}
