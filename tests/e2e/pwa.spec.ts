import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('the app is installable: manifest, icons and an active service worker', async ({ page, request }) => {
  const manifest = await (await request.get('/app/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Cafeteria', start_url: '/app/', scope: '/app/', display: 'standalone' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await request.get(`/app/${icon.src}`);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('image/png');
  }

  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lunch at work, without the queue' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/app\/$/);
});

test('the app shell opens without a connection once the worker has it', async ({ page, context }) => {
  await page.goto('/app/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker claims the page; a reload makes it the controller for navigations.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/app/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await context.setOffline(false);
});
