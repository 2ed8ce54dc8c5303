/** The pop-up is a native modal dialog while open; Escape closes it like the button. */
import { modalDialog } from '~/flow-wiring/dom'
import { wire } from '~/flow-wiring/wiring'
import { videoPopupMachine } from './machine'

export default wire(videoPopupMachine, () => ({
  actors: { showDialog: modalDialog('video.closed') },
}))
