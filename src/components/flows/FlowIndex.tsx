import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { flows } from '~/flows/catalog'
import { buildFlowModel } from '~/flows/model'
import styles from './Flows.module.css'

const percent = (c: { covered: number; total: number }) =>
  c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 100)

export function FlowIndex() {
  const models = useMemo(() => flows.map(buildFlowModel), [])
  return (
    <div className={styles.page}>
      <h1>Flows</h1>
      <p className={styles.lead}>
        Every behavioural flow of the storefront is a statechart. The tests are generated from these
        machines; coverage is the share of states and transitions their generated paths reach.
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
            </tr>
          </thead>
          <tbody>
            {models.map((m) => (
              <tr key={m.flow.key}>
                <th scope="row">
                  <Link to="/flows/$key" params={{ key: m.flow.key }}>
                    {m.flow.title}
                  </Link>
                  <p className={styles.desc}>{m.flow.machine.config.description}</p>
                </th>
                <td>{String(m.flow.machine.config.meta?.spec ?? '')}</td>
                <td>{m.states.length}</td>
                <td>{m.transitions.length}</td>
                <td>{m.paths.length}</td>
                <td>
                  {percent(m.coverage.states)} % states · {percent(m.coverage.transitions)} %
                  transitions
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
