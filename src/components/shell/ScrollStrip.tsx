import dragScrollFlow from '#machines/drag-scroll/view.gen'
import { Link } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import { useFlow } from '~/flow-wiring/use-flow'
import type { NavLink } from '~/domain/navigation'
import styles from './ScrollStrip.module.css'

/**
 * A horizontal strip of links (category pills, header template 2's bottom menu): scrolls by
 * touch, wheel or mouse drag, is centred when it fits and left-aligned when it overflows, and
 * keeps the active link centred.
 */
export function ScrollStrip({
  label,
  links,
  variant,
}: {
  label: string
  links: NavLink[]
  variant: 'pills' | 'menu'
}) {
  const scroller = useRef<HTMLUListElement>(null)
  const { api } = useFlow(dragScrollFlow)

  // Layout, not behaviour: the active link is centred whenever the links change, before the
  // strip paints.
  const activeUrl = links.find((l) => l.active)?.url
  useLayoutEffect(() => {
    const list = scroller.current!
    const active = list.querySelector<HTMLElement>('[aria-current="page"]')
    if (active) list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2
  }, [activeUrl, links.length])

  return (
    <nav aria-label={label} className={styles.strip} data-variant={variant}>
      <ul ref={scroller} className={styles.list} {...api.getStripProps()}>
        {links.map((link) => (
          <li key={link.url}>
            <Link
              to={link.url as '/'}
              // Only the strip decides which link is current (a parent path is not).
              activeOptions={{ exact: true }}
              className={styles.link}
              aria-current={link.active ? 'page' : undefined}
              draggable={false}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
