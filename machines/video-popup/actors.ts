/** The pop-up is a native modal dialog while open; Escape closes it like the button. */
import { modalDialog } from '~/flow-wiring/dom'
import type { FlowWiring } from '~/flow-wiring/wiring'
import type { videoPopupMachine } from './machine'

export default (): FlowWiring<typeof videoPopupMachine> => ({
  actors: { showDialog: modalDialog('video.closed') },
})
