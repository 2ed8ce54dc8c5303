import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { specRegisterQuery, type SpecRegisterView } from '~/flow-catalog/queries'
import {
  registerAnchor,
  STATUSES,
  type RegisterStatus as Status,
} from '~/flow-catalog/register-search'
import styles from './Flows.module.css'

const LEVELS = {
  property: 'spec property',
  path: 'generated paths',
  view: 'view test',
  unit: 'unit test',
  browser: 'browser test',
} as const

const DOCS = {
  Shell: 'Storefront shell and journeys',
  Catalogue: 'Catalogue and content blocks',
} as const

type Entry = SpecRegisterView['entries'][number]

/** A test's title without the ids it ends with (they are the sentence's own). */
const titleOf = (name: string) => name.replace(/\s*\[(?:Shell|Catalogue) §[^\]]*\]\s*$/, '')

/**
 * Both specs section by section, each sentence with its status and what checks it: the spec
 * properties that quote it (with the generated paths that exercise them) and the tests whose
 * titles name it, or the reason it is waived. Links only: usable before and without JavaScript.
 */
export function SpecRegister({ status }: { status?: Status }) {
  const { data } = useSuspenseQuery(specRegisterQuery)
  const shown = status ? data.entries.filter((e) => e.status === status) : data.entries
  const whole = data.figures.filter((f) => f.section < 0)
  return (
    <div className={styles.page}>
      <p>
        <Link to="/flows">Flows</Link>
      </p>
      <h1>The spec, sentence by sentence</h1>
      <p className={styles.lead}>
        Every sentence of both specs, and what checks it: a spec property (checked on every
        generated path of a flow and by random walks) or a test whose title names the sentence. A
        sentence no test can state is waived, with the reason.
      </p>
      {/* Scrolls sideways on a phone: a stop of its own for the keyboard. */}
      <div className={styles.tableWrap} role="region" aria-label="Sentences by status" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Sentences by status</caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Sentences</th>
              <th scope="col">Checked</th>
              <th scope="col">Waived</th>
              <th scope="col">Unchecked</th>
            </tr>
          </thead>
          <tbody>
            {whole.map((f) => (
              <tr key={f.doc}>
                <th scope="row">{DOCS[f.doc as keyof typeof DOCS]}</th>
                <td>{f.sentences}</td>
                <td>{f.checked}</td>
                <td>{f.waived}</td>
                <td>{f.unchecked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Show sentences" className={styles.filters}>
        <Link to="/flows/spec" search={{}} aria-current={status ? undefined : 'page'}>
          All
        </Link>
        {STATUSES.map((s) => (
          <Link
            key={s}
            to="/flows/spec"
            search={{ status: s }}
            aria-current={status === s ? 'page' : undefined}
          >
            {s[0]!.toUpperCase() + s.slice(1)} ({data.entries.filter((e) => e.status === s).length})
          </Link>
        ))}
      </nav>
      {shown.length === 0 && <p>No sentence is {status} in either document.</p>}
      {(['Shell', 'Catalogue'] as const).map((doc) => (
        <Document key={doc} doc={doc} entries={shown.filter((e) => e.doc === doc)} />
      ))}
    </div>
  )
}

function Document({ doc, entries }: { doc: keyof typeof DOCS; entries: Entry[] }) {
  if (!entries.length) return null
  const sections = [...new Set(entries.map((e) => e.section))]
  return (
    <section aria-labelledby={`doc-${doc}`}>
      <h2 id={`doc-${doc}`}>
        {DOCS[doc]} ({doc})
      </h2>
      {sections.map((n) => {
        const inSection = entries.filter((e) => e.section === n)
        return (
          <section key={n} aria-labelledby={`doc-${doc}-${n}`}>
            <h3 id={`doc-${doc}-${n}`}>
              §{n} {inSection[0]!.sectionTitle}
            </h3>
            <ol className={styles.register}>
              {inSection.map((e) => (
                <Sentence key={e.id} entry={e} />
              ))}
            </ol>
          </section>
        )
      })}
    </section>
  )
}

function Sentence({ entry: e }: { entry: Entry }) {
  return (
    <li id={registerAnchor(e.id)} data-status={e.status}>
      <p>
        <a href={`#${registerAnchor(e.id)}`} className={styles.sentenceId}>
          {e.id}
        </a>{' '}
        <span className={styles.status}>{e.status}</span>
        {e.heading && <span className={styles.exercise}> · {e.heading}</span>}
      </p>
      <p>
        <q>{e.text}</q>
      </p>
      {e.waiver && <p className={styles.exercise}>Waived: {e.waiver}</p>}
      {(e.properties.length > 0 || e.tests.length > 0) && (
        <ul className={styles.checks}>
          {e.properties.map((p) => (
            <li key={`${p.flow}/${p.id}`}>
              {LEVELS.property}{' '}
              <Link to="/flows/$key" params={{ key: p.flow }} hash={`property-${p.id}`}>
                {p.flow} · {p.id}
              </Link>{' '}
              <span className={styles.exercise}>
                · exercised on {p.paths} generated path{p.paths === 1 ? '' : 's'}
              </span>
            </li>
          ))}
          {e.tests.map((t) => (
            <li key={`${t.file}/${t.name}`}>
              {LEVELS[t.level]} <q>{titleOf(t.name)}</q>{' '}
              <span className={styles.exercise}>· {t.file}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
