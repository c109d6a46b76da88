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

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a 2-core runner shared by Chromium (software WebGL), Vite and the gateway has slow moments.
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
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
        launchOptions: { executablePath: chromePath, args: chromiumArgs },
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
        launchOptions: { executablePath: chromePath, args: chromiumArgs },
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
      },
      url: `http://127.0.0.1:${gatewayPort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx vite --port ${webPort} --strictPort`,
      env: { VITE_SUPABASE_URL: `http://127.0.0.1:${gatewayPort}` },
      url: `http://localhost:${webPort}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
