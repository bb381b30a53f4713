// PUT /cart/line: what an offline phone sends for each cart change it made (issue 17). A line is set
// to a whole quantity, so the same write sent twice, alone or in an outbox batch, changes nothing more.
import { describe, expect, it } from 'vitest';
import { call, useTestApp, useTokens } from './helpers';
import { newDevice, setProduct, useWorld } from './ordering-fixtures';

const t = useTestApp();
const w = useWorld(t);
const tok = useTokens(t, ['alice']);

const setLine = (body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) =>
  call(t.app, 'PUT', '/cart/line', { token: opts.token, body, headers: opts.key ? { 'Idempotency-Key': opts.key } : undefined });

describe('PUT /cart/line', () => {
  it('sets, changes and removes a line by whole quantities; a replayed write changes nothing more', async () => {
    const device = newDevice();
    const [a, b] = w.hqProducts;
    const line = (product: string, quantity: number, note?: string) => ({
      company_uuid: w.acme,
      store_uuid: w.hq,
      product_uuid: product,
      quantity,
      options: [],
      ip_address: device,
      ...(note ? { note } : {}),
    });
    let res = await setLine(line(a.uuid, 2, 'No onion'), { key: `${device}-1` });
    expect(res.status).toBe(200);
    res = await setLine(line(a.uuid, 2, 'No onion'), { key: `${device}-1` });
    res = await setLine(line(b.uuid, 1), { key: `${device}-2` });
    res = await setLine(line(a.uuid, 3, 'No onion'), { key: `${device}-3` });
    // The same change sent again with a new key (a person's retry): still 3, not 6.
    res = await setLine(line(a.uuid, 3, 'No onion'), { key: `${device}-4` });
    expect(res.status).toBe(200);
    const items = res.body.data.items as { product_uuid: string; quantity: number; note: string | null }[];
    expect(items.map((i) => [i.product_uuid, i.quantity, i.note])).toEqual([
      [a.uuid, 3, 'No onion'],
      [b.uuid, 1, null],
    ]);
    res = await setLine(line(a.uuid, 0), { key: `${device}-5` });
    expect(res.body.data.items.map((i: { product_uuid: string }) => i.product_uuid)).toEqual([b.uuid]);
    expect(res.body.message).toBe('Removed from cart');
    // Removing what is not there is no error (the write may come after another removed it).
    res = await setLine(line(a.uuid, 0), { key: `${device}-6` });
    expect(res.status).toBe(200);
    expect(res.body.data.item_count).toBe(1);
  });

  it('refuses a product switched off (409, nothing added) and answers the cart at its current prices', async () => {
    const device = newDevice();
    const [a, b] = w.hqProducts;
    const body = (product: string, quantity: number) => ({
      company_uuid: w.acme,
      store_uuid: w.hq,
      product_uuid: product,
      quantity,
      options: [],
      ip_address: device,
    });
    await setProduct(t.database, b.uuid, { isAvailable: false });
    try {
      const refused = await setLine(body(b.uuid, 1));
      expect(refused.status).toBe(409);
      expect(refused.body.status).toBe(false);
      expect(refused.body.message).toContain(b.name);
    } finally {
      await setProduct(t.database, b.uuid, { isAvailable: true });
    }
    await setProduct(t.database, a.uuid, { price: a.price + 1500 });
    try {
      const res = await setLine(body(a.uuid, 2));
      expect(res.body.data.items).toEqual([expect.objectContaining({ product_uuid: a.uuid, quantity: 2, unit_price: a.price + 1500 })]);
    } finally {
      await setProduct(t.database, a.uuid, { price: a.price });
    }
  });

  it('keeps one store per cart unless the person agreed to replace it', async () => {
    const owner = { token: tok.alice };
    await call(t.app, 'DELETE', '/cart/clear', { token: tok.alice, query: { company_uuid: w.acme } });
    const hqLine = { company_uuid: w.acme, store_uuid: w.hq, product_uuid: w.hqProducts[0].uuid, quantity: 1, options: [] };
    expect((await setLine(hqLine, owner)).status).toBe(200);
    const plantLine = { company_uuid: w.acme, store_uuid: w.plant, product_uuid: w.plantProduct, quantity: 2, options: [] };
    const refused = await setLine(plantLine, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]?.path).toBe('store_uuid');
    const replaced = await setLine({ ...plantLine, replace_store: true }, owner);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ store_uuid: w.plant, item_count: 2 });
    expect(replaced.body.data.items.map((i: { product_uuid: string }) => i.product_uuid)).toEqual([w.plantProduct]);
  });

  it('rides in an outbox batch with the coupon writes, each once', async () => {
    const device = newDevice();
    const [a] = w.hqProducts;
    const item = (key: string, quantity: number) => ({
      method: 'PUT',
      path: '/cart/line',
      idempotency_key: key,
      body: { company_uuid: w.acme, store_uuid: w.hq, product_uuid: a.uuid, quantity, options: [], ip_address: device },
    });
    const clearCoupon = { method: 'PUT', path: '/coupon/code/clear', idempotency_key: `${device}-c`, body: { company_uuid: w.acme, ip_address: device } };
    const items = [item(`${device}-a`, 1), item(`${device}-b`, 4), clearCoupon];
    for (let round = 0; round < 2; round += 1) {
      const res = await call(t.app, 'POST', '/outbox/batch', { body: { items } });
      expect(res.status).toBe(200);
      expect(res.body.data.results.map((r: { status: number }) => r.status)).toEqual([200, 200, 200]);
    }
    const cart = await call(t.app, 'GET', '/cart/list', { query: { company_uuid: w.acme, ip_address: device } });
    expect(cart.body.data.items).toEqual([expect.objectContaining({ product_uuid: a.uuid, quantity: 4 })]);
  });
});
