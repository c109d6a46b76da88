/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * True in the dev server and in the end-to-end build (`vite build --mode e2e`): the `window` hooks the
 * tests drive the game through. Replaced at build time, so a normal production build compiles them out
 * (tests/build/shipped-build.test.ts checks it).
 */
declare const __TEST_HOOKS__: boolean;
