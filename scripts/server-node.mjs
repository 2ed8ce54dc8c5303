// How the production server's Node starts (ADR 0030): every place that starts scripts/serve.mjs
// (npm start, Playwright's web server, the benches, the browser tests' own instances) takes its
// arguments from here.
import { join } from 'node:path'

/**
 * AsyncLocalStorage kept in V8's continuation data (Node 24's default; a flag on Node 22) instead
 * of an async hook on every promise: the app's request scopes and OpenTelemetry's context then
 * cost nothing per promise, whatever their number. Measured: a kept page −10 % CPU, an
 * uncached product page −10 %, and tracing's context no longer a cost on every request.
 */
export const SERVER_NODE_FLAGS = ['--experimental-async-context-frame']

/** `node` arguments that start the server of the checkout at `root`. */
export const serverArgs = (root) => [...SERVER_NODE_FLAGS, join(root, 'scripts/serve.mjs')]

/** Whether this process runs with them (on the command line or in NODE_OPTIONS). */
export const hasServerFlags = () =>
  SERVER_NODE_FLAGS.every(
    (flag) => process.execArgv.includes(flag) || (process.env.NODE_OPTIONS ?? '').includes(flag),
  )
