/** Account widget and logout: the flow's one definition (ADR 0009). */
import { bool, data, defineFlow, oneOf } from '../shared/flow'
import { connectAccount } from './connect'
import { accountMachine, type AccountContext, type VisitorSession } from './machine'
import { accountSpec } from './spec'

const anonymous: VisitorSession = { authenticated: false, member: null, myBoxCount: 0 }
const member: VisitorSession = {
  authenticated: true,
  member: { firstName: 'Dana', token: 'member-token' },
  myBoxCount: 3,
}

export default defineFlow({
  title: 'Account widget and logout',
  machine: accountMachine,
  connect: connectAccount,
  spec: accountSpec,
  start: {
    warm: true,
    // The page's session, as the session query answers it.
    events: [
      {
        type: 'account.sessionRead',
        session: {
          authenticated: bool,
          member: oneOf(null, { firstName: data.string, token: data.string }),
          myBoxCount: data.number,
        },
      },
      { type: 'account.sessionFailed' },
    ],
  },
  samples: {
    events: {
      'account.sessionRead': [
        { type: 'account.sessionRead', session: anonymous },
        { type: 'account.sessionRead', session: member },
      ],
      'account.myBoxAdded': [{ type: 'account.myBoxAdded', quantity: 2 }],
    },
    outputs: { logout: [undefined], refreshMyBox: [1] },
    // The count as shown, up to a few adds (beyond that, more adds change nothing new).
    context: (c: AccountContext) => ({
      member: c.firstName,
      myBoxCount: c.myBoxCount <= 5 ? c.myBoxCount : 'more',
    }),
  },
})
