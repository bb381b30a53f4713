// The first-load size budget per mode (issue 13): what a browser must download, compressed, before a
// mode's first screen can show. Computed from Vite's build manifest: the HTML entry's chunk and the
// mode's screen modules (its lazy route chunk, its language files), each with every chunk they import
// statically. Dynamic imports are not counted: they load later, on use. Used by the Vite plugin
// below (the build fails over budget) and by bench/first-load.ts (the figures).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** One entry of `.vite/manifest.json` (only the fields read here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface ModeBudget {
  mode: string;
  /** The address of its first screen, for the message. */
  path: string;
  /** Manifest keys (source paths) loaded for the first screen besides the HTML entry. */
  modules: string[];
  /** Gzip bytes allowed. */
  budget: number;
}

/** The issue's goal for every mode's first screen. */
export const FIRST_LOAD_GOAL = 200 * 1024;

/** The language every first load of the tests and the bench uses (the fallback, always loaded). */
const LANG = 'en-US';
const ROOT = join(import.meta.dirname, '..');

/**
 * The namespaces of words each lazy screen loads beside its chunk, read from the route table
 * (`lazyScreen(() => import('…'), ['kiosk', …])` in src/app/router.tsx), so that the budget counts
 * what the app really fetches. Keyed by the screen's source path (as in the manifest).
 * A call may span lines (the formatter wraps a long one); a wrapped app-frame line had been missed, so
 * the dashboard budget went uncounted for the frame's six namespaces until this read them again.
 */
export function routeNamespaces(routerSource: string = readFileSync(join(ROOT, 'src', 'app', 'router.tsx'), 'utf8')): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of routerSource.matchAll(/lazyScreen\(\s*\(\)\s*=>\s*import\('([^']+)'\)[^;]*?(?:,\s*\[([^\]]*)\])?,?\s*\);/g)) {
    const source = `${join('src', 'app', m[1]).replace(/\\/g, '/')}.tsx`;
    out.set(source, m[2] ? [...m[2].matchAll(/'([^']+)'/g)].map((x) => x[1]) : []);
  }
  return out;
}

/** The screens' modules plus their words: the common namespace and each screen's own, in LANG. */
function withWords(modules: string[]): string[] {
  const byScreen = routeNamespaces();
  const namespaces = new Set(['translation', ...modules.flatMap((m) => byScreen.get(m) ?? [])]);
  return [...modules, ...[...namespaces].map((ns) => `src/locales/${LANG}/${ns}.json`)];
}

// The budget counts gzip -9, not brotli: every browser gets at least gzip, and the server sends the
// (about 12% smaller) .br file where the browser takes it, so a mode within its gzip budget is within
// it either way; both figures are printed. Before the splitting (2026-11-24, gzip, en-US): kiosk 418.5,
// consumer menu 395.5, cashier 403.1, login 334.0, dashboard 483.4 KiB. After the first splitting
// (2026-11-25): kiosk 336.9, consumer menu 280.9, cashier 325.4, login 234.8, dashboard 288.9. Then the
// outbox's Dexie left the kiosk's and till's first screens, the kiosk's later steps and dialogs and the
// till's dialogs and queue became parts fetched after the first screen, and the shared UI base became
// one chunk: kiosk 233.8 (204.3 br), consumer menu 261.7 (229.1 br), cashier 272.4 (238.8 br), login
// 228.3 (199.4 br, within the goal in brotli, which is what browsers get), dashboard 283.0 (247.7 br).
// Then (2026-11-25, issue 13's second pass) a small store of our own replaced Redux Toolkit and immer, a
// few lines of language detection i18next-browser-languagedetector, the search field lost TextField
// (and with it Select, Menu, Popover and Modal), and the language and account menus' popups load after
// the first screen: kiosk 226.5 (198.1 br), consumer menu 237.1 (207.3 br), cashier 264.5 (232.0 br),
// login 220.8 (192.9 br), dashboard 277.8 (243.4 br). What every mode still shares is about 176 KiB gzip:
// react-dom (~57), react-router's data router (~28), MUI's base and Emotion (~49), i18next (~15) and
// the route table. No mode is at the 200 KiB goal in gzip yet (the kiosk and the login are in brotli,
// which is what the server sends them): each budget is its figure plus about 2 KiB, so that growth
// fails the build; lower them as the splitting goes on. They include react-router's data router
// (about 16 KiB), which the forms' "leave without saving?" prompt (useBlocker) needs; the dashboard's, the
// people: and catalogue: words its navigation names (about 6 KiB).
// Then (2026-11-25, third pass) the PWA renders with Preact's compat layer in place of react-dom
// (vite.config.ts; src/lib/preact-compat.ts gives it React's autoFocus and effect timing): kiosk 167.8
// (147.6 br), consumer menu 181.4 (159.5 br), cashier 194.1 (171.0 br), login 165.8 (145.8 br),
// dashboard 225.0 (198.1 br). Every mode is within the 200 KiB goal in brotli, and all but the
// dashboard in gzip too. The same day's merges (till discounts, the worker's sync, server words by code,
// es/de names, the consumer's offline cart) added 1–2.5 KiB gzip to each first load: kiosk 170.3,
// consumer menu 184.0, cashier 198.5 (the budget is now the goal itself), login 166.9, dashboard 226.6.
// Then (2026-12-04) the hover hints (Tooltip, Popper), the admin's company picker (a select) and the
// user menu's popup left the first screens for parts fetched ahead: kiosk 165.6 (145.5 br), consumer
// menu 182.9 (160.8 br), cashier 185.9 (163.3 br), login 167.4 (147.0 br), dashboard 196.9 (172.7 br):
// every mode within the 200 KiB goal in gzip as in brotli.
const KiB = 1024;
export const MODE_BUDGETS: ModeBudget[] = [
  { mode: 'kiosk', path: '/app/kiosk', modules: withWords(['src/features/kiosk/components/kiosk-page.tsx']), budget: 168 * KiB },
  {
    mode: 'consumer menu',
    path: '/app/consumer/<company>/<store>',
    modules: withWords(['src/features/consumer-app/components/consumer-app.tsx', 'src/features/consumer-app/components/menu-page.tsx']),
    budget: 185 * KiB,
  },
  { mode: 'cashier', path: '/app/cashier', modules: withWords(['src/features/cashier/components/cashier-app.tsx']), budget: 188 * KiB },
  {
    mode: 'back office login',
    path: '/app/login',
    modules: withWords(['src/components/layouts/auth-layout.tsx', 'src/features/auth/components/employee-login-page.tsx']),
    budget: 170 * KiB,
  },
  {
    mode: 'back office dashboard',
    path: '/app/dashboard',
    modules: withWords(['src/app/layout/app-frame.tsx', 'src/features/dashboard/components/dashboard-page.tsx']),
    budget: 199 * KiB,
  },
];

