// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS, serverArgs } from '../../../scripts/server-node.mjs'

// ADR 0030: the server runs with AsyncLocalStorage in V8's continuation data.
describe("the server's Node flags (scripts/server-node.mjs)", () => {
  it('are what npm start runs the server with', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/serve.mjs`)
    expect(serverArgs('/srv/shop')).toEqual([...SERVER_NODE_FLAGS, '/srv/shop/scripts/serve.mjs'])
  })

  it("are accepted by this checkout's Node, and a request scope survives awaits and timers under them", () => {
    // A Node that no longer knows a flag refuses to start: the suite says so here, not a server.
    const script = `
      const { AsyncLocalStorage } = require('node:async_hooks')
      const a = new AsyncLocalStorage(), b = new AsyncLocalStorage()
      const seen = []
      const one = (id) => a.run(id, () => b.run(id * 10, async () => {
        await null
        await new Promise((r) => setTimeout(r, 5 - id))
        seen.push([a.getStore(), b.getStore()])
      }))
      Promise.all([one(1), one(2), one(3)]).then(() => console.log(JSON.stringify(seen.sort())))
    `
    const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    })
    expect(JSON.parse(out)).toEqual([
      [1, 10],
      [2, 20],
      [3, 30],
    ])
  })
})
