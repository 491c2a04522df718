import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium against a real server (fresh embedded database in
 * .artifacts/data) that sends its mail to a local sink. Nothing is downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 8123);
const FAKE_HDU_PORT = PORT + 1;
import { ADMIN_PASSWORD, SINK_HTTP } from './support/helpers.ts';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      command: 'node support/mail-sink.ts',
      url: `${SINK_HTTP}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // A stand-in for HDU (recorded pages): the remote-judging tests import from it and submit to it.
      command: `node ../packages/remote-judge/test/serve-fake.ts --port ${FAKE_HDU_PORT}`,
      url: `http://127.0.0.1:${FAKE_HDU_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'rm -rf .artifacts/data && node support/serve.ts',
      url: `http://127.0.0.1:${PORT}/api/get-website-config`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: '.artifacts/data',
        ARBITER_ADMIN_PASSWORD: ADMIN_PASSWORD,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: '2526',
        SMTP_FROM: 'judge@arbiter.test',
        BASE_URL: `http://127.0.0.1:${PORT}`,
        ARBITER_TIME_ZONE: 'Asia/Shanghai',
        // The local judge host takes sandbox workers of its own, apart from any dev server's.
        ARBITER_JUDGE_FIRST_WORKER: '70',
        ARBITER_REMOTE_HDU_URL: `http://127.0.0.1:${FAKE_HDU_PORT}`,
        // The fake HDU has no rate rule: its one account need not wait between submits.
        ARBITER_REMOTE_HDU_GAP_MS: '0',
        RATE_LIMIT_LOGIN: '1000',
        RATE_LIMIT_MAIL: '1000',
        RATE_LIMIT_REGISTER: '1000',
        RATE_LIMIT_CAPTCHA: '1000',
      },
    },
  ],
});
