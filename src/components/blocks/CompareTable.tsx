import type { CompareTableProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { CloseIcon } from '~/components/icons'
import { CheckIcon } from '~/components/more-icons'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/** Compare table (catalogue §2): a feature per row, ours against theirs. */
export function CompareTable({ title, columns, rows }: CompareTableProps) {
  if (!rows.length) return <BlockPlaceholder text={BLOCK_TEXT.noComparison} />
  const [ours = 'Us', theirs = 'Others'] = columns
  const mark = (yes: boolean) => (
    <span className={yes ? styles.yes : styles.no}>
      {yes ? <CheckIcon /> : <CloseIcon />}
      <span className="visually-hidden">{yes ? BLOCK_TEXT.compareYes : BLOCK_TEXT.compareNo}</span>
    </span>
  )
  return (
    <section className={styles.section} aria-label={title || undefined}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {/* Scrolls sideways when the table is wider than a phone: keyboard users reach it too. */}
      <div
        className={styles.tableScroll}
        role="group"
        aria-label={title || BLOCK_TEXT.compareFeature}
        tabIndex={0}
      >
        <table className={styles.compare}>
          <thead>
            <tr>
              <th scope="col">{BLOCK_TEXT.compareFeature}</th>
              <th scope="col">{ours}</th>
              <th scope="col">{theirs}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.feature}>
                <th scope="row">{r.feature}</th>
                <td>{mark(r.ours)}</td>
                <td>{mark(r.theirs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
