/**
 * A video pop-up (catalogue §2 "Video pop-ups", §4: "open and close; closing stops the video"):
 * closed shows the poster with a play control; open frames the host's player, first loading
 * (the poster stays while the player loads), then playing. Closing from either leaves nothing
 * playing: the player is framed only while the pop-up is open. Used by the product gallery's
 * video items, the how-to and review videos, and the page-builder video block.
 */
import { setup } from 'xstate'
import { partId } from '../shared/connect'
import { notProvidedCallback } from '../shared/not-provided'

export type VideoPopupEvent =
  { type: 'video.opened' } | { type: 'video.playerLoaded' } | { type: 'video.closed' }

export const videoPopupMachine = setup({
  types: {
    context: {} as { id: string },
    events: {} as VideoPopupEvent,
    input: {} as { id: string },
  },
  actors: {
    // While open: a modal dialog (focus kept inside, returned to the play control).
    showDialog: notProvidedCallback<{ dialogId: string; returnFocusId: string }>(
      'video-popup',
      'showDialog',
    ),
  },
}).createMachine({
  id: 'video-popup',
  description: 'Closed (the poster), or open with the player loading and then playing.',
  meta: { spec: ['Catalogue §2 Video pop-ups', 'Catalogue §4 Video popups'] },
  context: ({ input }) => ({ id: input.id }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The poster with a play control; no player is framed.',
      on: {
        'video.opened': {
          target: 'open',
          description: 'The play control opens the pop-up; the player starts loading.',
        },
      },
    },
    open: {
      description: 'A modal dialog frames the player; Close, Escape or the backdrop close it.',
      initial: 'loading',
      invoke: {
        src: 'showDialog',
        input: ({ context }) => ({
          dialogId: partId(context, 'dialog'),
          returnFocusId: partId(context, 'trigger'),
        }),
      },
      on: {
        'video.closed': {
          target: 'closed',
          description: 'Close, Escape or the backdrop close the pop-up; the video stops.',
        },
      },
      states: {
        loading: {
          description: 'The player is being framed; the poster shows under a spinner.',
          on: {
            'video.playerLoaded': {
              target: 'playing',
              description: 'The player has loaded; the video shows in place of the poster.',
            },
          },
        },
        playing: { description: 'The player is shown.' },
      },
    },
  },
})
