import kitClaimFlow from '#machines/kit-claim/view.gen'
import { useRouterState } from '@tanstack/react-router'
import { KIT_CLAIM_TEXT } from '#machines/kit-claim/connect'
import { Spinner } from '~/components/icons'
import { isKitType, kitTypeFromPath, type KitType } from '~/domain/kits'
import { useFlow } from '~/flow-wiring/use-flow'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The starter-kit claim button (catalogue §2): claims the kit of the page's type (the third
 * path segment, default laundry, unless the editor fixed one), busy while the call runs.
 */
export function KitClaimButton({ text, kitType }: { text?: string; kitType?: KitType | '' }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // An editor's value is checked: anything but a kit type means the page's own.
  const type = isKitType(kitType) ? kitType : kitTypeFromPath(pathname)
  const { api } = useFlow(kitClaimFlow)
  // Page-builder content hydrates after the frame: this says when a press will be heard.
  const ready = useHydrated()
  return (
    <button className="button button--primary" data-ready={ready} {...api.getButtonProps(type)}>
      {api.busy && <Spinner />} {api.label(text || KIT_CLAIM_TEXT.button)}
    </button>
  )
}
