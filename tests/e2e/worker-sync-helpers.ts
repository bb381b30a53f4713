// Firing the service worker's Background Sync with every page of the app closed (issue 17), shared by
// the worker-sync and consumer-offline specs.
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const SYNC_TAG = 'cafeteria-outbox';

/**
 * Closes every page with the writes still waiting, brings the network back and fires the worker's
 * Background Sync through a DevTools session on a blank page (no page of the app: the worker has no
 * window client). Answers once the sync event's promise settled.
 */
export async function closePagesAndSync(context: BrowserContext, pages: Page[]): Promise<void> {
  const [worker] = context.serviceWorkers();
  expect(worker).toBeTruthy();
  const origin = new URL(worker.url()).origin;
  for (const p of pages) await p.close();
  // No window of the app is left for the worker to wake: whatever is sent now, the worker sends.
  const windows = await worker.evaluate(async () => {
    const scope = self as unknown as { clients: { matchAll(options: object): Promise<unknown[]> } };
    return (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).length;
  });
  expect(windows).toBe(0);
  await context.setOffline(false);

  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted)!;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registration.registrationId, tag: SYNC_TAG, lastChance: false });
  await cdp.detach();
  await blank.close();
}
