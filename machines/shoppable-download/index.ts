/** Shoppable download: the flow's one definition (ADR 0009). */
import { defineFlow } from '../shared/flow'
import { connectShoppableDownload } from './connect'
import { shoppableDownloadMachine } from './machine'
import { shoppableDownloadSpec } from './spec'

export default defineFlow({
  title: 'Shoppable download',
  machine: shoppableDownloadMachine,
  connect: connectShoppableDownload,
  spec: shoppableDownloadSpec,
  // The stored sign-up is read at once: a press must download or ask, as it should.
  samples: {
    outputs: {
      readSignup: [{ signedUpAt: null }, { signedUpAt: 1_735_689_600_000 }],
      recordSignup: [undefined],
    },
    errors: {
      readSignup: [new Error('Storage is not available')],
      recordSignup: [new Error('Storage is full')],
    },
  },
})
