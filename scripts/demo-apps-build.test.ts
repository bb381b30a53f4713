// Whether a build carries the template demo apps (issue 19), and the guard that fails a build without
// them whose bundle still holds any of their modules.
import { describe, expect, it } from 'vitest';
import { demoAppsEnabled, demoAppsPlugin, demoModulesIn } from './demo-apps-build';

type Hook = (...args: unknown[]) => unknown;
const call = (hook: unknown, self: unknown, ...args: unknown[]) => (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler).apply(self, args);

describe('DEMO_APPS', () => {
  it('is off in a production build unless DEMO_APPS=on, on in development unless DEMO_APPS=off', () => {
    expect(demoAppsEnabled(undefined, 'production')).toBe(false);
    expect(demoAppsEnabled('', 'production')).toBe(false);
    expect(demoAppsEnabled('on', 'production')).toBe(true);
    expect(demoAppsEnabled(undefined, 'development')).toBe(true);
    expect(demoAppsEnabled('off', 'development')).toBe(false);
  });

  it('refuses any other value with a clear message', () => {
    expect(() => demoAppsEnabled('yes', 'production')).toThrow('DEMO_APPS: must be on or off (got "yes")');
  });

  it("hands the code import.meta.env.DEMO_APPS as a literal, so the bundler drops what it guards", () => {
    const off = call(demoAppsPlugin({}).config, {}, {}, { mode: 'production', command: 'build' });
    expect(off).toEqual({ define: { 'import.meta.env.DEMO_APPS': 'false' } });
    const on = call(demoAppsPlugin({ DEMO_APPS: 'on' }).config, {}, {}, { mode: 'production', command: 'build' });
    expect(on).toEqual({ define: { 'import.meta.env.DEMO_APPS': 'true' } });
  });
});

describe('the guard of a build without the demo apps', () => {
  const clean = { fileName: 'assets/index.js', moduleIds: ['/repo/src/main.tsx', '/repo/src/config/menu.ts', '/repo/node_modules/axios/index.js'] };
  const leaks = [
    '/repo/src/features/demo-apps/components/demo-apps-page.tsx',
    '/repo/src/config/demo-apps.ts',
    '/repo/src/locales/de-DE/demo.json',
    '/repo/node_modules/axios-mock-adapter/src/index.js',
    'C:\\repo\\src\\features\\demo-apps\\mock\\handlers.ts',
  ];

  it('finds each demo module (screens, menu entry, words, mock library) and names its file', () => {
    expect(demoModulesIn([clean])).toEqual([]);
    expect(demoModulesIn([clean, { fileName: 'assets/x.js', moduleIds: leaks }])).toEqual(leaks.map((id) => `assets/x.js: ${id}`));
    // Similar names that are not the demo apps.
    expect(demoModulesIn([{ fileName: 'a.js', moduleIds: ['/repo/src/features/demo/x.ts', '/repo/src/locales/en-US/demography.json'] }])).toEqual([]);
  });

  const run = (env: NodeJS.ProcessEnv, moduleIds: string[]) => {
    const plugin = demoAppsPlugin(env);
    call(plugin.config, {}, {}, { mode: 'production', command: 'build' });
    const errors: string[] = [];
    call(plugin.generateBundle, { error: (m: string) => errors.push(m) }, {}, {
      'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', moduleIds },
      'assets/a.css': { type: 'asset', fileName: 'assets/a.css' },
    });
    return errors;
  };

  it('fails a production build without DEMO_APPS whose bundle holds demo code, and passes a clean one', () => {
    expect(run({}, clean.moduleIds)).toEqual([]);
    const [error] = run({}, [...clean.moduleIds, leaks[0]]);
    expect(error).toMatch(/without DEMO_APPS carries the demo apps' code/);
    expect(error).toContain('assets/a.js: /repo/src/features/demo-apps/components/demo-apps-page.tsx');
  });

  it('lets a build with DEMO_APPS=on carry them', () => {
    expect(run({ DEMO_APPS: 'on' }, [...clean.moduleIds, ...leaks])).toEqual([]);
  });
});
