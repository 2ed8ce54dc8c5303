import { sanitizeHtml } from '~/lib/sanitize'

/** HTML from the content service or the store API, sanitised (again) right where it renders. */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined
  className?: string
}) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
