import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.output',
      '.tanstack',
      'coverage',
      '.stryker-tmp',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      '.data',
      'bench/bare/dist',
      'bench/bare/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Machines are pure statecharts: no React, no I/O (ADR 0009). A flow's production wiring
    // (its actors.ts) is where its I/O is given to it.
    files: ['machines/**/*.ts'],
    ignores: ['machines/*/actors.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react'],
              message: 'Machines import no React.',
            },
            {
              group: ['~/api/*', '~/server/*', 'node:*', '**/store/**'],
              message: 'Machines do no I/O; inject an actor.',
            },
            { regex: '^#store(/|$)', message: 'Machines do no I/O; inject an actor.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    // The reference store is a service of its own (ADR 0008): it shares the business rules in
    // src/domain and nothing else of the storefront.
    files: ['store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '!~/domain', '!~/domain/*'],
              message: 'The store imports only src/domain of the storefront.',
            },
            {
              group: ['**/src/**', '!**/src/domain/**', '**/app.config*'],
              message: 'The store imports only src/domain of the storefront.',
            },
            {
              // Gitignore-style groups read "#" as a comment: aliases need a regex.
              regex: '^#(app-config|machines)(/|$)',
              message: 'The store imports only src/domain of the storefront.',
            },
            { group: ['react', 'react-dom', '@tanstack/*'], message: 'The store is no React app.' },
          ],
        },
      ],
    },
  },
  {
    // The storefront reaches the store only through src/api, and mounts it in one place.
    files: ['src/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    ignores: ['src/server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/store/**', '**/store'],
              message: 'Call the store through src/api; only src/server.ts mounts it.',
            },
            {
              regex: '^#store(/|$)',
              message: 'Call the store through src/api; only src/server.ts mounts it.',
            },
          ],
        },
      ],
    },
  },
)
