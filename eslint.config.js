// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import patterns for a layer, as both the `@/layer` alias and any relative path into it. */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`, `../${name}`, `../../${name}`];

/**
 * What the HUD may import of core (issue 9: it reads core only through ids, commands, events, content
 * and view models). Ids and content come from `@/content`, view models and wiring from `@/runtime`;
 * `readonly` types the world watchers get, `testing` builds worlds for component tests.
 */
const hudCorePatterns = [
  {
    // Gitignore syntax: a path is re-included only if no parent is excluded, so the bare `@/core` is left out.
    group: [
      '@/core/**', '**/core/**', '../core', '../../core',
      '!@/core/commands', '!@/core/events', '!@/core/readonly', '!@/core/testing', '!@/core/testing/**',
    ],
    message:
      'The HUD reads core only through commands, events, content (@/content) and view models (@/runtime/view-models).',
  },
];

const uiLibraries = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'pixi.js', '@pixi/*', 'zustand', 'zustand/*', 'dexie', 'howler', '@supabase/*', 'sonner', 'framer-motion', 'radix-ui', '@tanstack/*'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.vite-cache', '.data', 'playwright-report', 'test-results', 'supabase/functions/**/index.ts', 'bench/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/hud/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // DESIGN.md import rules: core imports only core and content, and touches no wall clock, randomness or DOM.
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...uiLibraries, 'node:*', 'fs', 'path'], message: 'src/core is pure: no UI, storage, network or Node libraries.' },
          { group: [...layer('hud'), ...layer('scenes'), ...layer('runtime'), ...layer('persistence'), ...layer('platform')], message: 'src/core imports only core and content.' },
        ],
      }],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Wall time enters only through the runtime clock.' },
        { object: 'Math', property: 'random', message: 'Use the seeded RNG kept in the world.' },
        { object: 'performance', property: 'now', message: 'Wall time enters only through the runtime clock.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'navigator', 'fetch', 'setTimeout', 'setInterval', 'requestAnimationFrame'],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'new Date() reads the wall clock; pass time in.' }],
    },
  },
  // content holds data tables and their types and ids; it imports nothing of core (core imports content).
  {
    files: ['src/content/**/*.ts'],
    ignores: ['src/content/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...uiLibraries], message: 'src/content is data only.' },
          { group: [...layer('core')], message: 'src/content imports nothing of core: core imports content, never the reverse.' },
          { group: [...layer('hud'), ...layer('scenes'), ...layer('runtime'), ...layer('persistence'), ...layer('platform')], message: 'src/content is data only.' },
        ],
      }],
    },
  },
  {
    files: ['src/scenes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...layer('hud'), 'react', 'react-dom', 'react-dom/*'], message: 'scenes and hud never import each other; scenes are Pixi only.' },
          { group: [...layer('persistence')], message: 'scenes do not touch saves.' },
        ],
      }],
    },
  },
  {
    files: ['src/hud/**/*.{ts,tsx}'],
    ignores: ['src/hud/app/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...layer('scenes'), 'pixi.js', '@pixi/*'], message: 'hud features never import scenes; only hud/app and runtime wire them.' },
          ...hudCorePatterns,
        ],
      }],
    },
  },
  {
    files: ['src/persistence/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'pixi.js', '@pixi/*', ...layer('hud'), ...layer('scenes')], message: 'persistence imports neither react nor pixi.' }],
      }],
    },
  },
);
