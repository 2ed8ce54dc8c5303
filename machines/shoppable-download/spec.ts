/** Spec properties of the shoppable download (catalogue §2 "Shoppable download"). */
import { last, sent, skip, type FlowSpec, type Observation } from '../shared/spec'

interface Props {
  popupOpen: boolean
  asking: boolean
  offered: boolean
  direct: boolean
}
const props = (o: Observation) => o.props as unknown as Props

/** What the stored timestamp said when it was read, or undefined before it was. */
function storedSignup(trace: Observation[]): 'yes' | 'no' | undefined {
  const read = trace.findLast((o) => o.event?.type === 'settle.readSignup')
  if (!read?.event) return undefined
  const output = (read.event as { output?: { signedUpAt: number | null } }).output
  return output && output.signedUpAt !== null ? 'yes' : 'no'
}

/** Whether the visitor signed up in the pop-up during this visit. */
const signedUpHere = (trace: Observation[]) =>
  trace.some((o) => sent(o, 'download.signedUp') && props(o).popupOpen)

/** The steps since the pop-up last opened (all of them while it is open). */
const sinceOpened = (trace: Observation[]) =>
  trace.slice(trace.findLastIndex((o) => !props(o).popupOpen) + 1)

export const shoppableDownloadSpec: FlowSpec = {
  events: ['download.requested', 'download.signedUp', 'download.dismissed'],
  outputs: { readSignup: [{ signedUpAt: 1_735_689_600_000 }, { signedUpAt: null }] },
  properties: [
    {
      id: 'first-download-asks',
      seen: true,
      section: 'Catalogue §2 Shoppable download',
      text: 'with no sign-up stored, a download opens the sign-up pop-up instead of the file',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, 'download.requested') || storedSignup(trace) !== 'no' || signedUpHere(trace))
          return skip
        const p = props(now)
        if (p.direct) return 'the file opened directly without a sign-up'
        return p.popupOpen && p.asking ? null : 'the sign-up pop-up did not open'
      },
    },
    {
      id: 'stored-opens-directly',
      seen: true,
      section: 'Catalogue §2 Shoppable download',
      text: 'with a sign-up stored, downloads open directly and the pop-up never asks',
      check: (trace) => {
        if (storedSignup(trace) !== 'yes') return skip
        const p = props(last(trace))
        if (p.asking) return 'the pop-up asked although a sign-up is stored'
        return p.direct ? null : 'the download does not open directly'
      },
    },
    {
      id: 'signup-recorded',
      section: 'Catalogue §2 Shoppable download',
      text: 'signing up in the pop-up stores the timestamp once and offers the download',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'download.signedUp') || !before || !props(before).asking) return skip
        const round = sinceOpened(trace)
        // A second sign-up while the first is being stored stores nothing more.
        if (round.slice(0, -1).some((o) => sent(o, 'download.signedUp'))) return skip
        const records = round.filter((o) => o.invoked.some((c) => c.src === 'recordSignup'))
        if (records.length !== 1) return `${records.length} timestamps stored for one sign-up`
        return records[0] === now ? null : 'stored before the sign-up'
      },
    },
    {
      id: 'offered-after-signup',
      seen: true,
      section: 'Catalogue §2 Shoppable download',
      text: 'once the timestamp is stored, the pop-up offers the download, and later downloads open directly',
      check: (trace) => {
        const i = trace.findIndex((o) => o.event?.type === 'settle.recordSignup')
        if (i < 0) return skip
        const p = props(last(trace))
        if (p.asking) return 'asked again after signing up'
        return p.offered || p.direct ? null : 'neither offered nor direct after signing up'
      },
    },
    {
      id: 'dismiss-downloads-nothing',
      seen: true,
      section: 'Catalogue §2 Shoppable download',
      text: 'closing the pop-up without signing up closes it, and the next download asks again',
      check: (trace) => {
        const now = last(trace)
        const before = trace[trace.length - 2]
        if (!sent(now, 'download.dismissed') || !before || !props(before).asking) return skip
        // Signed up in this round: the pop-up is storing it and will offer the file.
        if (sinceOpened(trace.slice(0, -1)).some((o) => sent(o, 'download.signedUp'))) return skip
        const p = props(now)
        return !p.popupOpen && !p.direct ? null : 'dismissing opened the way to the file'
      },
    },
  ],
}
