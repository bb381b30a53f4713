import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  firstLoadBudgetPlugin,
  firstLoadFiles,
  measureFirstLoad,
  MODE_BUDGETS,
  routeNamespaces,
  type ModeBudget,
  type ViteManifest,
} from './first-load-budget';

// A fake build (the kiosk's first load: 40 + 60 + 10 + 20 + 5 + 5 kB): the HTML entry imports a vendor chunk; the kiosk route (a lazy chunk) imports a shared
// chunk and lazily a dialog; the dashboard imports a charts chunk; English words are their own chunk.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/kiosk.tsx', 'src/dashboard.tsx', 'src/locales/en-US/translation.json'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_sync-abc123.js': { file: 'assets/sync-abc123.js' },
  'src/kiosk.tsx': { file: 'assets/kiosk.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/dialog.tsx'], css: ['assets/kiosk.css'] },
  'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
  'src/dashboard.tsx': { file: 'assets/dashboard.js', isDynamicEntry: true, imports: ['_charts.js', '_shared.js'] },
  '_charts.js': { file: 'assets/charts.js' },
  'src/locales/en-US/translation.json': { file: 'assets/translation.js', isDynamicEntry: true },
};

// Random bytes: gzip cannot shrink them, so the sizes stay predictable.
const noise = (bytes: number) => randomBytes(bytes);
const files: Record<string, Buffer> = {
  'assets/index.js': noise(40_000),
  'assets/vendor.js': noise(60_000),
  'assets/shared.js': noise(10_000),
  'assets/kiosk.js': noise(20_000),
  'assets/dialog.js': noise(500_000),
  'assets/dashboard.js': noise(10_000),
  'assets/charts.js': noise(300_000),
  'assets/translation.js': noise(5_000),
  'assets/sync-abc123.js': noise(5_000),
};
const read = (file: string) => files[file];

const kiosk = (budget: number): ModeBudget => ({
  mode: 'kiosk',
  path: '/app/kiosk',
  modules: ['src/kiosk.tsx', 'src/locales/en-US/translation.json', 'src/sync.ts'],
  budget,
});

describe('first-load budget', () => {
  it("counts the entry, the mode's screen and their static imports, never a lazy chunk of a later screen", () => {
    expect(firstLoadFiles(manifest, kiosk(0).modules).sort()).toEqual(
      ['assets/index.js', 'assets/kiosk.js', 'assets/shared.js', 'assets/sync-abc123.js', 'assets/translation.js', 'assets/vendor.js'].sort(),
    );
  });

  it('fails a mode over its budget, naming the mode, its size and the budget', () => {
    const [size] = measureFirstLoad(manifest, read, [kiosk(100 * 1024)]);
    expect(size.gzip).toBeGreaterThan(140_000);
    expect(size.gzip).toBeLessThan(141_000);
    const { failures } = checkBudgets([size]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/kiosk \(\/app\/kiosk\) loads 1\d\d\.\d KiB of gzipped JS, over its budget of 100\.0 KiB/);
  });

  it('passes a mode under its budget', () => {
    const { failures, lines } = checkBudgets(measureFirstLoad(manifest, read, [kiosk(200 * 1024)]));
    expect(failures).toEqual([]);
    expect(lines[0]).toMatch(/^ok +kiosk/);
  });

  it('prints brotli beside gzip; incompressible bytes cost about the same in both', () => {
    const [size] = measureFirstLoad(manifest, read, [kiosk(200 * 1024)]);
    expect(size.br).toBeGreaterThan(140_000);
    expect(size.br).toBeLessThan(141_000);
    expect(checkBudgets([size]).lines[0]).toMatch(/KiB gzip, +1\d\d\.\d KiB br/);
  });

  it("counts the words each route loads, read from the route table", () => {
    const table = `const KioskPage = lazyScreen(() => import('../features/kiosk/components/kiosk-page'), ['kiosk', 'menu', 'offline']);
const AuthLayout = lazyScreen(() => import('../components/layouts/auth-layout').then((m) => ({ default: m.AuthLayout })));
const AppFrame = lazyScreen(() => import('./layout/app-frame').then((m) => ({ default: m.AppFrame })), ['backoffice']);`;
    const ns = routeNamespaces(table);
    expect(ns.get('src/features/kiosk/components/kiosk-page.tsx')).toEqual(['kiosk', 'menu', 'offline']);
    expect(ns.get('src/components/layouts/auth-layout.tsx')).toEqual([]);
    expect(ns.get('src/app/layout/app-frame.tsx')).toEqual(['backoffice']);
    // The real table: the kiosk's first load counts its own words and the common ones.
    const kioskModes = MODE_BUDGETS.find((m) => m.mode === 'kiosk')!.modules;
    expect(kioskModes).toEqual(expect.arrayContaining(['src/locales/en-US/translation.json', 'src/locales/en-US/kiosk.json']));
    expect(kioskModes).not.toContain('src/locales/en-US/people.json');
  });

  it('fails the build (the plugin throws after the bundle is written) when a mode is over its budget, and only then', () => {
    // The fake build written out as Vite would: dist/.vite/manifest.json and the assets.
    const root = mkdtempSync(join(tmpdir(), 'first-load-budget-'));
    try {
      mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
      writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const [file, bytes] of Object.entries(files)) {
        mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
        writeFileSync(join(root, 'dist', file), bytes);
      }
      const build = (budget: number) => {
        const plugin = firstLoadBudgetPlugin([kiosk(budget)]);
        plugin.configResolved({ root, build: { outDir: 'dist' } });
        plugin.writeBundle.handler();
      };
      expect(() => build(100 * 1024)).toThrow(/first-load budget exceeded: kiosk .* over its budget of 100\.0 KiB/);
      expect(() => build(200 * 1024)).not.toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a screen the build does not have, rather than measuring nothing', () => {
    expect(() => firstLoadFiles(manifest, ['src/renamed.tsx'])).toThrow(/not in the build manifest/);
  });
});
