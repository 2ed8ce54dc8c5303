import { useEffect, useRef } from 'react'
import { ACCOUNT_TEXT, connectAccount } from '#machines/account/connect'
import { BoxIcon, UserIcon } from '~/components/icons'
import { useDeferredFlow } from '~/flow-wiring/deferred-flow'
import { frameFlows } from '~/flow-wiring/frame-flows'
import { onMyBoxAdded, onMyBoxUpdate } from '~/lib/cart-events'
import { assignLocation } from '~/lib/navigation'
import { useDismiss, useRouteChange, useStoreHost } from './hooks'
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
  const { actor, api } = useDeferredFlow(frameFlows.account, connectAccount)
  const links = useStoreHost()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useRouteChange(api.routeChanged)
  useDismiss(root, api.menuOpen && !api.loggingOut, api.closeMenu, trigger)

  useEffect(() => {
    const sub = actor.on('account.loggedOut', () => assignLocation(links.login))
    return () => sub.unsubscribe()
  }, [actor, links.login])

  // A member's adds from anywhere on the page (catalogue §4): count up, then the store's count.
  useEffect(() => {
    const stopAdded = onMyBoxAdded((quantity) =>
      actor.send({ type: 'account.myBoxAdded', quantity }),
    )
    const stopUpdate = onMyBoxUpdate(() => actor.send({ type: 'account.myBoxUpdated' }))
    return () => {
      stopAdded()
      stopUpdate()
    }
  }, [actor])

  if (!api.known) return <span className={styles.accountPlaceholder} aria-hidden="true" />
  if (api.showLogin) {
    if (!showLogin) return null
    return (
      <a href={links.login} className="icon-button" {...api.getLoginProps()}>
        <UserIcon />
      </a>
    )
  }
  return (
    <>
      {showMyBox && (
        <a href={links.dashboard} className="icon-button" {...api.getMyBoxProps()}>
          <BoxIcon />
          <span className="count-badge" aria-hidden="true">
            {api.myBoxCount}
          </span>
        </a>
      )}
      <div className={styles.account} ref={root}>
        <button ref={trigger} className={styles.accountButton} {...api.getTriggerProps()}>
          <UserIcon />
          <span className={styles.accountLabel}>{api.label}</span>
        </button>
        <ul className={styles.accountMenu} {...api.getMenuProps()}>
          <li>
            <a href={links.dashboard}>{ACCOUNT_TEXT.dashboard}</a>
          </li>
          <li>
            <button {...api.getLogoutProps()} />
          </li>
        </ul>
      </div>
    </>
  )
}