/**
 * A module that is also imported statically elsewhere lands in a shared chunk, keyed by the chunk's
 * name (`_sync-<hash>.js`) rather than its source path: find it by its file's base name.
 */
function resolveKey(manifest: ViteManifest, key: string): string {
  if (manifest[key]) return key;
  const base = key.split('/').pop()!.replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).filter((k) => k.startsWith(`_${base}-`) && k.endsWith('.js'));
  return shared.length === 1 ? shared[0] : key;
}

/** The JS files a first screen loads: the entry chunks and the given modules, with their static imports. */
export function firstLoadFiles(manifest: ViteManifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-load budget: "${key}" is not in the build manifest (was it renamed? update bench/first-load-budget.ts)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of modules) visit(resolveKey(manifest, key));
  return [...new Set([...seen].map((key) => manifest[key].file))].filter((file) => file.endsWith('.js'));
}

export interface ModeSize {
  mode: string;
  path: string;
  files: string[];
  raw: number;
  gzip: number;
  /** Brotli (quality 11, as scripts/precompress-assets.ts writes the .br files the server sends). */
  br: number;
  budget: number;
}

/** Sizes each mode's first load; `read` gives a built file's bytes (dist-relative path). */
export function measureFirstLoad(manifest: ViteManifest, read: (file: string) => Buffer, budgets: ModeBudget[] = MODE_BUDGETS): ModeSize[] {
  const cache = new Map<string, { raw: number; gzip: number; br: number }>();
  const sizeOf = (file: string) => {
    let size = cache.get(file);
    if (!size) {
      const bytes = read(file);
      const params = {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      };
      const br = brotliCompressSync(bytes, { params });
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br: br.length };
      cache.set(file, size);
    }
    return size;
  };
  return budgets.map(({ mode, path, modules, budget }) => {
    const files = firstLoadFiles(manifest, modules);
    const sizes = files.map(sizeOf);
    const sum = (key: 'raw' | 'gzip' | 'br') => sizes.reduce((s, x) => s + x[key], 0);
    return { mode, path, files, budget, raw: sum('raw'), gzip: sum('gzip'), br: sum('br') };
  });
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One line per mode; the failures are those over their budget. */
export function checkBudgets(sizes: ModeSize[]): { lines: string[]; failures: string[] } {
  const lines = sizes.map((s) => {
    const verdict = s.gzip > s.budget ? 'OVER ' : 'ok   ';
    const size = `${kib(s.gzip).padStart(10)} gzip, ${kib(s.br).padStart(10)} br (${kib(s.raw)} raw, ${s.files.length} files)`;
    const goal = `goal ${kib(FIRST_LOAD_GOAL)}${s.gzip > FIRST_LOAD_GOAL ? ' (above the goal)' : ''}`;
    return `${verdict}${s.mode.padEnd(22)} ${size}  budget ${kib(s.budget)} gzip, ${goal}`;
  });
  const failures = sizes
    .filter((s) => s.gzip > s.budget)
    .map(
      (s) =>
        `first-load budget exceeded: ${s.mode} (${s.path}) loads ${kib(s.gzip)} of gzipped JS, ` +
        `over its budget of ${kib(s.budget)} (goal ${kib(FIRST_LOAD_GOAL)})`,
    );
  return { lines, failures };
}

/** Reads a build's manifest from dist/.vite/manifest.json. */
export function readManifest(outDir: string): ViteManifest {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`first-load budget: ${file} is missing (build.manifest must be on)`);
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * A Vite plugin: after the PWA's build is written, checks every mode's first load against its budget
 * and fails the build (an error, so `vite build` exits non-zero) when one is over.
 */
export function firstLoadBudgetPlugin(budgets: ModeBudget[] = MODE_BUDGETS) {
  let outDir = 'dist';
  return {
    name: 'cafeteria-first-load-budget',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post' as const,
      handler() {
        const manifest = readManifest(outDir);
        const { lines, failures } = checkBudgets(measureFirstLoad(manifest, (file) => readFileSync(join(outDir, file)), budgets));
        const title = 'First-load JS per mode (the budget counts gzip -9; the server sends the brotli files where the browser takes them):';
        console.warn(`\n${title}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
        if (failures.length) throw new Error(failures.join('\n'));
      },
    },
  };
}
