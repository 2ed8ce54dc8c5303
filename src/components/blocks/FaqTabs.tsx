import { SafeHtml } from '~/components/SafeHtml'
import { Tabs } from '~/components/tabs/Tabs'
import type { FaqTabsProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { BlockPlaceholder } from './Placeholder'
import styles from './Blocks.module.css'

/**
 * FAQ tabs (catalogue §2): a tab per topic; each question opens its answer (a native
 * disclosure, so answers open before any script and for every assistive technology).
 */
export function FaqTabs({ title, tabs }: FaqTabsProps) {
  if (!tabs.length) return <BlockPlaceholder text={BLOCK_TEXT.noContent} />
  const panels = tabs.map((tab, t) => ({
    id: String(t),
    title: tab.title,
    body: (
      <div className={styles.faqList}>
        {tab.items.map((item, i) => (
          <details key={i} className={styles.faqItem}>
            <summary>
              <h3>{item.question}</h3>
            </summary>
            <SafeHtml html={item.answer} className={styles.faqAnswer} />
          </details>
        ))}
      </div>
    ),
  }))
  return <Tabs panels={panels} label={title || BLOCK_TEXT.faqTitle} className={styles.section} />
}
