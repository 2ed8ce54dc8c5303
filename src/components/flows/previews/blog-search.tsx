import { BlogSearchBlock } from '~/components/blog/BlogBlocks'

export default function Preview() {
  return <BlogSearchBlock title="Search the blog" />
}
