// Lint enforces the boundaries of ARCHITECTURE.md as well as code quality.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { wallZones } from './eslint/walls.js';

const DEXIE_WRITES = ['add', 'bulkAdd', 'put', 'bulkPut', 'update', 'bulkUpdate', 'delete', 'bulkDelete', 'clear', 'modify'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.tsbuild', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The inner walls (docs/architecture.md) and no import cycles, in every runtime.
    files: ['src/**/*.{ts,tsx}', 'worker/**/*.ts', 'server/**/*.ts', 'sw/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: wallZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The UI never talks to the network: the sync worker does.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The UI never fetches: ask the sync worker (src/worker-client.ts).' },
        { name: 'XMLHttpRequest', message: 'The UI never talks to the network: use the sync worker.' },
        { name: 'WebSocket', message: 'The UI never talks to the network: use the sync worker.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${DEXIE_WRITES.join('|')})$/][callee.object.object.name='db']`,
          message: 'The UI never writes IndexedDB: call a worker command.',
        },
        {
          selector: `CallExpression[callee.property.name=/^(${DEXIE_WRITES.join('|')})$/][callee.object.type='CallExpression'][callee.object.callee.object.object.name='db']`,
          message: 'The UI never writes IndexedDB: call a worker command.',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.name='db']",
          message: 'The UI never writes IndexedDB: call a worker command.',
        },
        {
          selector: "MemberExpression[object.name='window'][property.name=/^(fetch|XMLHttpRequest|WebSocket)$/]",
          message: 'The UI never talks to the network: use the sync worker.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(server|sw)/', message: 'The UI imports neither server/ nor sw/.' }] }],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      // zod/mini, not zod: the worker loads the contract before the first screen, and classic zod cannot be
      // tree-shaken (scripts/zod-mini-codemod.ts converts a schema written in the classic style).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod/mini$)(?!\\.)', message: 'The contract depends on zod/mini only (scripts/zod-mini-codemod.ts converts classic zod).' }] },
      ],
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'The worker never imports React.' },
            { name: 'zod', message: 'The worker uses zod/mini, as the contract does: classic zod would ride along in its bundle.' },
          ],
          patterns: [{ regex: '^(\\.\\./)+src/(?!contract|db)', message: 'worker/ imports only src/contract and src/db from src/.' }],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/(?!contract)', message: 'server/ imports only src/contract from src/.' }] },
      ],
    },
  },
  {
    files: ['sw/sw.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!workbox-|\\./)', message: 'sw/ imports only Workbox and its own files.' }] }],
    },
  },
);
