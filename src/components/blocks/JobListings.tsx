import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { SafeHtml } from '~/components/SafeHtml'
import type { JobListingsProps } from '~/content/blocks/marketing'
import { BLOCK_TEXT } from '~/content/blocks/text'
import { jobListingsQuery } from '~/content/query-options'
import styles from './Blocks.module.css'

/**
 * Job listings (catalogue §2): positionName and positionType (Full Time or Part Time) of the
 * published listings, filtered by the type the editor chose.
 */
export function JobListings({ title, positionType }: JobListingsProps) {
  return (
    <section className={styles.section} aria-label={title || BLOCK_TEXT.jobsTitle}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Suspense fallback={<p role="status">{BLOCK_TEXT.jobsLoading}</p>}>
        <JobList positionType={positionType === 'all' ? undefined : positionType} />
      </Suspense>
    </section>
  )
}

function JobList({ positionType }: { positionType?: 'Full Time' | 'Part Time' }) {
  // Failures already fall back to an empty list in the query.
  const { data } = useSuspenseQuery(jobListingsQuery(positionType))
  if (!data.length) return <p role="status">{BLOCK_TEXT.noJobs}</p>
  return (
    <ul className={styles.jobs}>
      {data.map((job) => (
        <li key={job.id} className={styles.job}>
          <h3>{job.positionName}</h3>
          <p className={styles.jobMeta}>
            {job.positionType}
            {job.location ? ` · ${job.location}` : ''}
          </p>
          <SafeHtml html={job.description} />
          {job.applyUrl && <a href={job.applyUrl}>{BLOCK_TEXT.applyFor(job.positionName)}</a>}
        </li>
      ))}
    </ul>
  )
}
