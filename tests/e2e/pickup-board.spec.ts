// The pickup screen over the counter and the kiosk receipt show call numbers (K-042), not order ids.
// At 1280×720 with 30 open orders every number is on screen (no scrolling, nothing cut off); when the
// cashier marks an order ready it moves to "Ready for pickup", is highlighted, and a chime plays
// (counted by wrapping OscillatorNode.start in an init script). Works at Globex East, whose menu no
// spec changes; the orders are the spec's own, found by their call numbers.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, staffLogin } from './helpers';
import { bindKiosk, putBinding, toPayment } from './kiosk-helpers';

const CASHIER_EAST = 'cashier.east@globex.example.com';
const MANAGER_EAST = 'manager.east@globex.example.com';

interface OrderableProduct {
  uuid: string;
  is_combo?: boolean;
  stock?: number | null;
  option_groups?: unknown[];
}

/** `count` walk-up orders at the cashier's store (not paid yet: they wait in "Being prepared"). */
async function placeOrders(request: APIRequestContext, count: number) {
  const cashier = await staffLogin(request, CASHIER_EAST);
  const products = await api<OrderableProduct[]>(request, cashier.token, 'get', '/product/store/order/list');
  const plain = products.find((p) => !p.is_combo && (p.stock ?? null) === null && (p.option_groups ?? []).length === 0);
  expect(plain, 'a plain product at Globex East').toBeTruthy();
  const orders: { uuid: string; order_id: string; call_number: string }[] = [];
  for (let i = 0; i < count; i++) {
    const placed = await api<{ order: { uuid: string; order_id: string; call_number: string } }>(request, cashier.token, 'post', '/checkout', {
      company_uuid: cashier.user.company_uuid,
      store_uuid: cashier.user.store_uuid,
      channel: 'cashier',
      items: [{ product_uuid: plain!.uuid, quantity: 1 }],
      payment_method: 'counter',
    });
    orders.push(placed.order);
  }
  return { cashier, orders };
}

test.describe('pickup screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('shows every call number at 1280×720, and chimes and highlights the order the cashier marks ready', async ({ page, request }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __oscillatorStarts: number };
      w.__oscillatorStarts = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function counted(this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
        w.__oscillatorStarts++;
        return start.apply(this, args);
      };
    });
    const { cashier, orders } = await placeOrders(request, 30);
    for (const o of orders) expect(o.call_number).toMatch(/^C-\d{3}$/);
    expect(new Set(orders.map((o) => o.call_number)).size).toBe(30);

    await page.goto('/app/pickup/globex-east');
    const preparing = page.getByRole('region', { name: 'Being prepared' });
    const ready = page.getByRole('region', { name: 'Ready for pickup' });
    const target = orders[29];
    await expect(preparing.getByText(target.call_number, { exact: true })).toBeVisible();
    // The order id is not what the screen shows.
    await expect(page.getByText(target.order_id.replace(/^ORD-/, ''), { exact: true })).toHaveCount(0);

    // Nothing scrolls and every number shown is inside the screen.
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
    await expect(page.getByTestId('pickup-page-of')).toHaveCount(0);
    const shown = page.getByTestId('pickup-call-number');
    const boxes = await shown.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ right: r.right, bottom: r.bottom, h: r.height })));
    for (const b of boxes) {
      expect(b.right).toBeLessThanOrEqual(1280);
      expect(b.bottom).toBeLessThanOrEqual(720);
    }
    // All 30 of ours are there, big enough to read across the room.
    for (const o of orders) await expect(preparing.getByText(o.call_number, { exact: true })).toBeVisible();
    const fontPx = await preparing.getByText(target.call_number, { exact: true }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(30);

    // Audio waits for a touch: the screen offers it, and a tap anywhere turns it on.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('button', { name: 'Tap to turn sound on' })).toHaveCount(0);
    const before = await page.evaluate(() => (window as unknown as { __oscillatorStarts: number }).__oscillatorStarts);

    for (const status of ['accepted', 'preparing', 'ready']) {
      await api(request, cashier.token, 'put', '/order/status/update', { order_uuid: target.uuid, status });
    }
    const entry = ready.locator(`[data-order-id="${target.order_id}"]`);
    await expect(entry).toHaveText(target.call_number);
    await expect(entry).toHaveAttribute('data-fresh', 'true');
    await expect(preparing.getByText(target.call_number, { exact: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __oscillatorStarts: number }).__oscillatorStarts)).toBeGreaterThan(before);
    await expect(page.getByRole('status').filter({ hasText: `Ready now: ${target.call_number}` })).toHaveCount(1);

    // Tidy up: our orders leave the board.
    for (const o of orders) {
      await api(request, cashier.token, 'put', '/order/status/update', { order_uuid: o.uuid, status: 'cancelled' }).catch(() => undefined);
    }
  });
});

test('the kiosk receipt shows the call number large and the order id as the reference', async ({ page, request }) => {
  await page.setViewportSize({ width: 1080, height: 1920 });
  const { binding } = await bindKiosk(request, 'Call number kiosk', MANAGER_EAST);
  await putBinding(page, binding);
  await page.goto('/app/kiosk');
  await toPayment(page);
  await page.getByRole('textbox', { name: 'Your name' }).fill('Call number guest');
  await page.getByRole('button', { name: 'Place order' }).click();
  const call = page.getByTestId('kiosk-call-number');
  await expect(call).toHaveText(/^K-\d{3}$/);
  await expect(page.getByTestId('kiosk-order-number')).toHaveText(/^ORD-[A-Z0-9]{8}$/);
  const [big, small] = await Promise.all([
    call.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    page.getByTestId('kiosk-order-number').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ]);
  expect(big).toBeGreaterThanOrEqual(72);
  expect(big).toBeGreaterThan(small * 3);
});
