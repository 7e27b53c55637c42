import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { piboost } from './scripts/lint/index.js';

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
    // features never import each other (bulletproof-react); console and admin never import server
    // code - only the API's types, from the backend's type-only barrel (backend/src/contract.ts)
    files: ['console/src/**', 'admin/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/**', '@piboost/backend', '@piboost/backend/**', '!@piboost/backend/contract', '**/projections/**', '@piboost/projections*'],
              message: 'O console e o back office não importam código do servidor: use os tipos de @piboost/backend/contract.',
            },
            { group: ['@piboost/backend/contract'], allowTypeImports: true, message: 'Do contrato, só tipos: import type { ... } from "@piboost/backend/contract".' },
          ],
        },
      ],
    },
  },
  {
    // No import circles anywhere (a type-only import is erased, so it makes none), and the house
    // rules (scripts/lint/): modules and features meet through their public index.ts only and the
    // packages import one way (boundaries.js), business time comes from the one clock (clock.js),
    // a module names only its own tables (tables.js).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, piboost },
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
      'piboost/no-business-clock': 'error',
      'piboost/no-foreign-tables': 'error',
    },
  },
);
