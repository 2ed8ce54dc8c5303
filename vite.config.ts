import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Brotli (quality 11) and gzip (level 9) copies of the client's scripts and stylesheet, which
 * scripts/serve.mjs sends to browsers that accept them. Compressing on the fly uses a quick
 * brotli (quality 4): the entry chunk went out at 170 KB instead of 145 (ADR 0006).
 */
function precompress(): Plugin {
  return {
    name: 'clearhome:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client'
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|json)$/.test(name))
      await Promise.all(
        files.map(async (name) => {
          const data = await readFile(join(dir, name))
          if (data.length < 1024) return
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipped(data, { level: 9 }),
          ])
          await Promise.all([
            writeFile(join(dir, `${name}.br`), br),
            writeFile(join(dir, `${name}.gz`), gz),
          ])
        }),
      )
    },
  }
}

// Start itself is configured here; the app's own settings live in app.config.ts.
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  // One stylesheet for the whole site (about 9 KB gzip), in every page's head: the server
  // renders lazily loaded parts (islands, page-builder blocks) whose per-chunk CSS would only
  // arrive with their code, restyling what is already on screen (ADR 0014). No preload lists
  // on dynamic imports: hashed chunk names every first load paid for (ADR 0006, 2026-11-24).
  build: { cssCodeSplit: false, modulePreload: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, the router and Query load on every page: one chunk instead of some forty
            // small ones, each a request a phone on a slow network waits on (ADR 0006).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|seroval[\w-]*|tiny-invariant|tiny-warning|cookie-es|use-sync-external-store)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        routesDirectory: '../routes',
        generatedRouteTree: './routeTree.gen.ts',
        // Loaders in chunks of their own: a page's first load carries neither the other
        // routes' loaders nor what they import (they run on the server for that load).
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader'],
            ['component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    viteReact(),
    precompress(),
  ],
})
