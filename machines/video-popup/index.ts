/** Video pop-up: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectVideoPopup } from './connect'
import { videoPopupMachine } from './machine'
import { videoPopupSpec } from './spec'

export default defineFlow({
  title: 'Video pop-up',
  machine: videoPopupMachine,
  connect: connectVideoPopup,
  spec: videoPopupSpec,
  samples: {},
})
