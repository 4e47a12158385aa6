import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint-rules/no-cross-feature-imports.js';

const webSrc = `${import.meta.dirname}/apps/web/src/`;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'feature-boundaries': featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; the app composes them (STYLE.md habit 4).
      // The prefixes are those Vite or a tsconfig `paths` entry could resolve to src/.
      'feature-boundaries/no-cross-feature-imports': [
        'error',
        { aliases: { '@/': webSrc, '~/': webSrc, '/src/': webSrc, 'src/': webSrc } },
      ],
    },
  },
  {
    files: ['packages/matching/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      // The engine is pure: no clock, no randomness, no I/O (STYLE.md habit 6).
      'no-restricted-globals': ['error', 'Date', 'fetch', 'process'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random' }],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'net', 'http'] }],
    },
  },
);
