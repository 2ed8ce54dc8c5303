/** Blog blocks (catalogue §2 "Blog blocks"): latest in category, search, category slider, single post. */
import { defineBlock } from './define'
import { listOf, reference, text } from './fields'
import { BLOCK } from './text'

export const blogLatest = defineBlock(BLOCK.blogLatest, {
  category: reference('blog-category'),
})

export const blogSearch = defineBlock(BLOCK.blogSearch, { title: text('', 120) })

export const blogSlider = defineBlock(BLOCK.blogSlider, {
  title: text('', 120),
  // None picked: every published category.
  categories: listOf('category', reference('blog-category'), 30),
})

export const blogSinglePost = defineBlock(BLOCK.blogSinglePost, { post: reference('blog-post') })

export type BlogLatestProps = ReturnType<typeof blogLatest.parse>
export type BlogSearchProps = ReturnType<typeof blogSearch.parse>
export type BlogSliderProps = ReturnType<typeof blogSlider.parse>
export type BlogSinglePostProps = ReturnType<typeof blogSinglePost.parse>
