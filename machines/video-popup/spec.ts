/** Spec properties of a video pop-up (catalogue §2 "Video pop-ups", §4). */
import { last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

const props = (o: Observation) => o.props as { open: boolean; playerFramed: boolean }

export const videoPopupSpec: FlowSpec = {
  events: ['video.opened', 'video.playerLoaded', 'video.closed'],
  properties: [
    {
      id: 'open-and-close',
      seen: true,
      section: 'Catalogue §4 Video popups',
      text: 'the play control opens the pop-up and closing closes it',
      check: (trace) => {
        const now = last(trace)
        if (sent(now, 'video.opened')) return props(now).open ? null : 'play did not open it'
        if (sent(now, 'video.closed')) return props(now).open ? 'close left it open' : null
        return skip
      },
    },
    {
      id: 'closing-stops-the-video',
      seen: true,
      section: 'Catalogue §2, §4 ("closing stops the video")',
      text: 'the player is framed only while the pop-up is open: once closed nothing plays',
      check: (trace) => {
        const p = props(last(trace))
        if (p.open) return p.playerFramed ? null : 'open without a player'
        return p.playerFramed ? 'the player is still framed after closing' : null
      },
    },
  ],
}
