import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { flowFiguresQuery } from '~/flow-catalog/queries'
import styles from './Flows.module.css'

export function FlowIndex() {
  const { data: models } = useSuspenseQuery(flowFiguresQuery)
  return (
    <div className={styles.page}>
      <h1>Flows</h1>
      <p className={styles.lead}>
        Every behavioural flow of the storefront is a statechart. The tests are generated from these
        machines; coverage is the share of states and transitions their generated paths reach.
      </p>
      <p>
        <Link to="/flows/spec">The spec, sentence by sentence</Link>: every sentence of both specs
        and the tests that check it.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Statecharts of the storefront</caption>
          <thead>
            <tr>
              <th scope="col">Flow</th>
              <th scope="col">Spec</th>
              <th scope="col">States</th>
              <th scope="col">Transitions</th>
              <th scope="col">Generated paths</th>
              <th scope="col">Coverage</th>
              <th scope="col">Spec sentences checked</th>
            </tr>
          </thead>
          <tbody>
            {models.map((m) => (
              <tr key={m.key}>
                <th scope="row">
                  <Link to="/flows/$key" params={{ key: m.key }}>
                    {m.title}
                  </Link>
                  <p className={styles.desc}>{m.description}</p>
                </th>
                <td>{m.spec}</td>
                <td>{m.states}</td>
                <td>{m.transitions}</td>
                <td>{m.paths}</td>
                <td>
                  {m.coverage.states} % states · {m.coverage.transitions} % transitions
                </td>
                <td>
                  {m.sentences.checked} of {m.sentences.total}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
