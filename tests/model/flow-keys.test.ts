/**
 * The flows' keys as a type (machines/flows.gen.ts) are the folders' names: a folder added,
 * renamed or removed fails here until the file is written again in the same commit
 * (`npx vitest run -u tests/model/flow-keys`).
 */
import { describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { flowKeysText } from '~/flow-catalog/flow-keys'
import { sendToFlow } from '~/flow-wiring/wiring'

describe("the flows' keys, typed", () => {
  it('machines/flows.gen.ts is made from the list of folders', async () => {
    await expect(flowKeysText(flows.map((flow) => flow.key))).toMatchFileSnapshot(
      '../../machines/flows.gen.ts',
    )
  })

  it('sendToFlow takes a known flow and one of its machine’s events, nothing else (tsc)', () => {
    // Type checks, run by `npm run typecheck`; at run time no view is mounted, so nothing happens.
    sendToFlow('cart-drawer', { type: 'cart.itemAdded' })
    // @ts-expect-error: no flow has this key
    sendToFlow('cart-drawers', { type: 'cart.itemAdded' })
    // @ts-expect-error: the cart drawer's machine takes no such event
    sendToFlow('cart-drawer', { type: 'account.myBoxUpdated' })
    expect(flows.map((flow) => flow.key)).toContain('cart-drawer')
  })
})
