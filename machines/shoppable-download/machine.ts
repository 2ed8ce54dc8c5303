/**
 * Shoppable download (catalogue §2 "Shoppable download"): the first download asks for the
 * newsletter sign-up in a pop-up; once signed up, a stored timestamp lets every later download
 * open directly. Reading and writing the timestamp are actors (the browser's storage).
 */
import { setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvided, notProvidedCallback } from '../shared/not-provided'

export interface SignupRecord {
  /** When the visitor signed up through a download (ms since the epoch), or null. */
  signedUpAt: number | null
}

export type ShoppableDownloadEvent =
  { type: 'download.requested' } | { type: 'download.signedUp' } | { type: 'download.dismissed' }

export const shoppableDownloadMachine = setup({
  types: {
    context: {} as { id: string },
    events: {} as ShoppableDownloadEvent,
    input: {} as { id: string },
  },
  actors: {
    // Provided by ./actors.ts in the app and by tests with provide().
    readSignup: notProvided<SignupRecord>('shoppable-download', 'readSignup'),
    recordSignup: notProvided<void>('shoppable-download', 'recordSignup'),
    // While the pop-up is open: a modal dialog.
    showDialog: notProvidedCallback<{ dialogId: string; returnFocusId: string }>(
      'shoppable-download',
      'showDialog',
    ),
  },
  guards: {
    hasSignedUp: (_, params: { record: SignupRecord }) => params.record.signedUpAt !== null,
  },
}).createMachine({
  id: 'shoppable-download',
  description:
    'The first download asks for a newsletter sign-up in a pop-up; afterwards downloads open directly.',
  meta: { spec: ['Catalogue §2 Shoppable download'] },
  context: ({ input }) => ({ id: input.id }),
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
      on: { 'download.requested': 'popup' },
    },
    popup: {
      description: 'A modal dialog (Escape, the backdrop or Close dismiss it).',
      invoke: {
        src: 'showDialog',
        input: ({ context }) => ({
          dialogId: partId(context, 'dialog'),
          returnFocusId: partId(context, 'download'),
        }),
      },
      initial: 'asking',
      states: {
        asking: {
          description: 'It asks for the newsletter sign-up; closing it downloads nothing.',
          on: {
            'download.signedUp': 'recording',
            'download.dismissed': '#shoppable-download.locked',
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
          description: 'It thanks the visitor and offers the download.',
          on: {
            'download.requested': '#shoppable-download.unlocked',
            'download.dismissed': '#shoppable-download.unlocked',
          },
        },
      },
    },
    unlocked: {
      description: 'Signed up: the download link opens the file directly.',
    },
  },
})
