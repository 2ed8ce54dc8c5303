import { availableParallelism } from 'node:os'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [viteReact()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    pool: 'threads',
    // Vitest's default is one thread fewer than the cores: one thread on the 2-core CI machine.
    // Every file is independent (own databases, own PGlite, random Redis keys): use them all.
    maxWorkers: availableParallelism(),
    reporters: ['default', './tests/reporters/vitest-slowest.ts'],
  },
})
