#!/usr/bin/env node
// The store suite also runs on PostgreSQL at 127.0.0.1:5432 (trust auth) and shares rate limits
// through Redis at 127.0.0.1:6379, as on this project's machines. When nothing answers there,
// start the local service, or install Debian's postgresql / redis-server (as root) and start
// it — never skip the suite.
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'

const HOST = '127.0.0.1'
const PORT = 5432
const REDIS_PORT = 6379

const answers = (port = PORT) =>
  new Promise((resolve) => {
    const socket = connect({ host: HOST, port })
    socket.setTimeout(1500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })

async function waitUp(port = PORT) {
  for (let i = 0; i < 40; i++) {
    if (await answers(port)) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

const root = process.getuid?.() === 0
const sh = (cmd) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })

await ensureRedis()
ensureDebianTools()
if (process.env.TEST_PG_URL || (await answers())) process.exit(0)

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

/**
 * The deployment's other parts the browser suite starts itself (tests/e2e/edge.spec.ts,
 * tests/e2e/prometheus.spec.ts): Varnish with the xkey module, and Prometheus. Installed from
 * Debian's packages where missing (as root), never skipped.
 */
function ensureDebianTools() {
  const missing = [
    ['/usr/sbin/varnishd', 'varnish'],
    ['/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', 'varnish-modules'],
    ['/usr/bin/prometheus', 'prometheus'],
  ]
    .filter(([path]) => !existsSync(path))
    .map(([, pkg]) => pkg)
  if (missing.length === 0) return
  if (!root) {
    console.error(
      `Missing Debian packages for the browser suite: apt-get install ${missing.join(' ')}`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian ${missing.join(', ')} for the browser suite…`)
  sh(
    `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${missing.join(' ')} > /dev/null`,
  )
}

async function ensureRedis() {
  if (process.env.TEST_REDIS_URL || (await answers(REDIS_PORT))) return
  let server = '/usr/bin/redis-server'
  if (!existsSync(server)) {
    if (!root) {
      console.error(
        'Redis is not running at 127.0.0.1:6379 and is not installed; install it (apt-get install redis-server) or set TEST_REDIS_URL.',
      )
      process.exit(1)
    }
    console.log('Installing Debian redis-server for the store suite…')
    sh('apt-get update -qq && apt-get install -y -qq redis-server > /dev/null')
    server = '/usr/bin/redis-server'
  }
  // Nothing kept on disk: the suite's keys are throwaway.
  execFileSync(
    server,
    [
      '--daemonize',
      'yes',
      '--bind',
      HOST,
      '--port',
      String(REDIS_PORT),
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      '/tmp',
    ],
    { stdio: 'inherit' },
  )
  if (!(await waitUp(REDIS_PORT))) {
    console.error('Redis did not come up at 127.0.0.1:6379')
    process.exit(1)
  }
  console.log('Redis is up at 127.0.0.1:6379')
}
