import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaries } from './scripts/lint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['console/src/**', 'admin/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // features never import each other (bulletproof-react); console and admin never import server code
    files: ['console/src/**', 'admin/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/backend/**', '**/projections/**', '@piboost/backend*', '@piboost/projections*'] }],
    },
  },
  {
    // No import circles anywhere (a type-only import is erased, so it makes none), and modules and
    // features meet through their public index.ts only (scripts/lint/boundaries.js).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, piboost: boundaries },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'console/tsconfig.json', 'admin/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'piboost/module-boundaries': 'error',
    },
  },
);
