import { createFileRoute } from '@tanstack/react-router'
import { HomeIntro } from '~/components/home/HomeIntro'

export const Route = createFileRoute('/')({
  component: HomeIntro,
})
