/** View props of the shoppable download block (catalogue §2 "Shoppable download"). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { ShoppableDownloadEvent, shoppableDownloadMachine } from './machine'

export function connectShoppableDownload(
  snapshot: FlowView<typeof shoppableDownloadMachine>,
  send: (event: ShoppableDownloadEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const popupOpen = snapshot.matches('popup')
  const direct = snapshot.matches('unlocked')
  const dialogId = partId(options, 'dialog')
  return {
    /** The pop-up is open (asking for the sign-up, or offering the download after it). */
    popupOpen,
    /** The sign-up form shows in the pop-up. */
    asking: snapshot.matches({ popup: 'asking' }),
    /** Signed up: the pop-up is storing it (a moment) before it offers the download. */
    recording: snapshot.matches({ popup: 'recording' }),
    /** Signed up in the pop-up: it offers the download. */
    offered: snapshot.matches({ popup: 'ready' }),
    /** A press on the download link opens the file itself. */
    direct,
    /** The stored sign-up is still being read. */
    checking: snapshot.matches('checking'),
    /** The download link: it opens the file directly once signed up, the pop-up before. */
    getDownloadProps: (file: string) => ({
      id: partId(options, 'download'),
      href: file,
      download: '',
      'aria-haspopup': direct ? undefined : ('dialog' as const),
      'aria-controls': direct ? undefined : dialogId,
      'aria-expanded': direct ? undefined : popupOpen,
      // While the stored sign-up is read (a moment after the page wakes) a press waits for it:
      // it is not the file yet, nor the pop-up.
      onClick: (e: { preventDefault(): void }) => {
        if (direct) return
        e.preventDefault()
        send({ type: 'download.requested' })
      },
    }),
    /** The pop-up's link to the file (after the sign-up). */
    getOfferedDownloadProps: (file: string) => ({
      href: file,
      download: '',
      onClick: () => send({ type: 'download.requested' }),
    }),
    getDialogProps: (title: string) => ({
      id: dialogId,
      'aria-label': title,
      onClick: (e: { target: unknown; currentTarget: unknown }) => {
        if (e.target === e.currentTarget) send({ type: 'download.dismissed' })
      },
    }),
    getCloseProps: () => ({
      type: 'button' as const,
      onClick: () => send({ type: 'download.dismissed' }),
    }),
    /** The newsletter form in the pop-up succeeded. */
    signedUp: () => send({ type: 'download.signedUp' }),
  }
}
