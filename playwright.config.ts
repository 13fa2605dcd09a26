import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT || 3123);
/** Point the tests at a server that is already running (e.g. `next dev`); then no server is started. */
const EXTERNAL_BASE = process.env.E2E_BASE_URL;
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR || '.data-e2e');
/** The platform operator's credential of the test server (a server started elsewhere must be given the same). */
export const E2E_OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN || 'e2e-operator-token-not-a-secret';
/** The desk's first operator on the test server (OPS_ADMIN_PHONE / OPS_ADMIN_PASSWORD, made on its first start). */
export const E2E_OPS = { phone: '13500135000', password: 'OpsDesk2026e2e', name: '值班运营' };
/** The test server's gap between two SMS codes to one phone (SMS_RESEND_SECONDS, honoured only by the SMS stand-in). */
export const E2E_SMS_GAP_SECONDS = 2;

const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Every window of a new context made the omnibox's suggestion popup (a WebUI page in a renderer of its own) that a
  // headless browser never shows: about a quarter of the browser tests' CPU (docs/TESTING.md, "Eighth pass").
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  // In CI a failed test runs once more only to record its trace (on-first-retry): a test that needed the retry still
  // fails the run (failOnFlakyTests). Locally there is no retry.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list']],
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    baseURL: EXTERNAL_BASE || `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The system's "reduce motion": our CSS transitions and animations then end at once (styles/globals.css).
    // antd-mobile's spring animations do not follow it (its switch would cost every page about 2 KB of first-load JS);
    // the accessibility check waits for the page to be still instead (tests/e2e/axe.ts). Contexts a test opens
    // itself pass the same (reducedMotion: 'reduce').
    contextOptions: { reducedMotion: 'reduce' },
    // Recording a trace costs about a tenth of the run's CPU even when it is thrown away: in CI only the retry of a
    // failed test records one (and CI fails on a test that needed it); locally every failure keeps its trace.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // Debian's Chromium ($CHROMIUM_PATH or /usr/bin/chromium) through tests/e2e/chromium.sh, which joins the feature lists.
    launchOptions: { executablePath: path.resolve('tests/e2e/chromium.sh'), args: chromiumFlags },
  },
  webServer: EXTERNAL_BASE ? undefined : {
    command: `rm -rf "${E2E_DATA_DIR}" && node scripts/start.mjs`,
    // Ready, not merely alive: the runtime is up (migrated and seeded), docs/adr/0046.
    url: `http://127.0.0.1:${PORT}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The local stand-ins (sandbox payments, SMS outbox…) are what the tests drive: allowed, and labelled on the pages.
    // Warnings and errors only: an access line per request would bury them in the run's output.
    env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn', PORT: String(PORT), DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', REDIS_URL: '', OPERATOR_TOKEN: E2E_OPERATOR_TOKEN, ALLOW_STAND_INS: '1',
      SMS_RESEND_SECONDS: String(E2E_SMS_GAP_SECONDS), SMS_DAILY_PER_IP: '500', ANON_PER_IP_PER_MINUTE: '1000', OPS_ADMIN_PHONE: E2E_OPS.phone, OPS_ADMIN_PASSWORD: E2E_OPS.password, OPS_ADMIN_NAME: E2E_OPS.name },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
