/**
 * An end-to-end build (`vite build --mode e2e`, issue 30): the shipped app with the test hooks compiled in, run by
 * Playwright on a 2-core machine with software WebGL. Not the dev server (which has the hooks too) and never a
 * production build. The `typeof` guard keeps modules loadable where nothing defines the constant (tsx, benchmarks).
 */
export const IS_E2E_BUILD: boolean = typeof __TEST_HOOKS__ !== 'undefined' && __TEST_HOOKS__ && !import.meta.env.DEV;
