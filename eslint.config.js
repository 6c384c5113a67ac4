// Lint for every workspace: JavaScript and TypeScript recommended rules, kept in `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '.test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  { files: ['web-public/src/**', 'web-admin/src/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    // The domain runs on the server and on the tablet alike: plain functions over the contracts, nothing else.
    files: ['domain/src/**'],
    ignores: ['domain/src/**/*.spec.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@forecourt/contracts|@forecourt/domain|\\.)', message: 'The domain imports only the contracts and itself.' }] },
      ],
    },
  },
);
