// The dashboard's drawer tile (issue 16): "needs attention" names the open shifts in scope (till,
// cashier, opened when, float, cash expected now) and the shifts closed today with their over/short;
// admin sees all, a company its stores, a store manager their own store.
import { describe, expect, it } from 'vitest';
import { call, useTestApp, useTokens } from './helpers';
import { newDevice, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['acmeCashier', 'acmeManager', 'acmeOwner', 'globexManager', 'globexOwner', 'admin'], {
  plantCashier: 'cashier.plant@acme.example.com',
  eastCashier: 'cashier.east@globex.example.com',
});

async function open(token: string, device: string, float: number) {
  const res = await call(t.app, 'POST', '/shift/open', { token, body: { device_id: device, opening_float: float } });
  expect(res.status).toBe(201);
  return res.body.data.shift.uuid as string;
}

interface Drawers {
  open: { uuid: string; device_id: string; store_name: string; opened_by_name: string; opening_float: number; cash_expected: number; opened_at: string }[];
  open_count: number;
  closed_today: { uuid: string; expected_cash: number; counted_cash: number; over_short: number; closed_by_name: string }[];
  closed_count: number;
}
const drawers = async (token: string, query: Record<string, string> = {}) => {
  const res = await call(t.app, 'GET', '/report/attention', { token, query });
  expect(res.status).toBe(200);
  return res.body.data.drawers as Drawers;
};
const uuids = (rows: { uuid: string }[]) => rows.map((r) => r.uuid).sort();

describe('the drawers on the dashboard', () => {
  const s = {} as Record<'hqOpen' | 'hqClosed' | 'plantOpen' | 'eastOpen', string>;
  let sale = 0;

  it('lists open shifts with the cash expected now and today’s closed shifts with their over/short, in scope', async () => {
    const hqTill = newDevice();
    s.hqOpen = await open(tok.acmeCashier, hqTill, 10_000);
    const sold = await call(t.app, 'POST', '/checkout', {
      token: tok.acmeCashier,
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        channel: 'cashier',
        payment_method: 'counter',
        items: [{ product_uuid: w.hqProducts[0].uuid, quantity: 2 }],
        ip_address: hqTill,
        tendered: 1_000_000,
      },
    });
    expect(sold.status).toBe(201);
    sale = sold.body.data.order.total;
    s.hqClosed = await open(tok.acmeCashier, newDevice(), 5_000);
    const closed = await call(t.app, 'POST', '/shift/close', { token: tok.acmeCashier, body: { shift_uuid: s.hqClosed, counted_cash: 4_970 } });
    expect(closed.status).toBe(200);
    s.plantOpen = await open(tok.plantCashier, newDevice(), 2_000);
    s.eastOpen = await open(tok.eastCashier, newDevice(), 3_000);

    // The HQ manager: their store only.
    const hq = await drawers(tok.acmeManager);
    expect(hq.open).toHaveLength(1);
    expect(hq.open[0]).toMatchObject({
      uuid: s.hqOpen,
      device_id: hqTill,
      store_name: 'Acme HQ Cafeteria',
      opening_float: 10_000,
      cash_expected: 10_000 + sale,
    });
    expect(hq.open[0].opened_by_name).toBeTruthy();
    expect(hq.open_count).toBe(1);
    expect(hq.closed_today).toHaveLength(1);
    expect(hq.closed_today[0]).toMatchObject({ uuid: s.hqClosed, expected_cash: 5_000, counted_cash: 4_970, over_short: -30 });
    expect(hq.closed_count).toBe(1);
  });

  it('a company sees its stores (or one of them), the admin every company, another company none of these', async () => {
    const acme = await drawers(tok.acmeOwner);
    expect(uuids(acme.open)).toEqual([s.hqOpen, s.plantOpen].sort());
    expect(uuids(acme.closed_today)).toEqual([s.hqClosed]);
    const plant = await drawers(tok.acmeOwner, { store_uuid: w.plant });
    expect(uuids(plant.open)).toEqual([s.plantOpen]);
    expect(plant.closed_today).toEqual([]);

    const all = await drawers(tok.admin);
    expect(uuids(all.open)).toEqual([s.hqOpen, s.plantOpen, s.eastOpen].sort());
    expect(all.open_count).toBe(3);
    expect(uuids((await drawers(tok.admin, { company_uuid: w.globex })).open)).toEqual([s.eastOpen]);

    const east = await drawers(tok.globexManager);
    expect(uuids(east.open)).toEqual([s.eastOpen]);
    expect(east.closed_today).toEqual([]);
    expect(uuids((await drawers(tok.globexOwner)).open)).toEqual([s.eastOpen]);
  });

  it('a cash refund at the till lowers the drawer’s expected cash on the dashboard', async () => {
    const before = (await drawers(tok.acmeManager)).open[0];
    const till = before.device_id;
    const sold = await call(t.app, 'POST', '/checkout', {
      token: tok.acmeCashier,
      body: {
        company_uuid: w.acme,
        store_uuid: w.hq,
        channel: 'cashier',
        payment_method: 'counter',
        items: [{ product_uuid: w.hqProducts[1].uuid, quantity: 1 }],
        ip_address: till,
        tendered: 1_000_000,
      },
    });
    const order = sold.body.data.order as { uuid: string; total: number };
    const refund = await call(t.app, 'POST', '/order/refund', {
      token: tok.acmeCashier,
      body: { order_uuid: order.uuid, reason: 'Wrong order', device_id: till },
    });
    expect(refund.status).toBe(201);
    expect((await drawers(tok.acmeManager)).open[0].cash_expected).toBe(before.cash_expected);
  });
});
