// A kiosk survives a browser restart with no network: the same browser profile (service worker,
// its caches, the kiosk's binding) is closed and opened again offline, and the kiosk starts on its
// attract screen and shows the whole menu it had loaded before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { bindKiosk, openKioskUnderWorker, putBinding } from './kiosk-helpers';

// A store whose menu no test changes: the test counts the whole menu before and after the restart.
const MANAGER = 'manager.plant@acme.example.com';

test('a bound kiosk opened once starts after a browser restart with no network and shows its whole menu', async ({ request }, testInfo) => {
  test.setTimeout(180_000);
  const use = testInfo.project.use;
  const profile = mkdtempSync(join(tmpdir(), 'kiosk-profile-'));
  const launch = (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(profile, {
      executablePath: use.launchOptions?.executablePath,
      args: use.launchOptions?.args,
      baseURL: use.baseURL,
      viewport: { width: 1920, height: 1080 },
      serviceWorkers: 'allow',
      locale: 'en-US',
    });
  try {
    const { binding } = await bindKiosk(request, 'Restart kiosk', MANAGER);

    // First run, online: bind, let the worker take control, load the menu.
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await putBinding(page, binding);
    const count = await openKioskUnderWorker(page);
    await context.close();

    // The browser restarts with no network.
    context = await launch();
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/app/kiosk');
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'false');
    await page.getByTestId('kiosk-start').click();
    await expect(page.getByTestId('kiosk-product')).toHaveCount(count);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
