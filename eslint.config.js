// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import patterns for a layer, as both the `@/layer` alias and any relative path into it. */
const layer = (name) => [`@/${name}`, `@/${name}/**`, `**/${name}/**`, `../${name}`, `../../${name}`];

/** The HUD feature folders (src/hud/features/<name>/), read from disk so a new feature is covered at once. */
const hudFeatures = readdirSync(new URL('./src/hud/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import patterns for one HUD feature folder: the alias, and relative paths from a sibling feature or from above. */
const hudFeature = (name) => [
  `@/hud/features/${name}`,
  `@/hud/features/${name}/**`,
  `../${name}`,
  `../${name}/**`,
  `**/features/${name}`,
  `**/features/${name}/**`,
];

const hudNoScenes = {
  group: [...layer('scenes'), 'pixi.js', '@pixi/*'],
  message: 'The HUD never imports scenes or Pixi; only hud/app and runtime wire them.',
};

/**
 * What the HUD may import of core (issue 9: it reads core only through ids, commands, events, content
 * and view models). Ids and content come from `@/content`, view models and wiring from `@/runtime`;
 * `readonly` types the world watchers get, `testing` builds worlds for component tests.
 */
const hudCorePatterns = [
  {
    // Gitignore syntax: a path is re-included only if no parent is excluded, so the bare `@/core` is left out.
    group: [
      '@/core/**',
      '**/core/**',
      '../core',
      '../../core',
      '!@/core/commands',
      '!@/core/events',
      '!@/core/readonly',
      '!@/core/testing',
      '!@/core/testing/**',
    ],
    message:
      'The HUD reads core only through commands, events, content (@/content) and view models (@/runtime/view-models).',
  },
];

const uiLibraries = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  'pixi.js',
  '@pixi/*',
  'zustand',
  'zustand/*',
  'dexie',
  'howler',
  '@supabase/*',
  'sonner',
  'framer-motion',
  'radix-ui',
  '@tanstack/*',
];

/**
 * What server/ never imports: the browser app's layers and UI libraries. `extra` adds layers; `platformAllowed`
 * names the platform modules let through (gitignore-style negations, which only work after `@/platform/**`).
 */
const serverForbidden = (extra, platformAllowed) => [
  ...uiLibraries.filter((name) => name !== '@supabase/*'),
  ...layer('hud'),
  ...layer('scenes'),
  ...layer('runtime'),
  ...extra,
  '@/platform/**',
  '**/platform/**',
  ...platformAllowed.map((module) => `!@/platform/${module}`),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'node_modules',
      'coverage',
      '.vite-cache',
      '.data',
      'playwright-report',
      'test-results',
      'supabase/functions/**/index.ts',
      'bench/.tmp',
    ],
  },
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
      // The project's line limit, Prettier's printWidth. Long strings, templates and comments are wrapped, not
      // ignored; a URL or a regular expression cannot be split without harm.
      'max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  // Content tables are prose data (descriptions, legal sections, page copy): each entry's text stays on its line.
  {
    files: ['src/content/**', 'src/hud/features/auth/terms-sections.ts', 'src/hud/game/page-catalog.ts'],
    rules: { 'max-len': 'off' },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...uiLibraries, 'node:*', 'fs', 'path'],
              message: 'src/core is pure: no UI, storage, network or Node libraries.',
            },
            {
              group: [
                ...layer('hud'),
                ...layer('scenes'),
                ...layer('runtime'),
                ...layer('persistence'),
                ...layer('platform'),
              ],
              message: 'src/core imports only core and content.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Wall time enters only through the runtime clock.' },
        { object: 'Math', property: 'random', message: 'Use the seeded RNG kept in the world.' },
        { object: 'performance', property: 'now', message: 'Wall time enters only through the runtime clock.' },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'indexedDB',
        'navigator',
        'fetch',
        'setTimeout',
        'setInterval',
        'requestAnimationFrame',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'new Date() reads the wall clock; pass time in.',
        },
      ],
    },
  },
  // content holds data tables and their types and ids; it imports nothing of core (core imports content).
  {
    files: ['src/content/**/*.ts'],
    ignores: ['src/content/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...uiLibraries], message: 'src/content is data only.' },
            {
              group: [...layer('core')],
              message: 'src/content imports nothing of core: core imports content, never the reverse.',
            },
            {
              group: [
                ...layer('hud'),
                ...layer('scenes'),
                ...layer('runtime'),
                ...layer('persistence'),
                ...layer('platform'),
              ],
              message: 'src/content is data only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/scenes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('hud'), 'react', 'react-dom', 'react-dom/*'],
              message: 'scenes and hud never import each other; scenes are Pixi only.',
            },
            { group: [...layer('persistence')], message: 'scenes do not touch saves.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/hud/**/*.{ts,tsx}'],
    ignores: ['src/hud/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [hudNoScenes, ...hudCorePatterns] }] },
  },
  // What features share lives below them (components, game, hooks, lib), which never reach up into features or app.
  {
    files: ['src/hud/{components,game,hooks,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            hudNoScenes,
            {
              group: [
                '@/hud/features',
                '@/hud/features/**',
                '**/features/**',
                '@/hud/app',
                '@/hud/app/**',
                '**/app/**',
                '../app',
              ],
              message:
                'hud/components, hud/game, hud/hooks and hud/lib serve the features: ' +
                'they import no feature, nor hud/app.',
            },
            ...hudCorePatterns,
          ],
        },
      ],
    },
  },
  // runtime wires the core, scenes and saves together below the HUD: the HUD subscribes to its stores, never the
  // reverse.
  {
    files: ['src/runtime/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('hud'), 'react', 'react-dom', 'react-dom/*'],
              message: 'runtime imports no HUD and no React: the HUD reads runtime stores.',
            },
          ],
        },
      ],
    },
  },
  // One block per feature: a feature never imports another (DESIGN.md). In flat config a later block's rule value
  // replaces an earlier one for the same file, so each block repeats the no-scenes pattern above.
  ...hudFeatures.map((feature) => ({
    files: [`src/hud/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            hudNoScenes,
            ...hudCorePatterns,
            {
              group: hudFeatures.filter((other) => other !== feature).flatMap(hudFeature),
              message:
                `A HUD feature never imports another: move what ${feature} shares to hud/components (UI) or ` +
                'hud/game (hooks, stores, session), or let hud/app pass it in.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/persistence/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'pixi.js', '@pixi/*', ...layer('hud'), ...layer('scenes')],
              message: 'persistence imports neither react nor pixi.',
            },
          ],
        },
      ],
    },
  },
  // server/ is the Node gateway. It shares with the client only the pure rules (core and content: the save guard
  // and, later, trial replay) and the published local-development keys and terms version; nothing of the browser app.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverForbidden(layer('persistence'), ['local-dev-keys', 'errors', 'terms']),
              message: 'server imports only core, content and platform/local-dev-keys, errors and terms of src.',
            },
          ],
        },
      ],
    },
  },
  // The server's integration tests may also drive the client's save pipeline (persistence, on a manual clock)
  // against the real gateway.
  {
    files: ['server/**/*.test.ts', 'server/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverForbidden([], ['local-dev-keys', 'errors', 'clock', 'terms']),
              message:
                'server tests import core, content, persistence, platform/clock and platform/local-dev-keys of src.',
            },
          ],
        },
      ],
    },
  },
);
