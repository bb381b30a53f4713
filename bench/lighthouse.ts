// Lighthouse, mobile defaults, performance only (issue 13; not part of `npm test`): the kiosk's first
// screen (a bound kiosk: its attract screen) and the consumer menu of a store, beside a small static
// HTML page of the same server measured in the same run — the ceiling this machine reaches under
// Lighthouse's simulated slow phone. Builds nothing: needs dist/ (`npm run build:web`). The server
// runs in its own process on its embedded database (PGlite) with the demo data. Each page gets a fresh
// Chromium profile; a page that needs a device state (the kiosk's binding) gets it in localStorage
// from an empty page of the same origin first, so no app code is cached before the measured load.
// Run alone: `npx tsx bench/lighthouse.ts` (LIGHTHOUSE_PORT moves the server, default 4342;
// LIGHTHOUSE_REPORT_DIR keeps each page's whole report as JSON).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { runWhenMain, skipped, startBenchServer, type Row } from './table';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4342);
/** Runs per page (LIGHTHOUSE_RUNS, default 3), interleaved page by page; the table shows each page's median run. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** LIGHTHOUSE_REPORT_DIR: where each page's whole Lighthouse result (JSON) is written, for its diagnostics. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const GOAL = 'score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms';
const REFERENCE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\n' +
  '<title>Reference</title></head><body><h1>Reference page</h1>' +
  '<p>A small static HTML file served by the same server, measured by the same Lighthouse run.</p></body></html>';

/** What one Lighthouse run says about a page, the part the table and the diagnostics need. */
export interface PageFigures {
  score: number | null;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  jsTransferBytes: number;
  lcpElement: string;
  mainThreadMs: number;
  unusedJsBytes: number;
  /** When the page looks complete and when it is reliably interactive: the app's own screen, not the shell. */
  speedIndexMs: number;
  interactiveMs: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
/** The slice of Lighthouse's result (LH.Result) read here. */
export interface LhrSlice {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

const num = (audit: Audit | undefined) => audit?.numericValue ?? NaN;

/** The LCP element's snippet: Lighthouse 12 nests it in a list of tables (older versions: one table). */
function lcpElement(audit: Audit | undefined): string {
  const first = audit?.details?.items?.[0] as { items?: { node?: { snippet?: string } }[]; node?: { snippet?: string } } | undefined;
  const node = first?.items?.[0]?.node ?? first?.node;
  return node?.snippet?.replace(/\s+/g, ' ').slice(0, 70) ?? 'none';
}

export function pageFigures(lhr: LhrSlice): PageFigures {
  const items = (name: string) => lhr.audits[name]?.details?.items ?? [];
  const script = items('resource-summary').find((i) => i.resourceType === 'script');
  const unused = items('unused-javascript').reduce((n, i) => n + (Number(i.wastedBytes) || 0), 0);
  return {
    score: lhr.categories.performance?.score ?? null,
    lcpMs: num(lhr.audits['largest-contentful-paint']),
    tbtMs: num(lhr.audits['total-blocking-time']),
    fcpMs: num(lhr.audits['first-contentful-paint']),
    jsTransferBytes: Number(script?.transferSize ?? 0),
    lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']),
    mainThreadMs: num(lhr.audits['mainthread-work-breakdown']),
    unusedJsBytes: unused,
    speedIndexMs: num(lhr.audits['speed-index']),
    interactiveMs: num(lhr.audits.interactive),
  };
}

const secs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const score = (s: number | null) => (s === null ? '—' : String(Math.round(s * 100)));
/** The figures as one cell: score, LCP, TBT, FCP, JS transferred. */
export const describeFigures = (f: PageFigures) =>
  `score ${score(f.score)}, LCP ${secs(f.lcpMs)}, TBT ${Number.isFinite(f.tbtMs) ? `${Math.round(f.tbtMs)} ms` : '—'}, ` +
  `FCP ${secs(f.fcpMs)}, JS ${kb(f.jsTransferBytes)}`;

/** The median run by score (Lighthouse's own advice on variance: several runs, take the median). */
export function medianRun(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const sorted = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1) || a.tbtMs - b.tbtMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A page's row beside the reference page's figures; the ratio is the page's score over the reference's. */
export function pageRow(page: string, f: PageFigures, ref: PageFigures): Row {
  return {
    measure: `Lighthouse mobile, ${page} (LCP element: ${f.lcpElement})`,
    value: describeFigures(f),
    reference: `static page: ${describeFigures(ref)}`,
    ratio: f.score !== null && ref.score ? (f.score / ref.score).toFixed(2) : '—',
    goal: GOAL,
  };
}

/** What explains a page's figures (main-thread work, unused JavaScript) and when its own screen is there (SI, TTI). */
export function diagnosticsRow(page: string, f: PageFigures, ref: PageFigures): Row {
  return {
    measure: `Lighthouse mobile, ${page}: main-thread work, unused JS, Speed Index, TTI`,
    value: `${secs(f.mainThreadMs)} main thread, ${kb(f.unusedJsBytes)} unused JS, SI ${secs(f.speedIndexMs)}, TTI ${secs(f.interactiveMs)}`,
    reference: `static page: ${secs(ref.mainThreadMs)} main thread, SI ${secs(ref.speedIndexMs)}, TTI ${secs(ref.interactiveMs)}`,
    ratio: ref.mainThreadMs > 0 ? (f.mainThreadMs / ref.mainThreadMs).toFixed(1) : '—',
    goal: '—',
  };
}

async function api<T>(base: string, path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-auth-token': init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return json;
}

/** A kiosk bound to the manager's first store, as the bind screen keeps it on the device. */
async function bindKiosk(base: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, '/company/login', { body: { email: 'manager.hq@acme.example.com', password: 'Demo@1234' } });
  const stores = await api<{ data: { uuid: string }[] }>(base, '/company/store/dropdown/list', { token });
  const bound = await api<{ data: unknown }>(base, '/kiosk/device/bind', { token, body: { store_uuid: stores.data[0].uuid, name: 'Lighthouse kiosk' } });
  return JSON.stringify(bound.data);
}

async function consumerMenuPath(base: string): Promise<string> {
  const stores = await api<{ data: { slug: string }[] | { items: { slug: string }[] } }>(base, '/company/get/stores?company_slug=acme');
  const list = Array.isArray(stores.data) ? stores.data : stores.data.items;
  if (!list[0]) throw new Error('acme has no store');
  return `/app/consumer/acme/${list[0].slug}`;
}

/** The page's last largest-contentful-paint entry, as `tag "text"` or `tag url` (`removed` when gone). */
async function lastLcpCandidate(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((done) => {
        setTimeout(() => done('none reported'), 2000);
        new PerformanceObserver((list) => {
          const e = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string; size: number };
          const what = e.element
            ? `${e.element.tagName.toLowerCase()}${e.element.className ? `.${String(e.element.className).split(' ')[0]}` : ''}`
            : 'removed';
          const detail = e.url
            ? e.url.startsWith('data:')
              ? 'data: URL'
              : new URL(e.url).pathname
            : `"${(e.element?.textContent ?? '').trim().slice(0, 30)}"`;
          done(`${what} ${detail}, ${e.size} px²`);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** One run, tried a second time when Lighthouse itself fails (a protocol time-out on a busy machine). */
async function audit(base: string, path: string, shows: string, storage: Record<string, string> = {}): Promise<PageFigures> {
  try {
    return await auditOnce(base, path, shows, storage);
  } catch (error) {
    console.error(`Lighthouse on ${path} failed once (${(error as Error).message.split('\n')[0]}); trying again`);
    return auditOnce(base, path, shows, storage);
  }
}

/**
 * One Lighthouse run on a fresh Chromium; `storage` goes into the origin's localStorage first. `shows`:
 * a selector the measured screen must contain once loaded, so that a wrong screen (a kiosk's bind
 * screen, an error page) is never reported as the one named.
 */
async function auditOnce(base: string, path: string, shows: string, storage: Record<string, string> = {}): Promise<PageFigures> {
  const [{ default: lighthouse }, chromeLauncher, { default: puppeteer }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('puppeteer-core'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // An empty document of the origin (no app code), only to hold the device's storage.
    await page.goto(`${base}/uploads/lighthouse/blank.html`);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v);
    }, storage);
    // disableStorageReset keeps that storage; the profile is new, so the HTTP cache is empty.
    const result = await lighthouse(
      `${base}${path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page as never,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const runtimeError = result.lhr.runtimeError;
    if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.code} ${runtimeError.message}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`), JSON.stringify(result.lhr, null, 1));
    }
    if (!(await page.waitForSelector(shows, { timeout: 15_000 }).catch(() => null))) throw new Error(`${path} did not show ${shows}`);
    const figures = pageFigures(result.lhr as unknown as LhrSlice);
    // Lighthouse 12.2 cannot name the LCP element on this Chromium (its TraceElements gatherer fails):
    // the page that was just measured names its own last LCP candidate.
    return figures.lcpElement === 'none' ? { ...figures, lcpElement: await lastLcpCandidate(page) } : figures;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export async function lighthouseBench(): Promise<Row[]> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) return [skipped('Lighthouse mobile (bench/lighthouse.ts)', 'no dist/: run `npm run build:web`')];
  if (!existsSync(CHROMIUM)) return [skipped('Lighthouse mobile (bench/lighthouse.ts)', `no browser at ${CHROMIUM}`)];
  const dataDir = mkdtempSync(join(tmpdir(), 'cafe-bench-lighthouse-'));
  const server = await startBenchServer(PORT, dataDir).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { base } = server;
  try {
    mkdirSync(join(dataDir, 'uploads', 'lighthouse'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'lighthouse', 'reference.html'), REFERENCE_HTML);
    writeFileSync(join(dataDir, 'uploads', 'lighthouse', 'blank.html'), '<!doctype html><title>blank</title>');
    const binding = await bindKiosk(base);
    const consumer = await consumerMenuPath(base);
    const pages: { name: string; run: () => Promise<PageFigures>; runs: PageFigures[] }[] = [
      { name: 'reference', run: () => audit(base, '/uploads/lighthouse/reference.html', 'h1'), runs: [] },
      {
        name: `kiosk first screen (bound: attract screen), median of ${RUNS}`,
        run: () => audit(base, '/app/kiosk', '[data-testid="kiosk-start"]', { 'cafeteria:kiosk-binding': binding }),
        runs: [],
      },
      { name: `consumer menu (${consumer}), median of ${RUNS}`, run: () => audit(base, consumer, '[data-testid="add-to-cart"]'), runs: [] },
    ];
    // Round by round, so that the machine's load at a moment weighs on every page alike.
    for (let i = 0; i < RUNS; i++) for (const page of pages) page.runs.push(await page.run());
    const [reference, ...measured] = pages.map((p) => ({ name: p.name, f: medianRun(p.runs) }));
    return measured.flatMap(({ name, f }) => [pageRow(name, f, reference.f), diagnosticsRow(name, f, reference.f)]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, lighthouseBench);
