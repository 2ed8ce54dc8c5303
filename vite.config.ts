import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Start itself is configured here; the app's own settings live in app.config.ts.
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  // One stylesheet for the whole site (about 9 KB gzip), in every page's head: the server
  // renders lazily loaded parts (islands, page-builder blocks) whose per-chunk CSS would only
  // arrive with their code, restyling what is already on screen (ADR 0014).
  build: { cssCodeSplit: false },
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
  ],
})
