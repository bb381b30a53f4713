// A real production build without DEMO_APPS (issue 19): the project's own Vite config (its aliases,
// chunking and the demo-apps plugin with its guard), in memory, and its output read module by module.
// Not one demo module may be in it. The PWA, budget, shell and compression plugins are left out: they
// read or write files and do not decide what is bundled. About 5 s.
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { demoModulesIn } from './demo-apps-build';

type Output = { output: { type: string; fileName: string; moduleIds?: string[]; code?: string }[] };

const flat = (options: PluginOption[]): Plugin[] =>
  options.flatMap((p) => (Array.isArray(p) ? flat(p) : p && typeof p === 'object' && 'name' in p ? [p as Plugin] : []));

let saved: string | undefined;
beforeAll(() => {
  // As `npm run build:web` runs with no DEMO_APPS in the environment (a shell may have one set).
  saved = process.env.DEMO_APPS;
  delete process.env.DEMO_APPS;
});
afterAll(() => {
  if (saved !== undefined) process.env.DEMO_APPS = saved;
});

it('a production build without DEMO_APPS bundles none of the demo apps', { timeout: 120_000 }, async () => {
  const config = viteConfig as UserConfig;
  const plugins = flat(config.plugins ?? []).filter((p) => p.name === 'cafeteria-demo-apps' || p.name.startsWith('vite:react'));
  // The config hands the flag to the code through its demo-apps plugin: without it this test proves nothing.
  expect(plugins.map((p) => p.name)).toContain('cafeteria-demo-apps');
  const result = (await build({
    ...config,
    configFile: false,
    root: process.cwd(),
    mode: 'production',
    logLevel: 'silent',
    plugins,
    build: { ...config.build, write: false, manifest: false, emptyOutDir: false },
  })) as Output | Output[];
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  const ids = chunks.flatMap((c) => c.moduleIds ?? []);
  // The output read is the app's: the router and the frame, where the demo apps are referenced, are in it.
  expect(ids.some((id) => /src[\\/]app[\\/]router\.tsx$/.test(id))).toBe(true);
  expect(ids.some((id) => /src[\\/]app[\\/]layout[\\/]app-frame\.tsx$/.test(id))).toBe(true);
  expect(demoModulesIn(chunks.map((c) => ({ fileName: c.fileName, moduleIds: c.moduleIds ?? [] })))).toEqual([]);
  // Nor any of their code inlined elsewhere: the /apps route, the mock library, the sample data.
  const code = chunks.map((c) => c.code ?? '').join('\n');
  for (const trace of ['/apps/*', 'onNoMatch', 'Seeded rye', 'demo-apps']) expect(code, trace).not.toContain(trace);
});
