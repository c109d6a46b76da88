import { defineConfig, devices } from '@playwright/test';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 54321);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the network chatter this sandbox refuses turned off; WebGL via SwiftShader. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * The journeys' Chromium also composites the page on the CPU: compositing through SwiftShader cost an idle combat page
 * 1.2 cores on the 2-core test machine, software compositing a third of that; WebGL still draws through SwiftShader.
 * Benchmarks keep `chromiumArgs`, as their baselines were measured with it.
 */
export const e2eChromiumArgs = [...chromiumArgs, '--disable-gpu-compositing'];

/**
 * Two workers on the 2-core machine the test line runs on: they keep both cores busy; more only share the same
 * cores among more browsers (four ran slower than two: docs/decisions.md, "Test line").
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Every journey makes its own accounts, so any test may run beside any other; the longest files spread over both.
  fullyParallel: true,
  workers,
  // One retry in CI: a 2-core runner shared by Chromium (software WebGL), the gateway and another journey has slow
  // moments.
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    // Recording a trace costs every test a share of the CPU (DOM snapshots and a screencast); the CI retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The build registers the offline service worker, which would precache the whole app in every new context; only
    // the offline journey (offline-app.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromePath, args: e2eChromiumArgs },
  },
  projects: [
    // `*.touch.spec.ts` files test what exists only below 768 px (the sidebar sheet): the touch project alone runs
    // them.
    {
      name: 'desktop',
      testIgnore: /\.touch\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 860 },
        launchOptions: { executablePath: chromePath, args: e2eChromiumArgs },
      },
    },
    {
      name: 'touch',
      // Tests whose subject does not depend on the viewport run once, in the desktop project.
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: chromePath, args: e2eChromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // A throwaway in-memory database per run, so e2e tests never touch a developer's .data/.
      command: `node --import tsx server/main.ts`,
      env: {
        GATEWAY_PORT: String(gatewayPort),
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SIGNIN_PER_IP: '1000',
        RATE_LIMIT_SIGNUP_PER_IP: '1000',
        // Journeys away for hours move the sync function's clock for their player (e2e/saves-support.ts).
        FUNCTION_CLOCK_CONTROL: '1',
        // Journeys speed the game up with the dev time-scale hook: a minute at 8x claims 8 minutes the server did not
        // see pass. The bound itself is proven by the unit and server tests; here it allows a day.
        SYNC_CLOCK_TOLERANCE_MS: String(24 * 3_600_000),
      },
      url: `http://127.0.0.1:${gatewayPort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The production build with the test hooks compiled in (vite.config.ts, mode e2e), made once and reused while
      // its inputs are unchanged (scripts/e2e-build.mjs), instead of a dev server transforming modules per page.
      command: 'node scripts/e2e-serve.mjs',
      env: { WEB_PORT: String(webPort), GATEWAY_PORT: String(gatewayPort) },
      url: `http://localhost:${webPort}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
