import { test } from '@playwright/test';
import { CASHIER, fillStaffLogin, staffLogin, api } from './helpers';

test('shots', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const { token, user } = await staffLogin(request, CASHIER);
  // a few orders at the till so boards have tickets
  const menu = await api<{ items?: { uuid: string }[] } & Record<string, unknown>>(request, token, 'get', `/product/lists?store_slug=${user.store_slug}&limit=20`).catch(() => null);
  const items = ((menu as any)?.items ?? (menu as any) ?? []) as { uuid: string; type?: string; options?: unknown[] }[];
  const plain = (Array.isArray(items) ? items : []).slice(0, 12);
  for (let i = 0; i < 8 && plain.length; i++) {
    await request.post('/api/v1/checkout', { headers: { 'x-auth-token': token }, data: { company_uuid: user.company_uuid, store_uuid: user.store_uuid, payment_method: 'counter', tendered: 100000, items: [{ product_uuid: plain[i % plain.length].uuid, quantity: 1 }] } });
  }
  for (const lang of ['en-US', 'de-DE']) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const p = await ctx.newPage();
    await p.addInitScript((l) => localStorage.setItem('cafeteria:language', l), lang);
    await p.goto(`/app/pickup/${user.store_slug}`);
    await p.waitForTimeout(3000);
    await p.screenshot({ path: `/tmp/shot-pickup-${lang}.png` });
    await ctx.close();
  }
  const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const p = await ctx.newPage();
  await p.addInitScript(() => localStorage.setItem('cafeteria:language', 'es-ES'));
  await p.goto('/app/login');
  await fillStaffLogin(p, CASHIER);
  await p.waitForURL(/welcome/);
  await p.goto('/app/cashier/kitchen?station=expeditor');
  await p.waitForTimeout(4000);
  await p.screenshot({ path: '/tmp/shot-kitchen-es.png' });
  await p.setViewportSize({ width: 1280, height: 800 });
  await p.goto('/app/cashier');
  await p.waitForTimeout(3000);
  await p.screenshot({ path: '/tmp/shot-till-es.png' });
  await ctx.close();
  void page;
});
