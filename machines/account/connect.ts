/** View props of the account widget (shell spec §2 "Account widget", §6). */
import { DEFAULT_CONNECT, partId, type ConnectOptions, type FlowView } from '../shared/connect'
import type { AccountEvent, accountMachine } from './machine'

export const ACCOUNT_TEXT = {
  account: (firstName: string) => `${firstName}'s Account`,
  /** When the store sends no first name. */
  accountFallback: 'My Account',
  dashboard: 'Account Dashboard',
  logout: 'Log Out',
  loggingOut: 'Logging out…',
  login: 'Log in',
  myBox: 'My Box',
} as const

export function connectAccount(
  snapshot: FlowView<typeof accountMachine>,
  send: (event: AccountEvent) => void,
  options: ConnectOptions = DEFAULT_CONNECT,
) {
  const loggingOut = snapshot.matches({ member: { menu: 'loggingOut' } })
  const menuOpen = snapshot.matches({ member: { menu: 'menuOpen' } }) || loggingOut
  const { firstName, myBoxCount } = snapshot.context
  const menuId = partId(options, 'menu')
  return {
    known: !snapshot.matches('unknown'),
    showLogin: snapshot.matches('anonymous') || snapshot.matches('loggedOut'),
    isMember: snapshot.matches('member'),
    label: firstName?.trim()
      ? ACCOUNT_TEXT.account(firstName.trim())
      : ACCOUNT_TEXT.accountFallback,
    menuOpen,
    loggingOut,
    myBoxCount,
    getRootProps: () => ({ id: partId(options, 'root') }),
    getLoginProps: () => ({ 'aria-label': ACCOUNT_TEXT.login }),
    getMyBoxProps: () => ({
      'aria-label': `${ACCOUNT_TEXT.myBox}, ${myBoxCount} ${myBoxCount === 1 ? 'item' : 'items'}`,
    }),
    getTriggerProps: () => ({
      id: partId(options, 'trigger'),
      type: 'button' as const,
      'aria-expanded': menuOpen,
      'aria-controls': menuId,
      onClick: () => send({ type: 'account.menuToggled' }),
    }),
    getMenuProps: () => ({ id: menuId, hidden: !menuOpen }),
    getLogoutProps: () => ({
      type: 'button' as const,
      disabled: loggingOut,
      'aria-busy': loggingOut,
      onClick: () => send({ type: 'account.logoutRequested' }),
      children: loggingOut ? ACCOUNT_TEXT.loggingOut : ACCOUNT_TEXT.logout,
    }),
  }
}
