// The dashboard's drawer tile (issue 16): a manager sees their store's open shift (till, cashier,
// float, cash expected now) and, once it is closed, its over/short among today's closes.
import { expect, test } from '@playwright/test';
import { api, signInToBackOffice, staffLogin } from './helpers';

const CASHIER = 'cashier.plant@acme.example.com';
const MANAGER = 'manager.plant@acme.example.com';

test('the manager reads the drawers: an open shift with its expected cash, then its close and shortfall', async ({ page, request }) => {
  const cashier = await staffLogin(request, CASHIER);
  const device = `e2e-drawer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const opened = await api<{ shift: { uuid: string } }>(request, cashier.token, 'post', '/shift/open', { device_id: device, opening_float: 12_345 });
  const till = `Till ${device.slice(0, 8)}`;
  try {
    await signInToBackOffice(page, MANAGER);
    const tile = page.getByTestId('attention-drawers');
    await expect(tile.getByRole('heading', { name: 'Cash drawers' })).toBeVisible();
    const mine = tile.getByTestId('attention-drawer-open').filter({ hasText: device.slice(0, 8) });
    // Several e2e shifts may share the prefix: ours is the one with this float.
    const ours = mine.filter({ hasText: '123.45' });
    await expect(ours).toHaveCount(1);
    await expect(ours).toContainText(till);
    await expect(ours).toContainText('Acme Plant Canteen');
    await expect(ours.getByTestId('attention-drawer-expected')).toHaveText('₹123.45 expected');
  } finally {
    await api(request, cashier.token, 'post', '/shift/close', { shift_uuid: opened.shift.uuid, counted_cash: 12_000 });
  }
  await page.reload();
  const closed = page.getByTestId('attention-drawers').getByTestId('attention-drawer-closed').filter({ hasText: '₹120.00 of ₹123.45' });
  await expect(closed).toHaveCount(1);
  await expect(closed.getByTestId('attention-drawer-over-short')).toHaveText('Short ₹3.45');
});
