/** Blog blocks (catalogue §2 "Blog blocks"): latest in category, search, category slider, single post. */
import { defineBlock } from './define'
import { list, read, reference, text } from './fields'
import { BLOCK } from './text'

export const blogLatest = defineBlock(
  BLOCK.blogLatest,
  [{ name: 'category', type: 'reference', model: 'blog-category' }],
  { category: reference() },
)

export const blogSearch = defineBlock(BLOCK.blogSearch, [{ name: 'title', type: 'string' }], {
  title: text('', 120),
})

export const blogSlider = defineBlock(
  BLOCK.blogSlider,
  [
    { name: 'title', type: 'string' },
    // None picked: every published category.
    {
      name: 'categories',
      type: 'list',
      subFields: [{ name: 'category', type: 'reference', model: 'blog-category' }],
    },
  ],
  {
    title: text('', 120),
    categories: list((c) => read(reference(), c.category), 30),
  },
)

export const blogSinglePost = defineBlock(
  BLOCK.blogSinglePost,
  [{ name: 'post', type: 'reference', model: 'blog-post' }],
  { post: reference() },
)

export type BlogLatestProps = ReturnType<typeof blogLatest.parse>
export type BlogSearchProps = ReturnType<typeof blogSearch.parse>
export type BlogSliderProps = ReturnType<typeof blogSlider.parse>
export type BlogSinglePostProps = ReturnType<typeof blogSinglePost.parse>
