/** Scroll to the ingredient in the URL: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectHashScroll } from './connect'
import { hashScrollMachine, type HashScrollContext } from './machine'
import { hashScrollSpec } from './spec'

export default defineFlow({
  title: 'Scroll to the ingredient in the URL',
  machine: hashScrollMachine,
  connect: connectHashScroll,
  spec: hashScrollSpec,
  // It reads the URL's hash as the page starts.
  samples: {
    events: {
      'hash.changed': [
        { type: 'hash.changed', hash: '#12' },
        { type: 'hash.changed', hash: '' },
      ],
    },
    outputs: { scrollToTarget: [true, false] },
    errors: { scrollToTarget: [new Error('The page is gone')] },
    context: (c: HashScrollContext) => ({ target: c.target !== null }),
  },
})
