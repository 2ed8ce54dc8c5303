/**
 * The flows' keys as a type (machines/flows.gen.ts) are the folders' names: a folder added,
 * renamed or removed fails here until the file is written again in the same commit
 * (`npx vitest run -u tests/model/flow-keys`).
 */
import { describe, expect, it } from 'vitest'
import { flows } from '~/flow-catalog/catalog'
import { flowKeysText, flowViewText } from '~/flow-catalog/flow-keys'
import { useFlow } from '~/flow-wiring/use-flow'
import { sendToFlow } from '~/flow-wiring/wiring'
import { connectAccount } from '#machines/account/connect'
import accountPreload from '#machines/account/preload.json'
import accountFlow from '#machines/account/view.gen'
import { connectCartDrawer } from '#machines/cart-drawer/connect'
import galleryFlow from '#machines/gallery/view.gen'
import { viewOf } from '#machines/shared/view'

describe("the flows' keys, typed", () => {
  it('machines/flows.gen.ts is made from the list of folders', async () => {
    await expect(flowKeysText(flows.map((flow) => flow.key))).toMatchFileSnapshot(
      '../../machines/flows.gen.ts',
    )
  })

  it.each(flows.map((flow) => flow.key))(
    'machines/%s/view.gen.ts ties its key, pre-load table and connect',
    async (key) => {
      await expect(flowViewText(key)).toMatchFileSnapshot(`../../machines/${key}/view.gen.ts`)
      const view = (await import(`../../machines/${key}/view.gen.ts`)) as {
        default: { key: string; preload: { key: string } }
      }
      expect(view.default.key).toBe(key)
      expect(view.default.preload.key).toBe(key)
    },
  )

  it('sendToFlow takes a known flow and one of its machine’s events, nothing else (tsc)', () => {
    // Type checks, run by `npm run typecheck`; at run time no view is mounted, so nothing happens.
    sendToFlow('cart-drawer', { type: 'cart.itemAdded' })
    // @ts-expect-error: no flow has this key
    sendToFlow('cart-drawers', { type: 'cart.itemAdded' })
    // @ts-expect-error: the cart drawer's machine takes no such event
    sendToFlow('cart-drawer', { type: 'account.myBoxUpdated' })
    expect(flows.map((flow) => flow.key)).toContain('cart-drawer')
  })

  it('a view’s handle ties one flow’s table, connect and input together (tsc)', () => {
    // Type checks, run by `npm run typecheck`; the views below are never rendered.
    // @ts-expect-error: the account's table and key with the cart drawer's connect
    expect(() => viewOf('account', accountPreload, connectCartDrawer)).not.toThrow()
    // @ts-expect-error: no flow has this key
    expect(() => viewOf('acount', accountPreload, connectAccount)).toThrow('acount')
    // Another flow's table under this key: refused as the module loads.
    expect(() => viewOf('gallery', accountPreload, connectAccount as never)).toThrow(
      'gallery: the pre-load table of account',
    )
    const views = [
      () => useFlow(galleryFlow, { input: { count: 3 } }),
      // @ts-expect-error: the gallery's machine counts its slides in a number
      () => useFlow(galleryFlow, { input: { count: '3' } }),
      // @ts-expect-error: the gallery's machine takes no such input
      () => useFlow(galleryFlow, { input: { count: 3, slides: [] } }),
      // @ts-expect-error: the gallery's machine needs its input
      () => useFlow(galleryFlow),
      () => useFlow(accountFlow),
      // @ts-expect-error: the account's machine takes no input
      () => useFlow(accountFlow, { input: { count: 3 } }),
      // @ts-expect-error: a view passes the flow's handle, not its table and connect
      () => useFlow(accountPreload, connectAccount),
    ]
    expect(views).toHaveLength(7)
  })
})
