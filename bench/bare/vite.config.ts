import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The baseline for the bundle budget: a bare Start + Query page (scripts/bench-bundle.mjs).
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
