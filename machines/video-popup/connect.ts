/** View props of a video pop-up (catalogue §2 "Video pop-ups", §4). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { VideoPopupEvent, videoPopupMachine } from './machine'

export const VIDEO_POPUP_TEXT = {
  play: (title: string) => `Play video: ${title}`,
  close: 'Close video',
  loading: 'Loading video…',
} as const

export function connectVideoPopup(
  snapshot: FlowView<typeof videoPopupMachine>,
  send: (event: VideoPopupEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const open = snapshot.matches('open')
  const loading = snapshot.matches({ open: 'loading' })
  const dialogId = partId(options, 'dialog')
  return {
    open,
    loading,
    /** Whether the player is framed at all: only while open, so closing stops the video. */
    playerFramed: open,
    getTriggerProps: (title: string) => ({
      id: partId(options, 'trigger'),
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': dialogId,
      'aria-label': VIDEO_POPUP_TEXT.play(title),
      onClick: () => send({ type: 'video.opened' }),
    }),
    getDialogProps: (title: string) => ({
      id: dialogId,
      'aria-label': title,
      'aria-busy': loading,
      // A click on the backdrop closes it like the button (Escape: the dialog actor).
      onClick: (e: { target: unknown; currentTarget: unknown }) => {
        if (e.target === e.currentTarget) send({ type: 'video.closed' })
      },
    }),
    getCloseProps: () => ({
      type: 'button' as const,
      'aria-label': VIDEO_POPUP_TEXT.close,
      onClick: () => send({ type: 'video.closed' }),
    }),
    getPlayerProps: (title: string) => ({
      title,
      allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
      allowFullScreen: true,
      onLoad: () => send({ type: 'video.playerLoaded' }),
    }),
  }
}
