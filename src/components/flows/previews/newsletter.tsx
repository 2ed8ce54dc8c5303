import { NewsletterForm } from '~/components/newsletter/NewsletterForm'

// The footer form (the samples' variant); the modal words a failure its own way (shell §8).
export default function Preview({ input }: { input: Record<string, unknown> }) {
  return (
    <NewsletterForm variant={input.variant === 'block' ? 'block' : 'footer'} title="Newsletter" />
  )
}
