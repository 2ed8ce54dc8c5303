/** Spec properties of a Perfect Pairings entry's Add button (shell §2, §4, §7, §8). */
import {
  invokedOf,
  last,
  skip,
  type FlowSpec,
  type Observation,
  oneCallAtATime,
} from '../shared/spec'

const props = (o: Observation) =>
  o.props as { busy: boolean; productId: number; subscribable: boolean }

export const pairingAddSpec: FlowSpec = {
  events: ['pairing.addPressed'],
  properties: [
    {
      id: 'add-announced-once',
      section: 'Shell §7 Add to cart (analytics events are sent on add to cart)',
      text: 'each add the store accepted is announced once (the cart opens and the add is counted for analytics), and nothing else is',
      check: (trace) => {
        const now = last(trace)
        const added = now.emitted.filter((e) => e.type === 'pairing.added').length
        if (now.event?.type === 'settle.addPairing' && 'output' in now.event)
          return added === 1 ? null : `an accepted add was announced ${added} times`
        return added ? `${now.event?.type ?? 'the start'} announced an add` : skip
      },
    },
    {
      id: 'busy-while-adding',
      seen: true,
      section: 'Shell §4 (per-product busy state while adding)',
      text: 'the entry is busy exactly while its add runs, and a second press adds nothing more',
      check: (trace) => oneCallAtATime(trace, 'addPairing', (o) => props(o).busy, { exact: true }),
    },
    {
      id: 'adds-its-product',
      section: 'Shell §7 (add to cart: product id, subscribable flag)',
      text: "each add sends the entry's own product and its subscribable flag",
      check: (trace) => {
        const calls = invokedOf(trace, 'addPairing')
        if (!calls.length) return skip
        for (const call of calls) {
          const entry = props(trace[call.step - 1] ?? trace[0]!)
          const input = call.input as { productId: number; subscribable: boolean }
          if (input.productId !== entry.productId || input.subscribable !== entry.subscribable)
            return `added ${JSON.stringify(input)} from the entry of product ${entry.productId}`
        }
        return null
      },
    },
    {
      id: 'outcome',
      section: 'Shell §8 (12902.01)',
      text: 'success opens the cart; a failure shows "Error adding to cart. Please try again." unless nothing was sent',
      check: (trace) => {
        const now = last(trace)
        if (now.event?.type !== 'settle.addPairing') return skip
        const added = now.emitted.some((e) => e.type === 'pairing.added')
        const failed = now.emitted.find((e) => e.type === 'pairing.failed') as
          { quiet: boolean } | undefined
        if ('output' in now.event) return added && !failed ? null : 'a success was not announced'
        if (added || !failed) return 'a failure was not announced as one'
        const skipped = (now.event.error as Error | undefined)?.name === 'PairingAddSkipped'
        return failed.quiet === skipped
          ? null
          : skipped
            ? 'a skipped add showed an error'
            : 'a failure showed nothing'
      },
    },
  ],
}
