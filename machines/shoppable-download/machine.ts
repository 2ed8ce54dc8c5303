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
            description: 'When a sign-up timestamp is stored, the download opens directly.',
          },
          {
            target: 'locked',
            description: 'Otherwise no sign-up is stored; the download will ask for one first.',
          },
        ],
        // Storage that cannot be read is no sign-up: the pop-up asks.
        onError: {
          target: 'locked',
          description: 'The stored sign-up cannot be read; the download will ask for one first.',
        },
      },
    },
    locked: {
      description: 'No sign-up stored: the download opens the sign-up pop-up instead.',
      on: {
        'download.requested': {
          target: 'popup',
          description: 'The visitor presses download; the newsletter sign-up pop-up opens.',
        },
      },
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
            'download.signedUp': {
              target: 'recording',
              description: 'The visitor signs up to the newsletter; the sign-up time is stored.',
            },
            'download.dismissed': {
              target: '#shoppable-download.locked',
              description: 'The visitor closes the pop-up without signing up; nothing downloads.',
            },
          },
        },
        recording: {
          description: 'Stores the sign-up timestamp.',
          invoke: {
            id: 'recordSignup',
            src: 'recordSignup',
            onDone: {
              target: 'ready',
              description: 'The sign-up time is stored; the pop-up offers the download.',
            },
            // Storage that cannot be written costs only the next download's question.
            onError: {
              target: 'ready',
              description:
                'The sign-up time cannot be stored; the pop-up still offers the download.',
            },
          },
        },
        ready: {
          description: 'It thanks the visitor and offers the download.',
          on: {
            'download.requested': {
              target: '#shoppable-download.unlocked',
              description: 'The visitor downloads from the pop-up; later downloads open directly.',
            },
            'download.dismissed': {
              target: '#shoppable-download.unlocked',
              description: 'The visitor closes the pop-up; later downloads open directly.',
            },
          },
        },
      },
    },
    unlocked: {
      description: 'Signed up: the download link opens the file directly.',
    },
  },
})
