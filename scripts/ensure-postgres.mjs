#!/usr/bin/env node
// The store suite also runs on PostgreSQL at 127.0.0.1:5432 (trust auth), as on this project's
// machines. When nothing answers there, start the local cluster, or install Debian's
// postgresql (as root) and start it with trust auth for local TCP — never skip the suite.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'

const HOST = '127.0.0.1'
const PORT = 5432

const answers = () =>
  new Promise((resolve) => {
    const socket = connect({ host: HOST, port: PORT })
    socket.setTimeout(1500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })

async function waitUp() {
  for (let i = 0; i < 40; i++) {
    if (await answers()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

if (process.env.TEST_PG_URL || (await answers())) process.exit(0)

const root = process.getuid?.() === 0
const sh = (cmd) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })

if (!existsSync('/etc/postgresql') || readdirSync('/etc/postgresql').length === 0) {
  if (!root) {
    console.error(
      'PostgreSQL is not running at 127.0.0.1:5432 and is not installed; install it (apt-get install postgresql) or set TEST_PG_URL.',
    )
    process.exit(1)
  }
  console.log('Installing Debian postgresql for the store suite…')
  sh('apt-get update -qq && apt-get install -y -qq postgresql > /dev/null')
}

for (const version of readdirSync('/etc/postgresql')) {
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`
  if (existsSync(hba) && root) {
    const text = readFileSync(hba, 'utf8')
    const line = 'host all all 127.0.0.1/32 trust'
    if (!text.includes(line)) writeFileSync(hba, `${line}\n${text}`)
  }
  try {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
      stdio: 'inherit',
    })
  } catch {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'reload'], {
      stdio: 'ignore',
    })
  }
}

if (!(await waitUp())) {
  console.error('PostgreSQL did not come up at 127.0.0.1:5432')
  process.exit(1)
}
console.log('PostgreSQL is up at 127.0.0.1:5432')
