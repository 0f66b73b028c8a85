// One linter for the whole repository: typescript-eslint everywhere, the React hooks and Relay rules in
// the console. Formatting is Prettier's job (`prettier --check` runs next to this in `npm test`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import relayUnusedFields from './eslint/relayUnusedFields.mjs';

// eslint-plugin-relay 1.8 still exports two rules as bare functions (the pre-ESLint-9 rule format).
// unused-fields is replaced by its tuned version (eslint/relayUnusedFields.mjs says why).
const relayPlugin = {
  rules: {
    ...Object.fromEntries(
      Object.entries(relay.rules).map(([name, rule]) => [name, typeof rule === 'function' ? { create: rule } : rule]),
    ),
    'unused-fields': relayUnusedFields,
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/__generated__/**', 'data/**', 'packages/*/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay: relayPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'relay/graphql-syntax': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
  {
    files: ['**/*.cjs', 'relay.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
