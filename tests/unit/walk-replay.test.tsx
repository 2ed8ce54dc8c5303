// @vitest-environment jsdom
/**
 * /flows/{key}?walk=… shows where a spec property breaks: here on a newsletter machine whose
 * invalid-e-mail guard was dropped (one of the edits the issue measured), the walk a failing
 * property test printed for it shows the step that broke the rule and the rule's spec line.
 */
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { WalkReplay } from '~/components/flows/WalkReplay'
import newsletterFlow from '#machines/newsletter/index'
import { encodeWalk } from '~/flow-catalog/spec-harness'

const walk = encodeWalk([
  { send: { type: 'newsletter.typed', value: 'not-an-email' } },
  { send: { type: 'newsletter.submitted' } },
])

it('shows the step where a property breaks on a wrong machine', async () => {
  const broken = newsletterFlow.machine.provide({ guards: { isEmailInvalid: () => false } })
  render(<WalkReplay flow={{ ...newsletterFlow, machine: broken }} walk={walk} />)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Spec property broken at step 2: Shell §5: "only valid e-mail addresses are sent, trimmed" broken: subscribe was invoked with \{"email":"not-an-email"\}$/,
  )
  const steps = screen.getAllByRole('listitem')
  expect(steps.map((li) => li.textContent)).toEqual(['typed: value “not-an-email”', 'submitted'])
  expect(steps[1]).toHaveAttribute('data-broken', 'true')
})

it('says so when every property held, and when the walk cannot be read', async () => {
  const { unmount } = render(<WalkReplay flow={newsletterFlow} walk={walk} />)
  expect(await screen.findByText('Every spec property held on this sequence.')).toHaveAttribute(
    'role',
    'status',
  )
  unmount()
  render(<WalkReplay flow={newsletterFlow} walk="%%%" />)
  expect(screen.getByRole('alert')).toHaveTextContent(/^This sequence could not be read\.$/)
})
