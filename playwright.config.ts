import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** The specs that open and close the sandbox lender's chat hours. */
const CHAT_WEEK_SPECS = [
  'chat-in-and-out-of-hours.spec.ts',
  'chat-default-queue.spec.ts',
  'chatbot-hand-over.spec.ts',
];

/** E2E runs against the built web app served by the real server on an in-memory database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI absorbs a timing flake on a shared, busy machine; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is recorded only for a retry: recording one for every test (to keep the failures')
    // cost about a quarter of the suite's time, and a test that fails fails again on its retry.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
        // The notary room: Chromium's fake camera and microphone, allowed without a prompt, and
        // host ICE candidates kept plain so that two contexts of one browser connect on the
        // loopback. Set for every test, so every test shares one kind of worker and runs in
        // file order (a spec asking for other launch options waited for the end of the run).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
        '--disable-features=WebRtcHideLocalIpsWithMdns',
      ],
    },
  },
  projects: [
    {
      // These change the same lender's chat week and put it back: one at a time, never beside
      // each other (the other specs run beside them). Listed first so that they start first,
      // on one worker, rather than queue one after another at the end of the run.
      name: 'chat-week',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: CHAT_WEEK_SPECS,
      workers: 1,
    },
    // One project at desktop width: a test tagged @layout also looks at each screen it checks at
    // phone width, in the same walk (e2e/support/pages.ts, check), rather than walking it twice.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: CHAT_WEEK_SPECS,
    },
  ],
  // Signs the sandbox operations users in once, after the server is up (e2e/support/global-setup.ts).
  globalSetup: './e2e/support/global-setup.ts',
  webServer: {
    // The server is compiled first, so a test never runs an older build of it.
    command: 'npm run build -w @openheloc/server && npm run start -w @openheloc/server',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      OPS_API_TOKEN: 'e2e-ops-token',
      LOG_LEVEL: 'warn',
      // Every journey registers from 127.0.0.1; sandboxes answer quickly but still asynchronously.
      REGISTER_RATE_LIMIT: '100000',
      CHAT_START_RATE_LIMIT: '100000',
      CHAT_MESSAGE_RATE_LIMIT: '100000',
      SANDBOX_DELAY_SCALE: '0.05',
      NODE_ENV: 'test',
      SANDBOX: 'on',
    },
  },
});
