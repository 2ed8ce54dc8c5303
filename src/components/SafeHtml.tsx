import type { SanitizedHtml } from '~/lib/sanitize'

/**
 * HTML sanitised before it got here (the type says so), rendered as it is: the page does not
 * load the sanitiser for content the server already cleaned. HTML that was not sanitised is
 * sanitised where it is read (a loader, a server call), never in a view.
 */
export function SafeHtml({
  html,
  className,
  ...rest
}: { html: SanitizedHtml; className?: string } & Record<`data-${string}`, string>) {
  return <div className={className} {...rest} dangerouslySetInnerHTML={{ __html: html }} />
}
