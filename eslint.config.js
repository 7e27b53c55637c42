import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
);
