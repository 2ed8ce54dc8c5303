import { LoginForm } from '~/components/store-host/LoginForm'

export default function Preview({ input }: { input: Record<string, unknown> }) {
  return <LoginForm next={String(input.next ?? '/')} />
}
