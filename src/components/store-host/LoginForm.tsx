import { assignLocation } from '~/lib/navigation'
import { useId, useState, type FormEvent } from 'react'
import { EMAIL_REQUIRED, emailError } from '~/domain/email'
import { Spinner } from '~/components/icons'
import styles from './StoreHost.module.css'

export const LOGIN_TEXT = {
  title: 'Log In',
  intro: 'Log in to manage your subscription box and orders.',
  email: 'Email address',
  password: 'Password',
  submit: 'Log In',
  submitting: 'Logging in…',
  demo: 'Reference store demo member: demo@clearhome.example, password clearhome-demo.',
} as const

const DASHBOARD = '/membership/dashboard'

/**
 * Only this site's own paths are followed after login (never an open redirect). Browsers drop
 * tabs and newlines from URLs, so control characters are refused before the origin check.
 */
export function safeNextPath(next: unknown): string {
  const hasControl = (v: string) =>
    [...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
  if (
    typeof next !== 'string' ||
    !/^\/(?!\/)/.test(next) ||
    next.includes('\\') ||
    hasControl(next)
  )
    return DASHBOARD
  const base = 'https://site.invalid'
  try {
    const url = new URL(next, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : DASHBOARD
  } catch {
    return DASHBOARD
  }
}

/** The store host's login (embedded reference store): member session + store cookie. */
export function LoginForm({ next }: { next: string }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = {
      email: emailError(email) ?? undefined,
      password: password ? undefined : EMAIL_REQUIRED,
    }
    setErrors(found)
    setFailure(null)
    if (found.email || found.password) return
    setBusy(true)
    try {
      const { login } = await import('~/api/account')
      await login(email.trim(), password)
      assignLocation(safeNextPath(next))
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{LOGIN_TEXT.title}</h1>
      <p>{LOGIN_TEXT.intro}</p>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Field
        id={`${id}-email`}
        label={LOGIN_TEXT.email}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(v) => {
          setEmail(v)
          setErrors((e) => ({ ...e, email: undefined }))
        }}
      />
      <Field
        id={`${id}-password`}
        label={LOGIN_TEXT.password}
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(v) => {
          setPassword(v)
          setErrors((e) => ({ ...e, password: undefined }))
        }}
      />
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? (
          <>
            <Spinner /> {LOGIN_TEXT.submitting}
          </>
        ) : (
          LOGIN_TEXT.submit
        )}
      </button>
      <p className={styles.hint}>{LOGIN_TEXT.demo}</p>
    </form>
  )
}

function Field(props: {
  id: string
  label: string
  type: string
  autoComplete: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={`${props.id}-error`} role="alert" className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  )
}
