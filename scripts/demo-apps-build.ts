// The template demo apps (issue 19: calendar, mailbox, to-do, data table, contacts, chat, notifications,
// product list on an in-memory mock layer) are decided when the PWA is built, not when it runs: they
// are sample data in the browser, the server has no part in them. DEMO_APPS=on builds them in,
// DEMO_APPS=off leaves them out; unset, a production build (`vite build`) leaves them out and the dev
// server has them. The flag reaches the code as `import.meta.env.DEMO_APPS`, a literal true or false,
// so a build without it drops the menu entry, the route, the screens, the sample data, the mock
// library and the demo words (their own chunks, src/features/demo-apps/demo-words.ts); the guard below fails such a build if any of it is still in the bundle.
import type { Plugin } from 'vite';

export type DemoAppsFlag = 'on' | 'off' | undefined;

/** Whether a build of `mode` carries the demo apps; a value other than on/off stops the build. */
export function demoAppsEnabled(flag: string | undefined, mode: string): boolean {
  if (flag === undefined || flag === '') return mode !== 'production';
  if (flag === 'on') return true;
  if (flag === 'off') return false;
  throw new Error(`Invalid environment: DEMO_APPS: must be on or off (got "${flag}")`);
}

/** Module ids (Vite's absolute paths, any slash) that belong to the demo apps and nothing else. */
export const DEMO_MODULE = new RegExp(
  String.raw`[\\/](src[\\/]features[\\/]demo-apps[\\/]|src[\\/]config[\\/]demo-apps\.ts|` +
    String.raw`src[\\/]locales[\\/][^\\/]+[\\/]demo\.json|node_modules[\\/]axios-mock-adapter[\\/])`,
);

/** The demo modules in a bundle (each chunk's module ids), named by the file they landed in. */
export function demoModulesIn(chunks: { fileName: string; moduleIds: readonly string[] }[]): string[] {
  return chunks.flatMap((chunk) => chunk.moduleIds.filter((id) => DEMO_MODULE.test(id)).map((id) => `${chunk.fileName}: ${id}`));
}

/** Sets `import.meta.env.DEMO_APPS` for the code and, when off, fails a build whose bundle still holds demo modules. */
export function demoAppsPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  let enabled = false;
  return {
    name: 'cafeteria-demo-apps',
    config(_config, { mode }) {
      enabled = demoAppsEnabled(env.DEMO_APPS, mode);
      return { define: { 'import.meta.env.DEMO_APPS': JSON.stringify(enabled) } };
    },
    generateBundle(_options, bundle) {
      if (enabled) return;
      const chunks = Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [{ fileName: out.fileName, moduleIds: out.moduleIds }] : []));
      const found = demoModulesIn(chunks);
      if (found.length > 0) {
        this.error(`A build without DEMO_APPS carries the demo apps' code (issue 19); keep it behind import.meta.env.DEMO_APPS:\n  ${found.join('\n  ')}`);
      }
    },
  };
}
