// The template demo apps' place in the back office (issue 19): one admin-only menu entry at /apps, the
// apps under it at /apps/<app>. Read only where `import.meta.env.DEMO_APPS` is true
// (scripts/demo-apps-build.ts), so a build without the demo apps has none of this.
import type { MenuEntry } from './menu';

declare global {
  interface ImportMetaEnv {
    /** Set at build time by scripts/demo-apps-build.ts: whether the template demo apps are in this build. */
    readonly DEMO_APPS: boolean;
  }
}

export const demoAppsPath = '/apps';

/**
 * The "Demo apps" entry of the back office's navigation (src/app/layout/app-frame.tsx adds it; it is
 * not among backOfficeMenu's routes: its one route, /apps/*, is in src/app/router.tsx). Admins only.
 */
export const demoAppsMenu: MenuEntry = {
  key: 'demo-apps',
  label: 'backoffice:menu.demoApps',
  path: demoAppsPath,
  icon: 'category',
  roles: ['admin'],
  built: true,
};
