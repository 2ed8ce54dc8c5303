/**
 * Shoppable download (catalogue §2 "Shoppable download"): the first download asks for the
 * newsletter sign-up in a pop-up; once signed up, a stored timestamp lets every later download
 * open directly. Reading and writing the timestamp are actors (the browser's storage).
 */
import { setup } from 'xstate'
import { notProvided } from '../shared/not-provided'

export interface SignupRecord {
  /** When the visitor signed up through a download (ms since the epoch), or null. */
  signedUpAt: number | null
}

export type ShoppableDownloadEvent =
  { type: 'download.requested' } | { type: 'download.signedUp' } | { type: 'download.dismissed' }

export const shoppableDownloadMachine = setup({
  types: { events: {} as ShoppableDownloadEvent },
  actors: {
    // Replaced by src/flow-wiring/implementations.ts in the app and by tests with provide().
    readSignup: notProvided<SignupRecord>('shoppableDownload', 'readSignup'),
    recordSignup: notProvided<void>('shoppableDownload', 'recordSignup'),
  },
  guards: {
    hasSignedUp: (_, params: { record: SignupRecord }) => params.record.signedUpAt !== null,
  },
}).createMachine({
  id: 'shoppableDownload',
  description:
    'The first download asks for a newsletter sign-up in a pop-up; afterwards downloads open directly.',
  meta: { spec: 'Catalogue §2 Shoppable download' },
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the stored sign-up timestamp; the download link waits.',
      invoke: {
        id: 'readSignup',
        src: 'readSignup',
        onDone: [
          {
            guard: { type: 'hasSignedUp', params: ({ event }) => ({ record: event.output }) },
            target: 'unlocked',
          },
          { target: 'locked' },
        ],
        // Storage that cannot be read is no sign-up: the pop-up asks.
        onError: { target: 'locked' },
      },
    },
    locked: {
      description: 'No sign-up stored: the download opens the sign-up pop-up instead.',
      on: { 'download.requested': 'asking' },
    },
    asking: {
      description: 'The pop-up asks for the newsletter sign-up; closing it downloads nothing.',
      on: {
        'download.signedUp': 'recording',
        'download.dismissed': 'locked',
      },
    },
    recording: {
      description: 'Stores the sign-up timestamp.',
      invoke: {
        id: 'recordSignup',
        src: 'recordSignup',
        onDone: { target: 'ready' },
        // Storage that cannot be written costs only the next download's question.
        onError: { target: 'ready' },
      },
    },
    ready: {
      description: 'The pop-up thanks the visitor and offers the download.',
      on: {
        'download.requested': 'unlocked',
        'download.dismissed': 'unlocked',
      },
    },
    unlocked: {
      description: 'Signed up: the download link opens the file directly.',
    },
  },
})
