// Lint configuration: typescript-eslint's recommended rules for all TypeScript, React and
// React Hooks rules for components and swizzles.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', '.venv/', '.venv-*/', 'test-results/', 'playwright-report/', '.bench/', '.e2e/', '.compare/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
);
