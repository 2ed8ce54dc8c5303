import { assignLocation } from '~/lib/navigation'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { accountMachine, ACCOUNT_TEXT, connectAccount } from '#machines/account'
import { BoxIcon, UserIcon } from '~/components/icons'
import { accountImplementations } from '~/flows/implementations'
import { useDismiss, useFlowView, useRouteChange, useStoreHost } from './hooks'
import styles from './Header.module.css'

/**
 * Login icon for anonymous visitors, "{first name}'s Account" with its menu and "My Box" for
 * members; nothing until the session is known (shell spec §2 "Account widget", §6).
 */
export function AccountWidget({
  showLogin = true,
  showMyBox = true,
}: {
  /** Header template 1's toggles. */
  showLogin?: boolean
  showMyBox?: boolean
} = {}) {
  const queryClient = useQueryClient()
  const { actor, api } = useFlowView(
    accountMachine,
    () => accountImplementations(queryClient),
    connectAccount,
  )
  const links = useStoreHost()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  useRouteChange(api.routeChanged)
  useDismiss(root, api.menuOpen && !api.loggingOut, api.closeMenu, trigger)

  useEffect(() => {
    const sub = actor.on('account.loggedOut', () => assignLocation(links.login))
    return () => sub.unsubscribe()
  }, [actor, links.login])

  if (!api.known) return <span className={styles.accountPlaceholder} aria-hidden="true" />
  if (api.showLogin) {
    if (!showLogin) return null
    return (
      <a href={links.login} className="icon-button" aria-label={ACCOUNT_TEXT.login}>
        <UserIcon />
      </a>
    )
  }
  return (
    <>
      {showMyBox && (
        <a
          href={links.dashboard}
          className="icon-button"
          aria-label={`${ACCOUNT_TEXT.myBox}, ${api.myBoxCount} ${api.myBoxCount === 1 ? 'item' : 'items'}`}
        >
          <BoxIcon />
          <span className="count-badge" aria-hidden="true">
            {api.myBoxCount}
          </span>
        </a>
      )}
      <div className={styles.account} ref={root}>
        <button
          ref={trigger}
          type="button"
          className={styles.accountButton}
          aria-expanded={api.menuOpen}
          aria-controls={menuId}
          onClick={api.toggleMenu}
        >
          <UserIcon />
          <span className={styles.accountLabel}>{api.label}</span>
        </button>
        <ul id={menuId} className={styles.accountMenu} hidden={!api.menuOpen}>
          <li>
            <a href={links.dashboard}>{ACCOUNT_TEXT.dashboard}</a>
          </li>
          <li>
            <button type="button" onClick={api.logout} disabled={api.loggingOut}>
              {api.loggingOut ? ACCOUNT_TEXT.loggingOut : ACCOUNT_TEXT.logout}
            </button>
          </li>
        </ul>
      </div>
    </>
  )
}
