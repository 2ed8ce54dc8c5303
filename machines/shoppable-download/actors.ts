/** Where a download's newsletter sign-up is remembered (catalogue §2 "a stored timestamp"). */
import { fromPromise } from 'xstate'
import { modalDialog } from '~/flow-wiring/dom'
import { wire } from '~/flow-wiring/wiring'
import { type SignupRecord, shoppableDownloadMachine } from './machine'

const DOWNLOAD_SIGNUP_KEY = 'clearhome.downloadSignup'

export default wire(shoppableDownloadMachine, () => ({
  actors: {
    readSignup: fromPromise<SignupRecord>(async () => {
      const at = Number(window.localStorage.getItem(DOWNLOAD_SIGNUP_KEY))
      return { signedUpAt: Number.isFinite(at) && at > 0 ? at : null }
    }),
    recordSignup: fromPromise<void>(async () => {
      window.localStorage.setItem(DOWNLOAD_SIGNUP_KEY, String(Date.now()))
    }),
    showDialog: modalDialog('download.dismissed'),
  },
}))
