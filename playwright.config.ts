import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each run gets a fresh embedded database (the server seeds the demo data on first start).
// Workers inherit the variable, so they agree with the runner on the folder.
process.env.E2E_DATA_DIR ??= resolve('test-results', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
if (!process.env.E2E_DATA_DIR_READY) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.E2E_DATA_DIR_READY = '1';
}

// E2E_PORT lets two runs (or a run and a dev server) share the machine.
const PORT = Number(process.env.E2E_PORT ?? 4319);
const BASE = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  // Two spec files at a time against one server (two cores). Specs run side by side, so each keeps
  // to data of its own or to a store or company no other spec changes; see the notes in the specs.
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try is a failing test (a race to find).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE,
    locale: 'en-US',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot. The
    // trace's screencast is left out: it had the browser paint every frame, about 40% of the
    // browser's CPU on this 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Most tests drive screens, not the worker; the PWA test opts back in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'npx tsx server/index.ts',
    url: `${BASE}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Several tests sign in within a minute from the same address.
      RATE_LIMIT_LOGIN_PER_MINUTE: '200',
      // tests/e2e/push.spec.ts runs the push service its consumer's browser "subscribes" to on 127.0.0.1.
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'on',
    },
  },
});
