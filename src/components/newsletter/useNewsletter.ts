import { useSelector } from '@xstate/react'
import { newsletterMachine } from '#machines/newsletter'
import { connectNewsletter, type NewsletterVariant } from '#machines/newsletter.connect'
import { newsletterImplementations } from '~/flows/implementations'
import { useFlowActor } from '~/flows/react'

/** One newsletter machine per form; `onSubscribed` hears the machine's success event. */
export function useNewsletter(variant: NewsletterVariant) {
  const actor = useFlowActor(newsletterMachine, () => newsletterImplementations())
  const snapshot = useSelector(actor, (s) => s)
  return { api: connectNewsletter(snapshot, actor.send, variant), actor }
}
