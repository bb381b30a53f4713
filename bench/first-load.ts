// First-load JavaScript per mode (issue 13): what each mode's first screen loads, compressed, beside
// the 200 KiB goal. Two sources: the build (dist/.vite/manifest.json, gzip -9 of each chunk, the same
// figure the build's budget checks), and, when Chromium is at hand, a real browser on a fresh profile
// with the service worker blocked, counting the encoded bytes of the JS answers of the first screen
// (the bodies as the server sends them, compressed or not: the wire cost, headers left out).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FIRST_LOAD_GOAL, kib, measureFirstLoad, readManifest } from './first-load-budget';

export type Row = { measure: string; value: string; reference: string; ratio: string; goal: string };

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL = `≤ ${kib(FIRST_LOAD_GOAL)}`;

function ensureBuild() {
  if (existsSync(join(DIST, '.vite', 'manifest.json'))) return;
  const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('first-load bench: `npx vite build` failed');
}

function fromBuild(): Row[] {
  const manifest = readManifest(DIST);
  return measureFirstLoad(manifest, (file) => readFileSync(join(DIST, file))).flatMap((s) =>
    (['gzip', 'br'] as const).map((kind) => ({
      measure: `first-load JS, ${s.mode} (build, ${kind === 'gzip' ? 'gzip -9' : 'brotli 11'}; budget ${kib(s.budget)} gzip)`,
      value: kib(s[kind]),
      reference: `goal ${kib(FIRST_LOAD_GOAL)}`,
      ratio: (s[kind] / FIRST_LOAD_GOAL).toFixed(2),
      goal: GOAL,
    })),
  );
}

async function waitForHealth(base: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('first-load bench: the server did not start');
}

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/v1/company/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  const body = (await res.json()) as { token: string; data: { user: unknown; refresh_token: string; expires_in: number } };
  if (!res.ok || !body.token) throw new Error(`first-load bench: ${email} could not sign in`);
  return { auth: { token: body.token, refresh_token: body.data.refresh_token, expires_at: Date.now() + body.data.expires_in * 1000 }, user: body.data.user };
}

async function fromChromium(): Promise<Row[]> {
  const { chromium } = await import('@playwright/test');
  const port = Number(process.env.BENCH_PORT ?? 4471);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-first-load-'));
  const server = spawn('npx', ['tsx', 'server/index.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN_PER_MINUTE: '200' },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    await waitForHealth(base, 180_000);
    const stores = (await (await fetch(`${base}/api/v1/company/get/stores?company_slug=acme`)).json()) as {
      data: { slug: string }[] | { items: { slug: string }[] };
    };
    const list = Array.isArray(stores.data) ? stores.data : stores.data.items;
    const storeSlug = list[0]?.slug ?? 'hq';
    const cashier = await login(base, 'cashier.hq@acme.example.com');
    const admin = await login(base, 'admin@example.com');
    const screens: { mode: string; path: string; session?: { auth: unknown; user: unknown } }[] = [
      { mode: 'kiosk (unbound: its bind screen)', path: '/app/kiosk' },
      { mode: 'consumer menu', path: `/app/consumer/acme/${storeSlug}` },
      { mode: 'cashier', path: '/app/cashier', session: cashier },
      { mode: 'back office login', path: '/app/login' },
      { mode: 'back office dashboard', path: '/app/dashboard', session: admin },
    ];
    const rows: Row[] = [];
    for (const screen of screens) {
      const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1280, height: 800 } });
      if (screen.session) {
        await context.addInitScript(
          ([auth, user]) => {
            window.localStorage.setItem('cafeteria:auth', auth);
            window.localStorage.setItem('cafeteria:current-user', user);
          },
          [JSON.stringify(screen.session.auth), JSON.stringify(screen.session.user)] as const,
        );
      }
      const page = await context.newPage();
      // Each script answer with the moment it was asked for: what was asked before the first screen
      // showed is that screen's load; what came after (parts fetched ahead when the browser is idle) is not.
      const scripts: { asked: number; bytes: Promise<number> }[] = [];
      page.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        const asked = performance.now();
        scripts.push({
          asked,
          bytes: request.response().then(async (response) => (response ? (await request.sizes()).responseBodySize : 0)).catch(() => 0),
        });
      });
      await page.goto(`${base}${screen.path}`, { waitUntil: 'load' });
      await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      const shownAt = performance.now();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3000);
      const sum = async (list: typeof scripts) => (await Promise.all(list.map((s) => s.bytes))).reduce((a, b) => a + b, 0);
      const first = scripts.filter((s) => s.asked <= shownAt);
      const bytes = await sum(first);
      const all = await sum(scripts);
      rows.push({
        measure: `first-load JS, ${screen.mode} (Chromium, until its h1 shows: ${first.length} files, encoded bodies)`,
        value: kib(bytes),
        reference: `goal ${kib(FIRST_LOAD_GOAL)}; ${kib(all)} in ${scripts.length} files once the parts fetched ahead have come`,
        ratio: (bytes / FIRST_LOAD_GOAL).toFixed(2),
        goal: GOAL,
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function firstLoadBench(): Promise<Row[]> {
  ensureBuild();
  const rows = fromBuild();
  if (!existsSync(CHROMIUM)) {
    return [...rows, { measure: 'first-load JS in Chromium', value: `skipped: no browser at ${CHROMIUM}`, reference: '', ratio: '', goal: GOAL }];
  }
  try {
    return [...rows, ...(await fromChromium())];
  } catch (error) {
    return [...rows, { measure: 'first-load JS in Chromium', value: `failed: ${(error as Error).message}`, reference: '', ratio: '', goal: GOAL }];
  }
}

// `npx tsx bench/first-load.ts` prints the rows alone.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'first-load.ts')) {
  firstLoadBench().then((rows) => console.table(rows));
}
