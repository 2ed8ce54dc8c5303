import accountFlow from '#machines/account/view.gen'
import { useQuery } from '@tanstack/react-query'
import { ACCOUNT_TEXT } from '#machines/account/connect'
import { sessionQuery } from '~/api/shell'
import { BoxIcon, UserIcon } from '~/components/icons'
import { useFlow, useQueryEvents } from '~/flow-wiring/use-flow'
import { useStoreHost } from './hooks'
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
  const { actor, api } = useFlow(accountFlow)
  const links = useStoreHost()
  useQueryEvents(
    actor,
    useQuery(sessionQuery),
    (session) => ({ type: 'account.sessionRead' as const, session }),
    { type: 'account.sessionFailed' },
  )

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
      <div className={styles.account} {...api.getRootProps()}>
        <button className={styles.accountButton} {...api.getTriggerProps()}>
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
