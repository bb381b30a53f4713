// The template demo apps' place in the back office (issue 19): one admin-only menu entry at /apps and
// a route per app under it. Read only where `import.meta.env.DEMO_APPS` is true (scripts/demo-apps-build.ts),
// so a build without the demo apps has none of this.
import type { MenuEntry } from './menu';

declare global {
  interface ImportMetaEnv {
    /** Set at build time by scripts/demo-apps-build.ts: whether the template demo apps are in this build. */
    readonly DEMO_APPS: boolean;
  }
}

export const DEMO_APPS = ['calendar', 'mailbox', 'todo', 'datatable', 'contacts', 'chat', 'notifications', 'products'] as const;
export type DemoApp = (typeof DEMO_APPS)[number];

export const demoAppsPath = '/apps';
export const demoAppPath = (app: DemoApp): string => `${demoAppsPath}/${app}`;

/** The "Demo apps" entry: the overview, and each app's screen as a hidden route under it. Admins only. */
export const demoAppsMenu: MenuEntry = {
  key: 'demo-apps',
  label: 'backoffice:menu.demoApps',
  path: demoAppsPath,
  icon: 'category',
  roles: ['admin'],
  built: true,
  children: [{ key: 'demo-app', path: `${demoAppsPath}/:app`, hidden: true, built: true }],
};
