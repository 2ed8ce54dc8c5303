/**
 * Tabs and accordions (WAI-ARIA patterns): tabs have one active panel and arrow-key, Home and
 * End movement between them; accordions let several sections be open at once.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './Tabs.module.css'

export interface Panel {
  id: string
  title: string
  body: ReactNode
}

export function Tabs({
  panels,
  label,
  className,
}: {
  panels: readonly Panel[]
  /** Names the tab list (and the section's hidden heading). */
  label: string
  className?: string
}) {
  const [active, setActive] = useState(panels[0]?.id)
  const id = useId()
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = panels.length - 1
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % panels.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + panels.length) % panels.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null
    if (next === null) return
    e.preventDefault()
    setActive(panels[next]!.id)
    tabs.current[next]?.focus()
  }
  return (
    <section className={className} aria-label={label}>
      {/* The panels' own headings are h3: the outline needs this level between them and h1. */}
      <h2 className="visually-hidden">{label}</h2>
      <div role="tablist" className={styles.tablist} aria-label={label}>
        {panels.map((p, i) => (
          <button
            key={p.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${p.id}`}
            aria-selected={p.id === active}
            aria-controls={`${id}-panel-${p.id}`}
            tabIndex={p.id === active ? 0 : -1}
            onClick={() => setActive(p.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {p.title}
          </button>
        ))}
      </div>
      {panels.map((p) => (
        <div
          key={p.id}
          role="tabpanel"
          id={`${id}-panel-${p.id}`}
          aria-labelledby={`${id}-tab-${p.id}`}
          hidden={p.id !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {p.body}
        </div>
      ))}
    </section>
  )
}

export function Accordions({
  panels,
  label,
  className,
}: {
  panels: readonly Panel[]
  label: string
  className?: string
}) {
  // Several may be open at once; the first is open to begin with (shell §4).
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(panels[0] ? [panels[0].id] : []),
  )
  const id = useId()
  const toggle = (p: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (!next.delete(p)) next.add(p)
      return next
    })
  return (
    <section className={className} aria-label={label}>
      {panels.map((p) => (
        <div key={p.id} className={styles.accordion}>
          <h2 className={styles.accordionHeading}>
            <button
              type="button"
              id={`${id}-head-${p.id}`}
              aria-expanded={open.has(p.id)}
              aria-controls={`${id}-body-${p.id}`}
              onClick={() => toggle(p.id)}
            >
              {p.title}
            </button>
          </h2>
          <div
            id={`${id}-body-${p.id}`}
            role="region"
            aria-labelledby={`${id}-head-${p.id}`}
            hidden={!open.has(p.id)}
            className={styles.panel}
          >
            {p.body}
          </div>
        </div>
      ))}
    </section>
  )
}
