import loginFlow from '#machines/login/view.gen'
import { LOGIN_TEXT, type LoginApi } from '#machines/login/connect'
import { Spinner } from '~/components/icons'
import { useFlow } from '~/flow-wiring/use-flow'
import styles from './StoreHost.module.css'

/** The store host's login (embedded reference store): member session + store cookie. */
export function LoginForm({ next }: { next: string }) {
  const { api } = useFlow(loginFlow, { input: { next } })

  return (
    <form className={styles.form} {...api.getFormProps()}>
      <h1 id={api.titleId}>{LOGIN_TEXT.title}</h1>
      <p>{LOGIN_TEXT.intro}</p>
      {api.failure && (
        <p role="alert" className={styles.failure}>
          {api.failure}
        </p>
      )}
      <Field field={api.email} />
      <Field field={api.password} />
      <button className={styles.primary} {...api.getSubmitProps()}>
        {api.busy && <Spinner />} {api.submitLabel}
      </button>
      <p className={styles.hint}>{LOGIN_TEXT.demo}</p>
    </form>
  )
}

function Field({ field }: { field: LoginApi['email'] }) {
  return (
    <div className={styles.field}>
      <label {...field.labelProps} />
      <input {...field.inputProps} />
      {field.error && <p className={styles.error} {...field.error} />}
    </div>
  )
}
