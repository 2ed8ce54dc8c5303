import type { SanitizedHtml } from '~/lib/sanitize'

/**
 * HTML sanitised before it got here (the type says so), rendered as it is: the page does not
 * load the sanitiser for content the server already cleaned. Unsanitised HTML goes through
 * <RichText> instead.
 */
export function SafeHtml({
  html,
  className,
  ...rest
}: { html: SanitizedHtml; className?: string } & Record<`data-${string}`, string>) {
  return <div className={className} {...rest} dangerouslySetInnerHTML={{ __html: html }} />
}
