import styles from './Blocks.module.css'

/** What a block shows in place of content it does not have (catalogue §2 placeholders). */
export function BlockPlaceholder({ text }: { text: string }) {
  return (
    <p className={styles.placeholder} role="status">
      {text}
    </p>
  )
}
