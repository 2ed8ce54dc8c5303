import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Start itself is configured here; the app's own settings live in app.config.ts.
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        routesDirectory: '../routes',
        generatedRouteTree: './routeTree.gen.ts',
      },
    }),
    viteReact(),
  ],
})
