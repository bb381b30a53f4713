// The template demo apps' place in the back office (issue 19): the admin-only "Demo apps" group of the
// menu, with its overview at /apps and one entry per app at /apps/<app>. Read only where
// `import.meta.env.DEMO_APPS` is true (scripts/demo-apps-build.ts), so a build without the demo apps
// has none of this. The entries' words are in the backoffice namespace (menu.demoApps, menu.demo.*),
// which the frame has loaded: the demo words themselves come with the apps' chunk.
import type { MenuEntry } from './menu';

declare global {
  interface ImportMetaEnv {
    /** Set at build time by scripts/demo-apps-build.ts: whether the template demo apps are in this build. */
    readonly DEMO_APPS: boolean;
  }
}

export const demoAppsPath = '/apps';

/** The apps, in the order of the menu; each at /apps/<app>. */
export const DEMO_APPS = ['calendar', 'mailbox', 'todo', 'datatable', 'contacts', 'chat', 'notifications', 'products'] as const;
export type DemoApp = (typeof DEMO_APPS)[number];
export const demoAppPath = (app: DemoApp): string => `${demoAppsPath}/${app}`;

/**
 * The "Demo apps" group of the back office's navigation (src/app/layout/app-frame.tsx adds it; it is
 * not among backOfficeMenu's routes: its one route, /apps/*, is in src/app/router.tsx). Admins only:
 * the entries inherit the group's roles. A function, not a value made when the module loads: a build
 * without the demo apps then drops this module with the one import of it (the guard's rule).
 */
export function demoAppsMenu(): MenuEntry {
  return {
    key: 'demo-apps',
    label: 'backoffice:menu.demoApps',
    path: demoAppsPath,
    icon: 'category',
    roles: ['admin'],
    built: true,
    children: [
      { key: 'demo-overview', label: 'backoffice:menu.demo.overview', path: demoAppsPath, built: true },
      ...DEMO_APPS.map((app) => ({ key: `demo-${app}`, label: `backoffice:menu.demo.${app}`, path: demoAppPath(app), built: true })),
    ],
  };
}
